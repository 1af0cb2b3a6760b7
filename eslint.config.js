import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The three rooms of the package: shared imports nothing of ours, client and server never meet.
const boundary = (message, ...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary('The client must not import server code.', '**/server/**', '**/server'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary('The server must not import client code.', '**/client/**', '**/client'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary(
      'Shared code imports neither client nor server code.',
      '**/client/**',
      '**/server/**',
      '**/client',
      '**/server',
    ),
  },
);
