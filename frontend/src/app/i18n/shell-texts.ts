import { addTexts } from '@/lib/i18n';

/**
 * The texts the signed-in shell and every page inside it share: the pages' titles, the unread counts
 * beside the menu entries, the priority badge and the QR code actions. They come with the shell (AppLayout.tsx).
 */
export const shellTexts = {
  priority: {
    badge: 'Prioridade',
    linkNotice: 'Atendimento prioritário: a equipe verá este pedido marcado como prioridade.',
    onlyPriority: 'Só prioritários',
    field: 'Atendimento prioritário',
  },
  qr: {
    copied: 'URL copiada para a área de transferência!',
    copyFailedTitle: 'Erro ao copiar link',
    copyFailed: 'Copie o endereço manualmente.',
    shareFailedTitle: 'Erro ao compartilhar',
    shareFailed: 'Não foi possível compartilhar o QR Code.',
    downloaded: 'QR Code baixado',
    downloadFailedTitle: 'Erro ao gerar QR code',
    downloadFailed: 'Não foi possível gerar o arquivo. Tente novamente.',
  },
  unread: {
    messages_one: '{{count}} mensagem não lida',
    messages_other: '{{count}} mensagens não lidas',
    requests_one: '{{count}} solicitação não lida',
    requests_other: '{{count}} solicitações não lidas',
  },
  pages: {
    requests: {
      title: 'Minhas solicitações',
      subtitle: 'Os pedidos que você enviou e a resposta da equipe',
    },
    requestsInbox: {
      title: 'Solicitações',
      subtitle: 'Pedidos dos clientes enviados pelos formulários de serviços',
    },
    dashboard: {
      title: 'Dashboard',
      subtitle: 'Visão geral dos seus serviços',
    },
    appointments: {
      title: 'Agendamentos',
      subtitle: 'Atendimentos em consulados e escritórios',
    },
    processTracking: {
      title: 'Acompanhamento Processual',
      subtitle: 'O andamento dos seus processos',
    },
    calendar: {
      title: 'Calendário',
      subtitle: 'Seus agendamentos dia a dia',
      staffSubtitle: 'Os agendamentos de todos os clientes, dia a dia',
    },
    messages: {
      title: 'Mensagens',
      subtitle: 'Conversas com a nossa equipe',
      staffSubtitle: 'Conversas com clientes e equipe',
    },
    documents: {
      title: 'Documentos',
      subtitle: 'Os seus documentos em um só lugar',
      staffSubtitle: 'Os documentos de todos os clientes ou de um só',
    },
    quickAccess: {
      title: 'Acesso Rápido',
      subtitle: 'QR codes que levam direto aos serviços',
    },
    italianCourse: {
      title: 'Curso de Italiano',
      subtitle: 'Aprenda italiano com a nossa equipe',
    },
    italianCitizenship: {
      title: 'Cidadania Italiana',
      subtitle: 'Serviços para o reconhecimento da cidadania',
    },
    familyTree: {
      title: 'Árvore Genealógica',
      subtitle: 'Os seus antepassados para o processo de cidadania',
    },
    estateInventory: {
      title: 'Inventário',
      subtitle: 'Inventário judicial ou extrajudicial',
    },
    laborBenefits: {
      title: 'Trabalhista e Previdenciário',
      subtitle: 'Causas trabalhistas e benefícios do INSS',
    },
    settings: {
      title: 'Configurações',
      subtitle: 'Perfil, senha e notificações',
    },
    admin: {
      title: 'Administração',
      subtitle: 'Serviços e cursos oferecidos',
    },
    usersManagement: {
      title: 'Gerenciar Usuários',
      subtitle: 'Contas de clientes e administradores',
    },
    italianCourseAdmin: {
      title: 'Admin Curso Italiano',
      subtitle: 'Preços e promoções dos cursos',
    },
    invite: {
      title: 'Convite',
      subtitle: 'Compartilhe o portal',
    },
    demo: {
      title: 'Demonstração',
      subtitle: 'Um tour pelo portal',
    },
  },
};

addTexts(shellTexts);
