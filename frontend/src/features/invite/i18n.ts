import { addTexts } from '@/lib/i18n';

/** Texts of the invite page, in pt-BR. */
export const inviteTexts = {
  tabs: { qr: 'QR Code', ios: 'iPhone/iPad', android: 'Android' },
  qrHeading: 'Aponte a câmera do celular para o código',
  qrLabel: 'QR code com o endereço do portal, {{url}}',
  link: 'Endereço do portal',
  copy: 'Copiar link',
  copied: 'Copiado!',
  download: 'Baixar PNG',
  share: 'Compartilhar',
  shareTitle: 'Portal Facilitando Burocracias',
  ios: {
    heading: 'Instalar no iPhone ou iPad (Safari)',
    steps: [
      'Abra o endereço do portal no Safari.',
      'Toque no botão Compartilhar (o quadrado com uma seta para cima).',
      "Role a lista e toque em 'Adicionar à Tela de Início'.",
      "Confirme em 'Adicionar': o ícone do portal aparece na tela de início.",
    ],
  },
  android: {
    heading: 'Instalar no Android (Chrome)',
    steps: [
      'Abra o endereço do portal no Chrome.',
      'Toque no menu ⋮ no canto superior direito.',
      "Toque em 'Instalar app' (ou 'Adicionar à tela inicial').",
      "Confirme em 'Instalar': o portal abre como um aplicativo.",
    ],
  },
  offlineNote: 'Instalado, o portal abre mesmo sem internet e mostra seus próximos agendamentos.',
};

addTexts({ invite: inviteTexts });
