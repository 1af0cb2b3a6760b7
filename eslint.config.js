import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The three rooms of the package: shared imports nothing of ours, client and server never meet.
// Inside a room, zones keep the layers apart. ESLint takes a rule's options from the last block
// that matches a file, so each zone's block carries its room's restrictions as well.

/** A relative import that climbs out of its folder into `folder`, e.g. '../../server/app'. */
const into = (folder, message) => ({ regex: `^(\\.\\./)+${folder}(/|$)`, message });
const imports = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const CLIENT = [into('server', 'The client must not import server code.')];
const TOAST = {
  name: 'react-hot-toast',
  message: "Import { toast } from 'components/toast' so the toaster mounts.",
};
const SERVER = [into('client', 'The server must not import client code.')];

const NOT_A_PAGE =
  'A page does not import another page: share it through a feature or a component.';
/** Folders that hold the parts of one page (pages/home/ is home-page.tsx's): never another page. */
const PAGE_PARTS = ['home'];
const TESTS = ['**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.tmp',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...imports(CLIENT) },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [
      'src/client/components/toast.ts',
      'src/client/components/toast-host.tsx',
      'src/client/components/toast-layer.tsx',
    ],
    rules: imports(CLIENT, [TOAST]),
  },
  // Pages are the app's leaves: the router imports them, they import features and components.
  {
    files: ['src/client/pages/*.{ts,tsx}'],
    ignores: [...TESTS, ...PAGE_PARTS.map((part) => `src/client/pages/${part}-page.tsx`)],
    rules: imports(
      [...CLIENT, { regex: '^\\./', message: NOT_A_PAGE }, into('pages', NOT_A_PAGE)],
      [TOAST],
    ),
  },
  ...PAGE_PARTS.map((part) => ({
    files: [`src/client/pages/${part}-page.tsx`],
    rules: imports(
      [...CLIENT, { regex: `^\\./(?!${part}/)`, message: NOT_A_PAGE }, into('pages', NOT_A_PAGE)],
      [TOAST],
    ),
  })),
  {
    files: ['src/client/pages/*/**/*.{ts,tsx}'],
    ignores: [...TESTS, ...PAGE_PARTS.map((part) => `src/client/pages/${part}/**`)],
    rules: imports(
      [
        ...CLIENT,
        { regex: '^\\./', message: NOT_A_PAGE },
        { regex: '^\\.\\./(?!\\.\\./)', message: NOT_A_PAGE },
        into('pages', NOT_A_PAGE),
      ],
      [TOAST],
    ),
  },
  {
    files: PAGE_PARTS.map((part) => `src/client/pages/${part}/**/*.{ts,tsx}`),
    ignores: TESTS,
    rules: imports(
      [...CLIENT, { regex: '^\\.\\./(?!\\.\\./)', message: NOT_A_PAGE }, into('pages', NOT_A_PAGE)],
      [TOAST],
    ),
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: imports(
      [...CLIENT, into('pages', 'A feature does not import a page: pages import features.')],
      [TOAST],
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: imports(SERVER),
  },
  // Infrastructure (auth, mail, plugins, db, storage, backup, …) serves the modules and never
  // reaches into one: a module hands over what it offers where app.ts registers it.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/**', 'src/server/app.ts', 'src/server/main.ts'],
    rules: imports([
      ...SERVER,
      {
        regex: '^(\\./|(\\.\\./)+)modules(/|$)',
        message: 'Infrastructure does not import a module: the module registers what it offers.',
      },
    ]),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: imports([
      into('client', 'Shared code imports neither client nor server code.'),
      into('server', 'Shared code imports neither client nor server code.'),
    ]),
  },
);
