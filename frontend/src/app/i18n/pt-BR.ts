import { offlineTexts } from '@/features/offline/i18n';
import type { FeatureTexts } from './feature-texts';
import type { shellTexts } from './shell-texts';

/**
 * The texts the portal needs before anyone signs in, in Brazilian Portuguese: the sign-in and
 * password pages, the shell's navigation, the offline screen and the error pages. The shell's own
 * texts (./shell-texts.ts) come with the signed-in shell; each feature keeps its texts in
 * `features/<feature>/i18n.ts`, under one key, and they come with the modules that show them.
 */
export const startTexts = {
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
    clearField: 'Limpar campo',
    dayPlaceholder: 'dd/mm/aaaa',
    dayInvalid: 'Data inválida: use dd/mm/aaaa.',
    dayDoesNotExist: 'Esta data não existe: confira o dia e o mês.',
    yearInvalid: 'Confira o ano (por exemplo, 15/05/2024).',
    dayOutOfRange: 'Este dia não pode ser escolhido aqui: veja no calendário os dias permitidos.',
    validation: {
      phoneInvalid: 'Telefone inválido',
      fullNameTooLong: 'Nome completo deve ter no máximo {{max}} caracteres',
      usernameTooLong: 'Nome de usuário deve ter no máximo {{max}} caracteres',
      usernameCharacters: 'Nome de usuário pode conter apenas letras, números, ponto, hífen, arroba e sublinhado',
      textTooLong: 'Texto longo demais (máximo {{max}} caracteres)',
    },
    calendar: {
      monthLevelControl: 'Escolher o mês',
      yearLevelControl: 'Escolher o ano',
      nextMonth: 'Próximo mês',
      previousMonth: 'Mês anterior',
      nextYear: 'Próximo ano',
      previousYear: 'Ano anterior',
      nextDecade: 'Próxima década',
      previousDecade: 'Década anterior',
    },
    leave: {
      title: 'Sair sem salvar?',
      message: 'As alterações feitas nesta página ainda não foram salvas e serão perdidas.',
      stay: 'Continuar editando',
      leave: 'Sair sem salvar',
      close: 'Fechar',
    },
    pagination: {
      first: 'Primeira página',
      previous: 'Página anterior',
      next: 'Próxima página',
      last: 'Última página',
      page: 'Página {{page}}',
    },
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
    skipToContent: 'Pular para o conteúdo',
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
  offline: offlineTexts,
  notFound: {
    title: '404 Page Not Found',
    description: 'A página que você procura não existe.',
    backToStart: 'Voltar ao início',
    documentTitle: 'Página não encontrada',
  },
  errors: {
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    unexpected: 'Ocorreu um erro inesperado.',
    unavailable: 'O serviço está temporariamente indisponível. Tente de novo em instantes.',
    pageFailedTitle: 'Não foi possível abrir esta página',
    pageFailedMessage: 'Recarregue a página para tentar de novo.',
    reload: 'Recarregar',
  },
};

/** Every text of the portal, as the code reads them. */
export type Catalogue = typeof startTexts & typeof shellTexts & FeatureTexts;
