import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The three rooms of the package: shared imports nothing of ours, client and server never meet.
// A relative import that climbs out of its room into another, e.g. '../../server/app'.
const boundary = (message, ...rooms) => ({
  'no-restricted-imports': [
    'error',
    { patterns: rooms.map((room) => ({ regex: `^(\\.\\./)+${room}(/|$)`, message })) },
  ],
});

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary('The client must not import server code.', 'server'),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [
      'src/client/components/toast.ts',
      'src/client/components/toast-host.tsx',
      'src/client/components/toast-layer.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+server(/|$)', message: 'The client must not import server code.' },
          ],
          paths: [
            {
              name: 'react-hot-toast',
              message: "Import { toast } from 'components/toast' so the toaster mounts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary('The server must not import client code.', 'client'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary('Shared code imports neither client nor server code.', 'client', 'server'),
  },
);
