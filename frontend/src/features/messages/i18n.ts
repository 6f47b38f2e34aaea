import { addTexts } from '@/lib/i18n';

/** Texts of messages, in pt-BR. */
export const messagesTexts = {
  newMessage: 'Nova mensagem',
  tabs: {
    inbox: 'Caixa de entrada',
    sent: 'Enviadas',
  },
  unknownUser: 'Usuário desconhecido',
  from: 'De: {{name}}',
  to: 'Para: {{name}}',
  unread: 'Não lida',
  status: {
    read: 'Lida',
    sent: 'Enviada',
  },
  sentAt: 'Enviada em {{date}}',
  dateFormat: 'DD/MM/YYYY [às] HH:mm',
  list: {
    label: {
      inbox: 'Mensagens recebidas',
      sent: 'Mensagens enviadas',
    },
    loading: 'Carregando mensagens...',
    loadFailed: 'Não foi possível carregar as mensagens',
    empty: {
      inbox: 'Nenhuma mensagem na sua caixa de entrada',
      sent: 'Nenhuma mensagem enviada',
    },
    emptyHint: {
      inbox: 'Quando alguém escrever para você, a mensagem aparecerá aqui.',
      sent: 'As mensagens que você enviar aparecerão aqui.',
    },
  },
  pagination: 'Páginas de mensagens',
  form: {
    recipient: 'Destinatário',
    recipientPlaceholder: 'Escolha para quem enviar',
    contactsLoading: 'Carregando destinatários...',
    noContacts: 'Nenhum destinatário disponível',
    nothingFound: 'Nenhum destinatário encontrado',
    contactsFailed: 'Não foi possível carregar os destinatários',
    contactLabel: '{{name}} ({{role}})',
    content: 'Mensagem',
    contentPlaceholder: 'Escreva a sua mensagem',
    replyTo: 'Resposta para {{name}}',
    replyPlaceholder: 'Escreva a sua resposta',
    cancel: 'Cancelar',
    send: 'Enviar',
    sendReply: 'Responder',
  },
  validation: {
    recipientRequired: 'Destinatário é obrigatório',
    contentRequired: 'O conteúdo da mensagem é obrigatório',
    contentTooLong: 'A mensagem pode ter no máximo {{max}} caracteres',
  },
  view: {
    titleFrom: 'Mensagem de {{name}}',
    titleTo: 'Mensagem para {{name}}',
    cannotReply: 'Não é possível responder: a conta deste usuário foi excluída.',
  },
  close: 'Fechar',
  discard: {
    title: 'Descartar a mensagem?',
    text: 'A mensagem não foi enviada: o que você escreveu será perdido.',
    confirm: 'Descartar',
    back: 'Continuar escrevendo',
  },
  sent: {
    title: 'Mensagem enviada',
    message: 'Sua mensagem foi enviada com sucesso.',
    errorTitle: 'Erro ao enviar mensagem',
  },
  markReadFailed: 'Erro ao marcar a mensagem como lida',
  delete: {
    buttonFrom: 'Excluir a mensagem de {{name}}',
    buttonTo: 'Excluir a mensagem para {{name}}',
    title: 'Excluir mensagem',
    confirm: 'Tem certeza de que deseja excluir esta mensagem?',
    hint: 'Ela sai apenas das suas caixas; a outra pessoa continua vendo a mensagem.',
    cancel: 'Cancelar',
    submit: 'Excluir',
    successTitle: 'Mensagem excluída',
    successMessage: 'A mensagem foi removida das suas caixas.',
    errorTitle: 'Erro ao excluir mensagem',
  },
};

addTexts({ messages: messagesTexts });
