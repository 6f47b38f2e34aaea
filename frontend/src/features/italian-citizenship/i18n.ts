import { addTexts } from '@/lib/i18n';

/** Texts of the Italian citizenship services page, in pt-BR. */
export const citizenshipTexts = {
  hero: {
    title: 'Cidadania Italiana',
    text: 'Assessoria completa para o reconhecimento da sua cidadania italiana, do primeiro documento à decisão final.',
    action: 'Conheça nossos serviços',
  },
  services: {
    heading: 'Nossos serviços',
    select: 'Selecionar {{name}}',
    choose: 'Selecionar',
    selected: 'Selecionado',
    request: 'Solicitar',
    documents: 'Documentos necessários',
    urgent: 'URGENTE',
    from: 'A partir de',
    priceLoading: 'Carregando preço...',
    priceUnavailable: 'Preço sob consulta',
    regularPrice: 'Preço regular:',
    discount: '{{percent}}% de desconto',
    priceSaved: 'Preço do serviço atualizado com sucesso',
  },
  offers: {
    'contra-decreto': {
      name: 'Contra Decreto',
      description: 'Para quem recebeu uma decisão consular negativa e quer contestá-la.',
      documents: [
        'Documento de identidade e CPF',
        'Comprovante de residência',
        'Certidão de nascimento',
        'Decreto negativo',
        'Documentos da família',
      ],
    },
    'em-andamento': {
      name: 'Processo em Andamento',
      description: 'Para acelerar um processo de cidadania que já está em curso.',
      documents: [
        'Documento de identidade e CPF',
        'Comprovante de residência',
        'Protocolo do processo',
        'Documentos já enviados',
      ],
    },
    'menores-urgente': {
      name: 'Menores de Idade',
      description: 'Para menores de idade, que enfrentam prazo legal para o reconhecimento.',
      documents: [
        'Certidão de nascimento do menor',
        'Documento de identidade e CPF dos responsáveis',
        'Comprovante de residência',
        'Documentos da descendência italiana',
        'Documentos escolares',
      ],
    },
  },
  why: {
    heading: 'Por que escolher a Facilitando Burocracias?',
    items: [
      'Equipe especializada em cidadania italiana',
      'Acompanhamento de cada etapa pelo portal',
      'Resposta em até 24 horas',
    ],
  },
  minors: {
    title: 'Atenção: prazo para menores de idade',
    text: 'O reconhecimento da cidadania de menores de idade tem prazo legal. Não deixe para depois: solicite a análise do seu caso o quanto antes.',
  },
  form: {
    title: 'Solicitar atendimento',
    titleFor: 'Solicitar: {{name}}',
    chooseFirst: 'Escolha um dos serviços acima para enviar sua solicitação.',
    name: 'Nome completo',
    email: 'E-mail',
    phone: 'Telefone/WhatsApp',
    message: 'Detalhes do caso',
    messagePlaceholder: 'Conte-nos sobre o seu caso',
    nameRequired: 'Nome é obrigatório',
    emailRequired: 'E-mail é obrigatório',
    phoneRequired: 'Telefone/WhatsApp é obrigatório',
    messageRequired: 'Descreva o seu caso',
    emailInvalid: 'Endereço de e-mail inválido',
    submit: 'Enviar solicitação',
  },
  done: {
    title: 'Solicitação enviada!',
    text: 'Nossa equipe responderá em até 24 horas. Fique atento ao seu e-mail e ao WhatsApp.',
  },
};

addTexts({ citizenship: citizenshipTexts });
