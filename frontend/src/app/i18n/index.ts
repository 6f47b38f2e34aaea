import { LANGUAGE, setupI18n } from '@/lib/i18n';
import type { featureTexts } from './feature-texts';
import { startTexts } from './pt-BR';

export const i18n = setupI18n(startTexts);

let featureTextsChunk: Promise<{ featureTexts: typeof featureTexts }> | undefined;

/**
 * Adds the signed-in features' texts (a chunk of their own) to the catalogue; the pages that show
 * them wait for this before they render. Asked again after a failed download.
 */
export async function loadFeatureTexts() {
  featureTextsChunk ??= import('./feature-texts').catch((error: unknown) => {
    featureTextsChunk = undefined;
    throw error;
  });
  const chunk = await featureTextsChunk;
  i18n.addResourceBundle(LANGUAGE, 'translation', chunk.featureTexts, true, true);
}
