import type * as I18nModule from './i18n';

// A fresh i18next each time: the shared one is set up by the test harness already.
function freshI18n() {
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('./i18n');
  });
  if (!loaded) throw new Error('i18n did not load');
  return loaded;
}

describe('addTexts', () => {
  it('adds a feature’s texts to the catalogue once it is set up', () => {
    const { setupI18n, addTexts, LANGUAGE } = freshI18n();
    const i18n = setupI18n({ app: { name: 'Portal' } });

    addTexts({ feature: { title: 'Título' } });

    expect(i18n.getResource(LANGUAGE, 'translation', 'feature.title')).toBe('Título');
    expect(i18n.t('app.name')).toBe('Portal');
  });

  it('keeps texts added before the set-up, for the catalogue it sets up', () => {
    const { setupI18n, addTexts, LANGUAGE } = freshI18n();

    addTexts({ early: { title: 'Antes' } });
    const i18n = setupI18n({ app: { name: 'Portal' } });

    expect(i18n.getResource(LANGUAGE, 'translation', 'early.title')).toBe('Antes');
    expect(i18n.t('app.name')).toBe('Portal');
  });
});
