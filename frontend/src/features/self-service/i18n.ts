import { addTexts } from '@/lib/i18n';

/** Texts of the pages the links in appointment mails open, in pt-BR. */
export const selfServiceTexts = {
  documentTitle: 'Seu agendamento',
  titles: {
    confirm: 'Confirmar presença',
    reschedule: 'Remarcar agendamento',
    cancel: 'Cancelar agendamento',
  },
  intro: {
    confirm: 'Confirme que você comparecerá ao agendamento abaixo.',
    reschedule: 'Escolha um novo dia e horário no mesmo local para o agendamento abaixo.',
    cancel: 'Ao cancelar, o horário fica livre para outra pessoa. Isto não pode ser desfeito.',
  },
  buttons: {
    confirm: 'Confirmar presença',
    reschedule: 'Remarcar',
    cancel: 'Cancelar agendamento',
  },
  done: {
    confirm: 'Presença confirmada. Obrigado!',
    reschedule: 'Agendamento remarcado para {{date}} às {{time}}.',
    cancel: 'Agendamento cancelado. O horário foi liberado.',
  },
  doneTitle: 'Pronto',
  details: 'Dados do agendamento',
  service: 'Serviço',
  location: 'Local',
  date: 'Data',
  time: 'Horário',
  status: 'Status',
  presence: 'Presença',
  presenceConfirmed: 'Confirmada',
  newDate: 'Nova data',
  newDateHint: 'De segunda a sexta-feira, a partir de hoje. Não há atendimento aos sábados, domingos e feriados.',
  newTime: 'Novo horário',
  noFreeSlots: 'Nenhum horário livre neste dia. Escolha outra data.',
  dayOver: 'Os horários deste dia já passaram. Escolha outra data.',
  pickDateFirst: 'Escolha uma data para ver os horários livres.',
  slotsFailed: 'Não foi possível carregar os horários.',
  loading: 'Carregando o agendamento...',
  linkProblemTitle: 'Não é possível usar este link',
  missingLink: 'Este link está incompleto. Abra-o novamente a partir do e-mail.',
  failedTitle: 'Não foi possível concluir',
  goToPortal: 'Ir para o portal',
} as const;

addTexts({ selfService: selfServiceTexts });
