import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's SMTP listener (issue 14), beside its HTTP port so parallel runs do not collide. */
export const E2E_SMTP_PORT = port + 5;
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e admin passphrase' };
/** The e2e server's DATA_DIR (emptied on every run): its local mailbox holds the mails the tests open. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `lender-os-e2e-${port}`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // No transitions: a toast or a dialog is either there or not when a test (or an axe scan) reads it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ORG_NAME: 'Harborline Capital',
      ORG_SHORT_NAME: 'Harborline',
      ORG_DEAL_ID_PREFIX: 'HLC',
      LOG_LEVEL: 'warn',
      INBOUND_SMTP_PORT: String(E2E_SMTP_PORT),
    },
  },
});
