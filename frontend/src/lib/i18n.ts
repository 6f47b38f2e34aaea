import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE = 'pt-BR';

/** Initialises the shared i18next instance synchronously, so the first render already has its texts. */
export function setupI18n(translation: Resource[string][string]) {
  void i18n.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    // A copy: i18next keeps the object it is given and merges texts added later into it.
    resources: { [LANGUAGE]: { translation: structuredClone(translation) } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
