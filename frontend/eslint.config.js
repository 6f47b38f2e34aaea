import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Feature boundaries (docs/decisions/frontend-boundaries.md): a feature reaches another only
 * through its index.ts, and may load another's texts (its i18n.ts) to show them; shared code
 * (components, config, lib) reaches no feature; only the app (src/app, src/index.tsx) assembles them.
 * `allowInAnother` adds, for tests, the paths under each feature they may also reach (its `testing/`
 * fakes).
 */
function boundaryZones({ allowInAnother = [], appOpen = false } = {}) {
  const featureZones = features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features
        .filter((other) => other !== feature)
        .flatMap((other) => [`./${other}/index.ts`, `./${other}/i18n.ts`]),
      ...features.flatMap((other) => allowInAnother.map((path) => `./${other}/${path}`)),
    ],
    message: 'Import another feature through its index.ts (@/features/<name>), not its internals.',
  }));
  const shared = ['./src/components', './src/config', './src/lib', './src/hooks', './src/types', './src/utils'];
  return [
    ...featureZones,
    ...shared.map((target) => ({
      target,
      from: './src/features',
      message: 'Shared code may not import features; pass what it needs in from the app.',
    })),
    ...(appOpen
      ? []
      : [
          {
            target: ['./src/features', ...shared],
            from: './src/app',
            message: 'Only the app imports src/app.',
          },
        ]),
  ];
}

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'coverage/', 'src/lib/api-schema.ts']),

  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        // Three programs: the browser app with its unit tests, the Playwright suite run by Node, and the service worker.
        project: ['./tsconfig.json', './e2e/tsconfig.json', './service-worker/tsconfig.json'],
        tsconfigRootDir: root,
      },
    },
    rules: {
      // Numbers and booleans in template strings read naturally in messages and test names.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An empty text typed in a form should fall back like a missing one, which `??` would not do.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // RTK Query declares an endpoint without argument as `build.query<Result, void>`, a call type argument.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }] },
  },

  {
    // A form is sent by the kit's button (FormSubmitButton, or FormSendButton and FormActions built
    // on it), which still sends when a field's message pushes it down while it is pressed.
    files: ['src/**/*.tsx'],
    ignores: ['src/components/form/**', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='type'][value.value='submit']",
          message: 'Send a form with FormSubmitButton (or FormSendButton, FormActions) from @/components/form.',
        },
      ],
    },
  },

  {
    // Tests may also use another feature's fakes (its testing/ folder) and the app's store and
    // i18n; src/testing is the harness that renders the whole app, so it is left out.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones({ allowInAnother: ['testing'], appOpen: true }) },
      ],
    },
  },
  {
    files: ['src/testing/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },

  {
    // Build and tool configuration run by Node and are plain JavaScript, outside the TypeScript programs.
    files: ['**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
]);
