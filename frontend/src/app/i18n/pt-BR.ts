import { appointmentsTexts } from '@/features/appointments/i18n';
import { authTexts } from '@/features/auth/i18n';
import { catalogTexts } from '@/features/catalog/i18n';
import { demoTexts } from '@/features/demo/i18n';
import { documentsTexts } from '@/features/documents/i18n';
import { familyTreeTexts } from '@/features/family-tree/i18n';
import { requestsTexts } from '@/features/requests/i18n';
import { citizenshipTexts } from '@/features/italian-citizenship/i18n';
import { inventoryTexts } from '@/features/estate-inventory/i18n';
import { italianCourseTexts } from '@/features/italian-course/i18n';
import { laborBenefitsTexts } from '@/features/labor-benefits/i18n';
import { processTrackingTexts } from '@/features/process-tracking/i18n';
import { inviteTexts } from '@/features/invite/i18n';
import { messagesTexts } from '@/features/messages/i18n';
import { offlineTexts } from '@/features/offline/i18n';
import { quickAccessTexts } from '@/features/quick-access/i18n';
import { selfServiceTexts } from '@/features/self-service/i18n';
import { settingsTexts } from '@/features/settings/i18n';
import { usersTexts } from '@/features/users/i18n';

/**
 * Every text the portal shows, in Brazilian Portuguese. Each feature keeps its own texts in
 * `features/<feature>/i18n.ts`, mounted here under one key.
 */
export const ptBR = {
  app: {
    name: 'Portal do Cliente',
    tagline: 'Facilitando Burocracias',
    documentTitle: 'Facilitando Burocracias',
    pageDocumentTitle: '{{page}} · Facilitando Burocracias',
  },
  common: {
    loading: 'Carregando...',
    retry: 'Tentar novamente',
    closeToast: 'Fechar aviso',
    serviceUnavailable:
      'O serviço está temporariamente indisponível. A página se atualiza sozinha assim que ele voltar.',
  },
  roles: {
    admin: 'Administrador',
    user: 'Usuário',
  },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Escuro',
    system: 'Sistema',
  },
  navigation: {
    sidebarLabel: 'Navegação principal',
    adminSection: 'Área do administrador',
    bottomBarLabel: 'Atalhos',
    menuLabel: 'Menu',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    items: {
      dashboard: 'Dashboard',
      appointments: 'Agendamentos',
      processTracking: 'Acompanhamento Processual',
      italianCitizenship: 'Cidadania Italiana',
      familyTree: 'Árvore Genealógica',
      italianCourse: 'Curso de Italiano',
      estateInventory: 'Inventário',
      laborBenefits: 'Trabalhista e Previdenciário',
      messages: 'Mensagens',
      documents: 'Documentos',
      quickAccess: 'Acesso Rápido',
      settings: 'Configurações',
      admin: 'Administração',
      usersManagement: 'Gerenciar Usuários',
      italianCourseAdmin: 'Admin Curso Italiano',
      requests: 'Minhas solicitações',
    },
  },
  session: {
    signOut: 'Sair',
    signedOutTitle: 'Sessão encerrada',
    signedOutMessage: 'Você saiu da sua conta com sucesso.',
    signOutFailedTitle: 'Falha ao sair',
    loadFailedTitle: 'Não foi possível verificar sua sessão',
  },
  auth: authTexts,
  settings: settingsTexts,
  users: usersTexts,
  catalog: catalogTexts,
  laborBenefits: laborBenefitsTexts,
  italianCoursePage: italianCourseTexts,
  inventory: inventoryTexts,
  appointments: appointmentsTexts,
  selfService: selfServiceTexts,
  messages: messagesTexts,
  documents: documentsTexts,
  familyTree: familyTreeTexts,
  requests: requestsTexts,
  citizenship: citizenshipTexts,
  processTracking: processTrackingTexts,
  quickAccess: quickAccessTexts,
  invite: inviteTexts,
  demo: demoTexts,
  offline: offlineTexts,
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
  notFound: {
    title: '404 Page Not Found',
    description: 'A página que você procura não existe.',
    backToStart: 'Voltar ao início',
    documentTitle: 'Página não encontrada',
  },
  errors: {
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    unexpected: 'Ocorreu um erro inesperado.',
    pageFailedTitle: 'Não foi possível abrir esta página',
    pageFailedMessage: 'Recarregue a página para tentar de novo.',
    reload: 'Recarregar',
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
      subtitle: 'Os seus agendamentos dia a dia',
    },
    messages: {
      title: 'Mensagens',
      subtitle: 'Conversas com a nossa equipe',
    },
    documents: {
      title: 'Documentos',
      subtitle: 'Os seus documentos em um só lugar',
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

export type Catalogue = typeof ptBR;
