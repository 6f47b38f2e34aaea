/** Texts of the offline screen and the update prompt, in pt-BR. */
export const offlineTexts = {
  title: 'Você está sem conexão',
  description: 'Seus próximos agendamentos continuam aqui. O restante do portal volta quando a internet voltar.',
  savedAt: 'Salvos em {{date}}',
  heading: 'Próximos agendamentos',
  empty: 'Nenhum agendamento guardado neste aparelho. Abra o portal com internet para guardá-los.',
  retry: 'Tentar novamente',
  card: {
    reference: 'Agendamento nº {{id}}',
    qrLabel: 'QR code do agendamento nº {{id}} para a recepção',
    place: 'Local',
    when: 'Data e hora',
    dateTime: '{{date}} às {{time}}',
    showAtDesk: 'Mostre este código na recepção.',
  },
  update: {
    title: 'Nova versão disponível',
    message: 'Atualize para usar a versão mais recente do portal.',
    action: 'Atualizar',
  },
};
