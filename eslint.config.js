import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features stand alone: `../other-feature/…` and `…/features/…` are refused; `../../lib/…` and `../../components/…` are the shared code features use. */
const noCrossFeature = { regex: '^\\.\\./(?!\\.\\.)[^/]+/|/features/', message: 'A feature does not import another feature; move shared code to components/ or lib/.' };
/** One UI kit, on the platform (docs/decisions/053): Material UI and emotion are not used in the web app. */
const noMui = {
  regex: '^@(mui|emotion)/',
  message: 'The web has one UI kit: components/ui and app/base.css (docs/decisions/053).',
};

/** The browser validates with zod/mini (~5 KB gzipped); classic zod (~23 KB) stays out of the web and the contract (docs/decisions/036). */
const noClassicZod = {
  regex: '^zod(/v4(/classic)?|/v3)?$',
  message: "The web and the contract use zod/mini: import * as z from 'zod/mini' (docs/decisions/036).",
};

/** What no route file may import: an inline refusal instead of its guard or a named assertion. */
const routeRefusals = [
  {
    regex: '/lib/errors$',
    importNames: ['forbidden'],
    message: "A route refuses by its guard (app.guard) or a named assertion of an access.ts, never an inline throw forbidden().",
  },
];

/** A route file's import rules: no SQL, no inline refusal, and another module (`otherModule`, by depth) only through its service.ts. */
const routeFileRules = (otherModule) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'drizzle-orm', message: 'No SQL in route files: call a service verb.' }],
      patterns: [
        { regex: '/db/(schema|client)', message: 'No SQL in route files: call a service verb.' },
        { regex: otherModule, message: 'Another module is reached only through its service.ts.' },
        ...routeRefusals,
      ],
    },
  ],
});

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
    // Classic zod stays out of the browser and the contract (the blocks below repeat it: a later block replaces the rule).
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClassicZod] }] },
  },
  {
    // ...and one UI kit in the web.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClassicZod, noMui] }] },
  },
  {
    // Features stand alone: a feature never imports another feature (STYLE.md rule 2).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // `../other-feature/…` and `…/features/…` are refused; `../../lib/…` and `../../components/…` are the shared code features use.
      'no-restricted-imports': ['error', { patterns: [noCrossFeature, noClassicZod, noMui] }],
    },
  },
  {
    // An API path is written once, in its call's description (decision 051): the web calls through
    // call/callDetailed/callFile or builds a URL with urlOf, never with a path of its own.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^(fetch|apiBlob|fetchWithToken)$/] > Literal[value=/^\\//]",
          message: 'An API path comes from its description: call(…), callFile(…) or urlOf(…).',
        },
        {
          selector: "CallExpression[callee.name=/^(fetch|apiBlob|fetchWithToken)$/] TemplateElement[value.raw=/^\\/[A-Za-z]/]",
          message: 'An API path comes from its description: call(…), callFile(…) or urlOf(…).',
        },
      ],
    },
  },
  {
    // The web in parts (page, form, table, flow hook; features/bill-search): a function that outgrows
    // one screen holds two ideas.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, IIFEs: true }] },
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
    rules: routeFileRules('^\\.\\./(?!\\.\\.)[^/]+/(?!service$)'),
  },
  {
    // A route file one folder down (modules/<name>/routes/*.ts) reaches its own module's folders by ../ and another module by ../../.
    files: ['apps/server/src/modules/*/routes/*.ts'],
    rules: routeFileRules('^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!service$)'),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/*/routes.ts', 'apps/server/src/modules/*/routes/*.ts', 'apps/server/src/modules/admin/mirror.ts', 'apps/server/src/modules/mail/mailbox.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!service$)|^\\.\\./\\.\\./modules/', message: 'Another module is reached only through its service.ts.' }] },
      ],
    },
  },
  {
    // A file one folder down in a module (modules/<name>/<part>/*.ts) reaches another module by ../../, through its service.ts.
    files: ['apps/server/src/modules/*/*/*.ts'],
    ignores: ['apps/server/src/modules/*/routes/*.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!service$)|^\\.\\./\\.\\./\\.\\./modules/', message: 'Another module is reached only through its service.ts.' }] },
      ],
    },
  },
);
