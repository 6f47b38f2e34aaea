import { setupI18n } from '@/lib/i18n';
import { startTexts } from './pt-BR';

export const i18n = setupI18n(startTexts);
