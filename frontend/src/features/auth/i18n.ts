/** Texts of sign-in, registration and password reset, in pt-BR. */
export const authTexts = {
  accessTitle: 'Entrar ou criar conta',
  accessNotice: 'O acesso com usuário e senha e o cadastro de novos clientes estão sendo preparados e chegam em breve.',
  featuresTitle: 'O que você encontra no portal',
  features: {
    appointments: 'Agende atendimentos em consulados e escritórios',
    messages: 'Converse com a nossa equipe por mensagens',
    documents: 'Guarde e organize os seus documentos',
    settings: 'Ajuste o portal às suas preferências',
  },
};
