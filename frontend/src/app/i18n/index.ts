import { setupI18n } from '@/lib/i18n';
import { ptBR } from './pt-BR';

export const i18n = setupI18n(ptBR);
