import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiCatalogues } from './scripts/vite-catalogues.ts';

const serverPort = Number(process.env.DEV_SERVER_PORT ?? 3001);

export default defineConfig({
  plugins: [linguiCatalogues(), react(), tailwindcss()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page's first script needs, in one file rather than a dozen small ones
            // (each costs the home page's budget its own wrapping and request).
            {
              name: 'app',
              // Not what these modules import besides (the loader of lazy scripts belongs to the
              // page's entry, which must not wait for this file).
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui[\\/]core)[\\/]|src[\\/](client[\\/](i18n[\\/](index|names|format)|api[\\/]http)|shared[\\/](constants|money|i18n[\\/](locales|en[\\/](core|home|names|format|advertised))))\.tsx?$/,
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
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
