import { addTexts } from '@/lib/i18n';

/** Texts of the closures page (/admin/closures), in pt-BR. */
export const closuresTexts = {
  page: {
    title: 'Fechamentos',
    subtitle: 'Dias em que um local ou todos os locais não atendem. Os feriados nacionais já ficam fechados.',
    link: 'Fechamentos e feriados',
  },
  form: {
    title: 'Fechar dias',
    location: 'Local',
    everywhere: 'Todos os locais',
    firstDay: 'Primeiro dia',
    lastDay: 'Último dia (opcional)',
    reason: 'Motivo (os clientes verão)',
    submit: 'Fechar estes dias',
    doneTitle: 'Fechamento criado',
    doneMessage: 'Os clientes não poderão agendar nestes dias.',
    failedTitle: 'Não foi possível criar o fechamento',
    firstDayRequired: 'Informe o primeiro dia.',
    reasonRequired: 'Informe o motivo; os clientes o verão.',
    reasonTooLong: 'O motivo pode ter no máximo 200 caracteres.',
    rangeReversed: 'O último dia não pode ser antes do primeiro.',
  },
  list: {
    title: 'Fechamentos em vigor e futuros',
    empty: 'Nenhum fechamento em vigor ou marcado.',
    failed: 'Não foi possível carregar os fechamentos',
    days: 'Dias',
    oneDay: '{{day}}',
    range: '{{first}} a {{last}}',
    remove: 'Excluir fechamento de {{days}}',
    affectedTitle_one: '{{count}} agendamento ativo neste período: remarque-o ou cancele-o.',
    affectedTitle_other: '{{count}} agendamentos ativos neste período: remarque-os ou cancele-os.',
    noAffected: 'Nenhum agendamento ativo nestes dias.',
    open: 'Abrir o agendamento de {{client}} em {{day}} às {{time}}',
    loadingAppointment: 'Carregando agendamento...',
  },
  created: {
    title_one: 'Fechamento criado. {{count}} agendamento ativo cai nestes dias:',
    title_other: 'Fechamento criado. {{count}} agendamentos ativos caem nestes dias:',
    mailed_one: 'O cliente é avisado por e-mail, com o motivo e o link para remarcar ou cancelar.',
    mailed_other: 'Os clientes são avisados por e-mail, com o motivo e o link para remarcar ou cancelar.',
  },
  delete: {
    title: 'Excluir fechamento',
    confirm:
      'Excluir o fechamento de {{days}} ({{place}})? Os clientes voltarão a poder agendar nestes dias, e quem já tinha agendamento neles será avisado por e-mail de que o dia foi reaberto (a não ser que outro fechamento ou um feriado ainda feche o dia).',
    cancel: 'Cancelar',
    submit: 'Excluir',
    close: 'Fechar',
    errorTitle: 'Não foi possível excluir o fechamento',
    successTitle: 'Fechamento excluído',
    successMessage: 'Os dias voltaram a ficar disponíveis.',
  },
};

addTexts({ closures: closuresTexts });
