import { appointmentsTexts } from '@/features/appointments/i18n';
import { catalogTexts } from '@/features/catalog/i18n';
import { demoTexts } from '@/features/demo/i18n';
import { closuresTexts } from '@/features/closures/i18n';
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
import { quickAccessTexts } from '@/features/quick-access/i18n';
import { selfServiceTexts } from '@/features/self-service/i18n';
import { waitlistTexts } from '@/features/waitlist/i18n';
import { settingsTexts } from '@/features/settings/i18n';
import { usersTexts } from '@/features/users/i18n';

/**
 * The texts of the signed-in features and of the pages reached from an e-mail link, loaded together
 * with the first of those pages instead of with the sign-in page (docs/performance.md).
 */
export const featureTexts = {
  priority: {
    badge: 'Prioridade',
    linkNotice: 'Atendimento prioritário: a equipe verá este pedido marcado como prioridade.',
    onlyPriority: 'Só prioritários',
    field: 'Atendimento prioritário',
  },
  settings: settingsTexts,
  users: usersTexts,
  catalog: catalogTexts,
  laborBenefits: laborBenefitsTexts,
  italianCoursePage: italianCourseTexts,
  inventory: inventoryTexts,
  appointments: appointmentsTexts,
  selfService: selfServiceTexts,
  waitlist: waitlistTexts,
  messages: messagesTexts,
  documents: documentsTexts,
  closures: closuresTexts,
  familyTree: familyTreeTexts,
  requests: requestsTexts,
  citizenship: citizenshipTexts,
  processTracking: processTrackingTexts,
  quickAccess: quickAccessTexts,
  invite: inviteTexts,
  demo: demoTexts,
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
