import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'coverage/']),

  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        // Two programs: the browser app with its unit tests, and the Playwright suite run by Node.
        project: ['./tsconfig.json', './e2e/tsconfig.json'],
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
    // Build and tool configuration run by Node and are plain JavaScript, outside the TypeScript programs.
    files: ['**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
]);
