import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiCatalogues } from './scripts/vite-catalogues.ts';
import { TEST_PASSWORD_HASH_COST } from './tests/support/password-cost.ts';

const cpus = availableParallelism();
const serverPort = Number(process.env.DEV_SERVER_PORT ?? 3001);

/**
 * The PGlite pass (`npm run test:pglite`, the `pglite` project): on the embedded engine whatever
 * TEST_DATABASE_URL says. Without TEST_DATABASE_URL every file runs once on PGlite, these included;
 * with it the rest of the suite runs on PostgreSQL, and so do these but the PGlite-only ones.
 */
const PGLITE_ONLY = [
  // Tests of the embedded engine itself: they open PGlite folders or start servers on them.
  'src/server/db/data-dir-lock.test.ts',
  'src/server/cache/changes.test.ts',
  'tests/api/shutdown.test.ts',
  // A killed server: on PGlite the database dies with it, which is what this checks. PostgreSQL
  // lives on beside a killed server (in CI, without fsync), so there it would prove only that a
  // transaction is whole, which every API test on PostgreSQL relies on.
  'tests/api/crash.test.ts',
];
const PGLITE_PASS = [
  ...PGLITE_ONLY,
  // Tests of the engine the run uses: a backup differs on PGlite and on PostgreSQL.
  'tests/api/backup.test.ts',
  // The API's smoke pass on PGlite: one whole trade.
  'tests/api/embedded-trade.test.ts',
  // Search leans on the engine's own text search and trigram index: both engines must find alike.
  'tests/api/search-that-finds.test.ts',
];

/** The scripts every page loads first, beside its entry (index-*.js). */
const FIRST_SCRIPTS = ['main', 'app', 'rolldown-runtime', 'session', 'createLucideIcon'];

export default defineConfig({
  plugins: [
    linguiCatalogues(),
    react(),
    tailwindcss(),
    // The service worker, ours (src/client/sw.ts), with the list of files it keeps from the start
    // written into it: every page's first script, the styles, the fonts and the logo. The page
    // registers it itself (features/pwa), and the manifest is the server's, in the reader's language.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: [
          `assets/{index,${FIRST_SCRIPTS.join(',')}}-*.js`,
          'assets/*.{css,woff2}',
          'assets/logo-*.svg',
          'icons/{icon-192,badge-96}.png',
        ],
        maximumFileSizeToCacheInBytes: 600_000,
      },
    }),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // The page's entry lists every lazy script by name (some 110), and each character of those
        // names is one the home page's budget pays for: a lazy script is named by seven characters
        // of its hash (42 bits), only what every page loads first by its name too (scripts and
        // the service worker's precache list look for them).
        chunkFileNames: (chunk) =>
          FIRST_SCRIPTS.includes(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
        codeSplitting: {
          groups: [
            // What every page's first script needs, in one file rather than a dozen small ones
            // (each costs the home page's budget its own wrapping and request).
            {
              name: 'app',
              // Not what these modules import besides (the loader of lazy scripts belongs to the
              // page's entry, which must not wait for this file).
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui[\\/]core)[\\/]|src[\\/](client[\\/](i18n[\\/](index|names|format)|api[\\/]http|components[\\/]page-title|features[\\/]categories[\\/]api)|shared[\\/](constants|money|i18n[\\/](locales|en[\\/](core|home|names|format|advertised))))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/uploads': `http://127.0.0.1:${serverPort}`,
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    // A file's modules stay loaded for the next file in its worker (each file still builds its
    // own app and database): loading the server's graph per file cost a minute and a half.
    isolate: false,
    // On PostgreSQL a worker waits on the server's process: one more worker than cores keeps both
    // busy. On PGlite the database runs inside the worker.
    maxWorkers: process.env.TEST_DATABASE_URL ? cpus + 1 : cpus,
    // Servers the tests start hash passwords at 2^10, not 2^14: each sign-up and sign-in costs
    // some 7 ms instead of 110 (the format and the check are the same; see auth/password.ts).
    env: { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          // Here, not above: a project that extends the root adds its include to the root's.
          include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? PGLITE_ONLY : PGLITE_PASS),
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: PGLITE_PASS,
          env: {
            TEST_DATABASE_URL: '',
            PGLITE_PASS_BESIDE_POSTGRES: process.env.TEST_DATABASE_URL ? '1' : '',
          },
        },
      },
    ],
  },
});
