import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE = 'pt-BR';

type Texts = Record<string, unknown>;

// Texts added before the instance is set up (a module evaluated ahead of the app's i18n), kept for it.
const addedEarly: Texts = {};

/** Initialises the shared i18next instance synchronously, so the first render already has its texts. */
export function setupI18n(translation: Texts) {
  void i18n.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    // A copy: i18next keeps the object it is given and merges texts added later into it.
    resources: { [LANGUAGE]: { translation: { ...structuredClone(translation), ...addedEarly } } },
    initAsync: false,
    interpolation: { escapeValue: false },
    // A key shown without its text means a module that did not import its feature's texts: say which.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      console.error(`Texto não carregado: ${key}`);
    },
  });
  return i18n;
}

/**
 * Adds a feature's texts, each group under its key, to the catalogue. A feature's `i18n.ts` calls it
 * as it loads, so its texts travel in the chunks of the modules that import them
 * (docs/decisions/feature-texts.md).
 */
export function addTexts(texts: Texts) {
  if (i18n.isInitialized) i18n.addResourceBundle(LANGUAGE, 'translation', texts, true, true);
  else Object.assign(addedEarly, texts);
}
