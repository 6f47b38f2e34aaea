import { addTexts } from '@/lib/i18n';

/** Texts of user management, in pt-BR. */
export const usersTexts = {
  clientPicker: {
    placeholder: 'Digite o nome, e-mail ou usuário',
    nothingFound: 'Nenhum cliente encontrado',
  },
  filters: {
    label: 'Filtros',
    search: 'Buscar',
    searchPlaceholder: 'Nome, usuário ou e-mail',
    role: 'Perfil',
    allRoles: 'Todos os perfis',
    clear: 'Limpar filtros',
  },
  table: {
    caption: 'Usuários cadastrados',
    name: 'Nome',
    username: 'Usuário',
    email: 'E-mail',
    role: 'Perfil',
    status: 'Situação',
    actions: 'Ações',
    documents: 'Documentos',
    documentsOf: 'Documentos de {{name}}',
    you: 'Você',
    active: 'Ativo',
    inactive: 'Inativo',
    edit: 'Editar',
    editUser: 'Editar {{name}}',
    remove: 'Remover',
    removeUser: 'Remover {{name}}',
    familyTree: 'Árvore genealógica',
    familyTreeOf: 'Árvore genealógica de {{name}}',
    range: 'Mostrando {{from}}–{{to}} de {{total}}',
    pagination: 'Páginas da lista de usuários',
  },
  empty: {
    none: 'Nenhum usuário cadastrado.',
    filtered: 'Nenhum usuário encontrado com os filtros aplicados.',
  },
  closeDialog: 'Fechar janela',
  loadFailed: 'Não foi possível carregar os usuários',
  edit: {
    title: 'Editar usuário',
    username: 'Nome de usuário',
    fullName: 'Nome completo',
    email: 'E-mail',
    role: 'Perfil',
    active: 'Conta ativa',
    activeHint: 'Uma conta desativada não consegue entrar, e as sessões abertas dela são encerradas.',
    ownAccess: 'Você não pode alterar o seu próprio acesso.',
    cancel: 'Cancelar',
    save: 'Salvar',
    confirmTitle: 'Confirme a alteração de {{name}}',
    confirmAdmin:
      'Como administrador, esta pessoa verá os dados e documentos de todos os clientes e poderá alterar a agenda, os preços e os usuários.',
    confirmDeactivate:
      'A conta será desativada: as sessões abertas terminam agora e a pessoa não conseguirá mais entrar.',
    confirm: 'Confirmar alteração',
    back: 'Voltar',
    successTitle: 'Usuário atualizado',
    successMessage: 'As alterações foram salvas com sucesso.',
    failedTitle: 'Erro ao atualizar usuário',
  },
  remove: {
    title: 'Remover usuário',
    confirm: 'Tem certeza que deseja remover este usuário? Esta ação não pode ser desfeita.',
    hint: 'Os agendamentos de {{name}} continuam guardados, sem vínculo com a conta.',
    cancel: 'Cancelar',
    submit: 'Remover',
    successTitle: 'Usuário removido',
    successMessage: 'O usuário foi removido com sucesso.',
    errorTitle: 'Erro ao remover usuário',
  },
};

addTexts({ users: usersTexts });
