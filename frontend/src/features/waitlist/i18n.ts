import { addTexts } from '@/lib/i18n';

/** Texts of the waitlist: joining on the booking form, the hold link's page and the staff's list, in pt-BR. */
export const waitlistTexts = {
  join: {
    full: 'Não há horários livres neste dia.',
    explain:
      'Entre na lista de espera: se um horário deste dia ficar livre, você recebe um e-mail com um link que o reserva para você por 30 minutos.',
    button: 'Entrar na lista de espera',
    joined: 'Você está na lista de espera deste dia: avisaremos por e-mail se um horário ficar livre.',
    offered: 'Um horário deste dia foi reservado para você: veja o link no seu e-mail.',
    leave: 'Sair da lista de espera',
    leaveTitle: 'Sair da lista de espera?',
    leaveText: 'Você deixa de receber o aviso quando um horário deste dia ficar livre.',
    leaveHeldText:
      'O horário reservado para você passa para o próximo da lista, e você deixa de receber avisos deste dia.',
    keep: 'Continuar na lista',
    close: 'Fechar',
    failed: 'Não foi possível entrar na lista de espera',
    leaveFailed: 'Não foi possível sair da lista de espera',
    left: 'Você saiu da lista de espera',
  },
  mine: {
    title: 'Suas listas de espera',
    waiting: 'Aguardando: se um horário deste dia ficar livre, você recebe um e-mail.',
    held: 'O horário das {{time}} ficou livre e está reservado para você até as {{until}} (horário de Brasília).',
    bookNow: 'Agendar agora',
    bookNowLabel: 'Agendar agora o horário reservado de {{day}} às {{time}}',
    none: 'Você não está em nenhuma lista de espera.',
    leaveLabel: 'Sair da lista de espera de {{day}}: {{service}}, {{location}}',
  },
  home: {
    title: 'Um horário ficou livre para você: {{day}} às {{time}}',
    slot: '{{service}}, {{location}}',
    booked: 'Horário agendado: {{day}} às {{time}}. Ele aparece nos seus próximos agendamentos.',
    until:
      'Ele está reservado para você até as {{until}} (horário de Brasília). Agende antes disso: depois, deixa de ser seu.',
  },
  hold: {
    documentTitle: 'Horário reservado',
    title: 'Horário reservado para você',
    intro:
      'Este horário ficou livre e está reservado para você até as {{until}} (horário de Brasília). Confirme para agendá-lo.',
    loading: 'Carregando o horário…',
    problemTitle: 'Não é possível usar este link',
    ownProblemTitle: 'Não é possível agendar este horário',
    missingLink: 'O link está incompleto. Abra-o de novo a partir do e-mail.',
    book: 'Agendar este horário',
    passportIntro:
      'Para este serviço, o consulado pede seu telefone e os dados do passaporte, como no formulário de agendamento. Preencha-os para agendar.',
    phone: 'Telefone',
    phoneKept: 'Deixe em branco para usar o telefone da sua conta.',
    failedTitle: 'Não foi possível agendar',
    doneTitle: 'Agendamento feito',
    finish: 'Concluir',
    done: 'Seu agendamento para {{date}} às {{time}} foi registrado e aguarda confirmação. Você receberá um e-mail.',
    details: 'Horário reservado',
    service: 'Serviço',
    location: 'Local',
    date: 'Data',
    time: 'Horário',
    goToPortal: 'Ir para o portal',
  },
  admin: {
    title: 'Lista de espera',
    subtitle: 'Clientes que aguardam um horário em dias sem vagas, por dia e local, na ordem de chegada.',
    link: 'Lista de espera',
    date: 'Dia',
    dateHint: 'Vazio: todos os dias a partir de hoje.',
    location: 'Local',
    locationHint: 'Os locais com alguém na lista.',
    allLocations: 'Todos os locais',
    loading: 'Carregando a lista de espera…',
    empty: 'Ninguém na lista de espera para este filtro.',
    emptyAhead: 'Ninguém aguarda um horário de hoje em diante.',
    tableLabel: 'Lista de espera',
    position: 'Posição',
    client: 'Cliente',
    service: 'Serviço',
    status: 'Situação',
    joinedAt: 'Entrou em',
    /** What became of the slot held for an entry, by the entry's status. */
    held: {
      offered: 'Horário das {{time}}, reservado até as {{until}}',
      booked: 'Agendou o horário das {{time}}',
      lapsed: 'Horário das {{time}}, reservado até as {{until}}, não foi agendado',
    },
    joinedOn: 'Entrou em {{when}}',
    statuses: {
      waiting: 'Aguardando',
      offered: 'Horário reservado',
      booked: 'Agendou',
      lapsed: 'Reserva expirou',
    },
  },
};

addTexts({ waitlist: waitlistTexts });
