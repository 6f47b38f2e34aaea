import { addTexts } from '@/lib/i18n';

/** Texts of the Italian course page (/italian-course), in pt-BR. */
export const italianCourseTexts = {
  hero: {
    title: 'Curso de Italiano',
    text: 'Aprenda italiano com professores que conhecem o caminho da cidadania: do primeiro "ciao" à prova de proficiência.',
    facts: { duration: 'Duração: 6 meses', classes: 'Aulas de 2 horas' },
    prices: 'Ver preços',
    enroll: 'Quero me matricular',
  },
  tabs: {
    label: 'Sobre o curso',
    details: 'Detalhes',
    benefits: 'Benefícios',
    testimonials: 'Depoimentos',
  },
  details: {
    heading: 'Como é o curso',
    items: [
      'Duração de 6 meses, com aulas de 2 horas',
      'Turmas pequenas, ao vivo, com professores nativos e brasileiros',
      'Material didático incluído',
      'Conteúdo voltado à vida na Itália e aos processos de cidadania',
    ],
    nextClass: 'As datas da próxima turma são confirmadas pela nossa equipe na matrícula.',
  },
  benefits: {
    heading: 'Por que estudar conosco',
    items: [
      'Preparação para a prova de proficiência exigida em processos de cidadania',
      'Certificado de conclusão',
      'Acompanhamento da equipe que cuida dos seus documentos',
      'Desconto para clientes da Facilitando Burocracias',
    ],
  },
  testimonials: {
    heading: 'O que dizem os alunos',
    empty:
      'Ainda não publicamos depoimentos de alunos. Quando os primeiros alunos concluírem o curso, a experiência deles aparecerá aqui.',
  },
  prices: {
    heading: 'Cursos e preços',
    loadFailed: 'Falha ao carregar cursos',
    empty: 'Nenhum curso disponível.',
    hours_one: '{{count}} hora',
    hours_other: '{{count}} horas',
    promotion: 'Promoção especial: garanta sua vaga no Curso Básico de Italiano com desconto por tempo limitado.',
    enroll: 'Matricular-se',
    enrollIn: 'Matricular-se em {{name}}',
    discount: 'Pedir desconto',
    discountFor: 'Pedir desconto para {{name}}',
  },
  staff: {
    label: 'Área da equipe',
    coursePanel: 'Painel do curso (preços e códigos)',
    inbox: 'Solicitações de desconto e matrícula',
  },
  form: {
    course: 'Curso',
    anyCourse: 'Qualquer curso',
    chooseCourse: 'Selecione um curso',
    name: 'Nome completo',
    email: 'E-mail',
    phone: 'Telefone/WhatsApp',
    message: 'Mensagem (opcional)',
    messagePlaceholder: 'Horários de preferência, dúvidas...',
    nameRequired: 'Nome é obrigatório',
    emailRequired: 'E-mail é obrigatório',
    emailInvalid: 'Endereço de e-mail inválido',
    phoneRequired: 'Telefone/WhatsApp é obrigatório',
    courseRequired: 'Escolha um curso',
  },
  enrollment: {
    title: 'Matrícula',
    intro: 'Escolha o curso e deixe seus dados: nossa equipe entra em contato para confirmar a turma e o pagamento.',
    submit: 'Solicitar matrícula',
    sentToast: 'Pedido de matrícula enviado!',
    doneTitle: 'Pedido de matrícula enviado!',
    doneText: 'Nossa equipe entrará em contato pelo seu e-mail ou WhatsApp para confirmar a turma.',
  },
  discount: {
    title: 'Solicitar desconto',
    intro: 'Peça o seu código de desconto: depois da aprovação da equipe, ele chega ao seu e-mail cadastrado.',
    submit: 'Solicitar desconto',
    sentToast: 'Solicitação de desconto enviada!',
    doneTitle: 'Solicitação de desconto enviada!',
    doneText:
      'Assim que a nossa equipe aprovar o seu pedido, o código de desconto será enviado para o seu e-mail cadastrado e ficará nas suas mensagens.',
  },
  another: 'Enviar outro pedido',
};

addTexts({ italianCoursePage: italianCourseTexts });
