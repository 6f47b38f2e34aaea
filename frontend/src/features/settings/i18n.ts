import { sessionsTexts } from './sessions-i18n';
import { twoFactorTexts } from './two-factor-i18n';
import { addTexts } from '@/lib/i18n';

/** Texts of the settings page (profile, password, notifications), in pt-BR. */
export const settingsTexts = {
  tabs: {
    label: 'Seções das configurações',
    profile: 'Perfil',
    password: 'Senha',
    notifications: 'Notificações',
  },
  profile: {
    title: 'Perfil',
    description: 'Seus dados de contato e o nome com que você entra no portal.',
    fullName: 'Nome completo',
    email: 'E-mail',
    phone: 'Telefone',
    phoneHint: 'Opcional. Com DDD, por exemplo (11) 98765-4321. Apague para removê-lo.',
    username: 'Nome de usuário',
    currentPassword: 'Senha atual',
    currentPasswordHint: 'Para alterar o e-mail, confirme sua senha. Avisaremos o endereço anterior.',
    submit: 'Salvar alterações',
    successTitle: 'Perfil atualizado',
    successMessage: 'Suas informações foram salvas.',
    failedTitle: 'Erro ao atualizar perfil',
  },
  password: {
    title: 'Senha',
    description: 'Ao trocar a senha, as sessões abertas em outros aparelhos são encerradas. Esta continua aberta.',
    currentPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmar nova senha',
    submit: 'Atualizar senha',
    successTitle: 'Senha atualizada',
    successMessage: 'Sua senha foi alterada e as sessões em outros aparelhos foram encerradas.',
    failedTitle: 'Erro ao atualizar senha',
  },
  notifications: {
    title: 'Notificações',
    always:
      'O portal envia avisos por e-mail, para o endereço do seu perfil, sempre que um agendamento é criado, alterado ou cancelado e quando chega uma nova mensagem da equipe.',
    later:
      'Esses avisos são sempre enviados: escolher quais receber ainda não é possível e chega em uma próxima versão.',
  },
  validation: {
    fullNameRequired: 'Nome completo é obrigatório',
    emailInvalid: 'Endereço de e-mail inválido',
    usernameMin: 'Nome de usuário deve ter pelo menos 3 caracteres',
    currentPasswordRequired: 'Senha atual é obrigatória',
    passwordMin: 'A senha deve ter pelo menos 8 caracteres',
    confirmPasswordRequired: 'Por favor, confirme sua senha',
    passwordsDontMatch: 'As senhas não conferem',
  },
  sessions: sessionsTexts,
  twoFactor: twoFactorTexts,
};

addTexts({ settings: settingsTexts });
