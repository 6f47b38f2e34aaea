import { addTexts } from '@/lib/i18n';

/** Texts of the document vault, in pt-BR. */
export const documentsTexts = {
  staff: {
    client: 'Cliente',
    chooseToUpload: 'Escolha um cliente para enviar documentos em nome dele.',
  },
  upload: {
    title: 'Enviar documento',
    drop: 'Arraste o arquivo até aqui ou clique para escolher',
    hint: 'PDF, JPG ou PNG, até 10MB',
    fixExpiryFirst: 'Corrija a validade do documento antes de enviar o arquivo.',
    inputLabel: 'Escolher arquivo para enviar',
    progressLabel: 'Progresso do envio de {{name}}',
    sending: 'Enviando {{name}}... {{percent}}%',
    cancel: 'Cancelar envio',
    doneTitle: 'Envio concluído',
    doneMessage: '{{name}} foi enviado.',
    cancelledTitle: 'Envio cancelado',
    failedTitle: 'Não foi possível enviar o arquivo',
    tooBig: 'O arquivo passa de 10 MB.',
    wrongType: 'Envie PDF, JPG ou PNG.',
    expiresOn: 'Validade do documento (opcional)',
    expiresOnHint: 'Preencha antes de escolher o arquivo: o portal avisa por e-mail quando estiver perto de vencer.',
  },
  filter: {
    label: 'Tipo',
    all: 'Todos',
    pdf: 'PDF',
    image: 'Imagens',
  },
  list: {
    loading: 'Carregando documentos...',
    loadFailed: 'Não foi possível carregar os documentos',
    empty: 'Nenhum documento encontrado',
    // Whose documents the list shows: the person's own, a client's (staff), or a case's.
    own: { label: 'Seus documentos', emptyHint: 'Os documentos que você enviar aparecerão aqui.' },
    client: { label: 'Documentos do cliente', emptyHint: 'Os documentos deste cliente aparecerão aqui.' },
    case: { label: 'Documentos do processo', emptyHint: 'Os documentos enviados para este processo aparecerão aqui.' },
  },
  kind: {
    pdf: 'PDF',
    image: 'Imagem',
  },
  uploadedOn: 'Enviado em {{date}}',
  validUntil: 'Válido até {{date}}',
  validity: {
    expiring: 'Expira em breve',
    expired: 'Expirado',
  },
  download: 'Baixar {{name}}',
  deleteButton: 'Excluir {{name}}',
  delete: {
    title: 'Excluir documento',
    confirm: 'Tem certeza de que deseja excluir "{{name}}"?',
    hint: 'O arquivo será apagado e não poderá ser recuperado.',
    cancel: 'Cancelar',
    submit: 'Excluir',
    successTitle: 'Documento removido',
    successMessage: '{{name}} foi excluído.',
    errorTitle: 'Erro ao excluir documento',
  },
  close: 'Fechar',
  pagination: 'Páginas de documentos',
};

addTexts({ documents: documentsTexts });
