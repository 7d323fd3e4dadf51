import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**', '**/*.tmp.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Features stand alone: a feature never imports another feature (STYLE.md rule 2).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // `../other-feature/…` and `…/features/…` are refused; `../../lib/…` and `../../components/…` are the shared code features use.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/|/features/', message: 'A feature does not import another feature; move shared code to components/ or lib/.' }] }],
    },
  },
  // The server's shape (ARCHITECTURE "Layout and module shape"; apps/server/README.md).
  {
    // The floor never depends on a feature module.
    files: ['apps/server/src/{plugins,lib,db,identity}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '/modules/', message: 'plugins, lib, db and identity never import modules: move the shared part into identity/ or lib/.' }] }],
    },
  },
  {
    // Route files are thin: no SQL. A module reads another module only through its service.ts.
    files: ['apps/server/src/modules/*/routes.ts', 'apps/server/src/modules/admin/mirror.ts', 'apps/server/src/modules/mail/mailbox.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'No SQL in route files: call a service verb.' }],
          patterns: [
            { regex: '/db/(schema|client)', message: 'No SQL in route files: call a service verb.' },
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!service$)', message: 'Another module is reached only through its service.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/*/routes.ts', 'apps/server/src/modules/admin/mirror.ts', 'apps/server/src/modules/mail/mailbox.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!service$)|^\\.\\./\\.\\./modules/', message: 'Another module is reached only through its service.ts.' }] },
      ],
    },
  },
);
