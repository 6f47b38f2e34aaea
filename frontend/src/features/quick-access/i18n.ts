import { addTexts } from '@/lib/i18n';

/** Texts of quick access, in pt-BR. */
export const quickAccessTexts = {
  tabs: { services: 'Serviços', custom: 'Personalizado' },
  service: 'Serviço',
  services: {
    'passaporte-italia': 'Passaporte Italiano',
    'passaporte-portugal': 'Passaporte Português',
    'passaporte-espanha': 'Passaporte Espanhol',
    'passaporte-polonia': 'Passaporte Polonês',
    'cidadania-contra-decreto': 'Cidadania Italiana: ação contra o decreto',
    'cidadania-em-andamento': 'Cidadania Italiana: processo em andamento',
    'cidadania-menores': 'Cidadania Italiana: menores (urgente)',
    'curso-italiano': 'Curso de Italiano',
    documentos: 'Documentos',
  },
  priority: 'Atendimento prioritário',
  priorityHint: 'Quem abrir o link terá o agendamento ou a solicitação marcados como prioritários.',
  customLabel: 'URL do portal',
  customHint: 'Um caminho (/documents) ou um endereço completo deste portal.',
  customErrors: {
    empty: 'Informe uma URL.',
    invalid: 'Informe um caminho que comece com / ou um endereço completo (https://...).',
    otherOrigin: 'Só são aceitos endereços deste portal ({{origin}}).',
  },
  options: 'Aparência',
  dark: 'Cor escura',
  light: 'Cor clara',
  eyeDropper: '{{colour}}: pegar uma cor da tela',
  size: 'Tamanho: {{size}} px',
  sizeLabel: 'Tamanho do QR code',
  preview: 'Pré-visualização',
  qrLabel: 'QR code para {{url}}',
  fullUrl: 'URL completa',
  copyUrl: 'Copiar URL',
  share: 'Compartilhar',
  download: 'Baixar',
  downloadPng: 'Baixar PNG',
  downloadSvg: 'Baixar SVG',
  shareTitle: 'Facilitando Burocracias',
};

addTexts({ quickAccess: quickAccessTexts });
