import 'i18next';
import type { Catalogue } from './pt-BR';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
