import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/support/chromium';
import { TEST_PASSWORD_HASH_COST } from './tests/support/password-cost';

// E2E_PORT runs a second suite beside the first on one machine (its Google stand-in at the next port).
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'admin@boipoka.test', password: 'Admin#2026' };
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: true,
  workers: 3,
  // A test that fails runs once more, recording a trace (.tmp/test-results) of what it saw: recording
  // one for every test would cost a quarter of the run's time.
  retries: 1,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
    // The service worker has its own journeys (pwa.spec.ts); elsewhere every request is the page's own.
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell from Debian; Playwright's own browser download is not used.
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // Each journey runs once, at the width it is about: the desktop, or the phone for a test tagged
  // @phone-only. A test tagged @phone runs at both widths: the small set kept for layout.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    // The narrowest phone in common use, with touch.
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        browserName: 'chromium',
      },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      OIDC_PORT: String(PORT + 1),
      DATA_DIR: '.tmp/e2e-data',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      // Tests stand behind a proxy that names a different client address for each test (fixtures.ts).
      TRUST_PROXY: 'true',
    },
  },
});
