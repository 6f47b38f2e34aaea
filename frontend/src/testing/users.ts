import type { User } from '@/features/auth';

export const adminUser: User = {
  id: 1,
  username: 'marina',
  fullName: 'Marina Rossi',
  email: 'marina@facilitando.example',
  phone: null,
  role: 'admin',
  active: true,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  passwordMinScore: 3,
};

export const regularUser: User = {
  id: 2,
  username: 'joao.silva',
  fullName: 'João da Silva',
  email: 'joao@cliente.example',
  phone: '+55 11 91234-5678',
  role: 'user',
  active: true,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  passwordMinScore: 2,
};
