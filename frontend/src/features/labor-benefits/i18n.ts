import { addTexts } from '@/lib/i18n';

/** Texts of the labour and benefits page (/labor-benefits), in pt-BR. */
export const laborBenefitsTexts = {
  tabs: {
    label: 'Tipo de atendimento',
    labor: 'Trabalhista',
    benefit: 'Previdenciário',
  },
  required: 'Campo obrigatório',
  contactPreference: 'Como prefere ser contatado?',
  contacts: { whatsapp: 'WhatsApp', email: 'E-mail', phone: 'Telefone' },
  labor: {
    title: 'Causa trabalhista',
    intro: 'Conte-nos sobre o seu trabalho e a sua saída da empresa. Nossa equipe analisa o caso e envia um orçamento.',
    companyName: 'Nome da empresa',
    companyRequired: 'Nome da empresa é obrigatório',
    employmentPeriod: 'Período trabalhado',
    employmentPeriodPlaceholder: 'Ex.: 03/2019 a 08/2024',
    dismissalReason: 'Motivo da saída',
    dismissalReasons: {
      'without-cause': 'Sem justa causa',
      'with-cause': 'Por justa causa',
      resignation: 'Pedido de demissão',
      agreement: 'Acordo',
      'not-dismissed': 'Ainda trabalho na empresa',
      other: 'Outro',
    },
    serviceType: 'Cargo',
    claimType: 'Tipo de atendimento desejado',
    claimTypes: { agreement: 'Acordo', lawsuit: 'Processo judicial', consultation: 'Consulta' },
    salary: 'Último salário',
    salaryPlaceholder: 'Ex.: R$ 2.500,00',
    overtime: 'Fazia horas extras',
    dangerPay: 'Trabalhava em condição perigosa ou insalubre',
    laborRights: 'Quais direitos acredita não ter recebido?',
    laborRightsPlaceholder: 'Ex.: FGTS, férias, 13º salário, verbas rescisórias',
    submit: 'Solicitar Orçamento',
    sentToast: 'Nossa equipe analisará sua causa trabalhista e responderá em até 48 horas úteis.',
  },
  benefit: {
    title: 'Benefício previdenciário',
    intro: 'Conte-nos sobre o benefício do INSS que deseja pedir ou revisar.',
    benefitType: 'Benefício',
    benefitTypes: {
      retirement: 'Aposentadoria',
      disability: 'Auxílio-doença / invalidez',
      accident: 'Auxílio-acidente',
      pension: 'Pensão por morte',
      maternity: 'Salário-maternidade',
      bpc: 'BPC/LOAS',
      appeal: 'Recurso de benefício negado',
      other: 'Outro',
    },
    contributionTime: 'Tempo de contribuição',
    contributionTimePlaceholder: 'Ex.: 28 anos',
    healthIssue: 'Problema de saúde (se houver)',
    previousRequest: 'Já fez algum pedido ao INSS?',
    previousRequests: {
      no: 'Não',
      'yes-denied': 'Sim, foi negado',
      'yes-receiving': 'Sim, estou recebendo',
      'yes-ceased': 'Sim, foi cessado',
    },
    previousRequestDetails: 'Conte como foi o pedido anterior',
    detailsRequired: 'Conte como foi o pedido anterior',
    inssNumber: 'Número do INSS (NIT/PIS)',
    inssNumberPlaceholder: 'Ex.: 120.12345.67-2',
    observations: 'Observações',
    submit: 'Enviar Solicitação',
    sentToast: 'Nossa equipe analisará seu pedido de benefício e responderá em até 48 horas úteis.',
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'Quanto tempo leva para conseguir um benefício do INSS?',
        answer:
          'O INSS tem até 45 dias para analisar um pedido, mas o prazo real varia conforme o benefício e a agência. Com a documentação completa desde o início, o processo costuma ser mais rápido.',
      },
      {
        question: 'Meu benefício foi negado. Ainda posso conseguir?',
        answer:
          'Sim. É possível apresentar recurso administrativo ao INSS ou entrar com uma ação judicial. Informe o pedido anterior no formulário e nossa equipe avaliará o melhor caminho.',
      },
    ],
  },
  done: {
    title: 'Solicitação enviada!',
    text: 'Nossa equipe analisará o seu caso e responderá em até 48 horas úteis. Fique atento ao seu e-mail e ao WhatsApp.',
    another: 'Enviar outra solicitação',
  },
};

addTexts({ laborBenefits: laborBenefitsTexts });
