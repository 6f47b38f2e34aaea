/** The page the links of appointment mails open (the server writes `/agendamento?id=&acao=&token=`). */
export const selfServicePath = '/agendamento';
