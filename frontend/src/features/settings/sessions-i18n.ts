/** Texts of the 'Sessões' settings tab, in pt-BR. */
export const sessionsTexts = {
  tab: 'Sessões',
  title: 'Sessões ativas',
  description:
    'Os aparelhos em que sua conta está aberta agora. Se não reconhecer algum, encerre-o e troque sua senha.',
  listLabel: 'Sessões ativas',
  unknownDevice: 'Aparelho desconhecido',
  unknownAddress: 'Endereço desconhecido',
  current: 'Esta sessão',
  signedInAt: 'Entrou em {{at}}',
  lastSeenAt: 'Último uso em {{at}}',
  address: 'Endereço: {{address}}',
  end: 'Encerrar',
  endNamed: 'Encerrar a sessão {{device}}',
  endOthers: 'Encerrar as outras',
  loadFailedTitle: 'Não foi possível carregar as sessões',
  empty: 'Nenhuma sessão ativa.',
  cancel: 'Cancelar',
  closeDialog: 'Fechar',
  confirmEnd: {
    title: 'Encerrar sessão',
    message: 'A sessão em {{device}} será encerrada e precisará entrar de novo nesse aparelho.',
    currentMessage: 'Esta é a sessão que você está usando: você sairá da sua conta.',
    submit: 'Encerrar sessão',
  },
  confirmEndOthers: {
    title: 'Encerrar as outras sessões',
    message: 'Todas as sessões, exceto esta, serão encerradas. Os outros aparelhos precisarão entrar de novo.',
    submit: 'Encerrar as outras',
  },
  ended: {
    title: 'Sessão encerrada',
    message: 'A sessão foi encerrada.',
  },
  othersEnded: {
    title: 'Sessões encerradas',
    message: 'As outras sessões foram encerradas. Esta continua aberta.',
  },
  failedTitle: 'Não foi possível encerrar',
};
