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
