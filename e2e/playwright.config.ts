import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { STAFF_EMAIL, STAFF_PASSWORD } from './support/office';

// Browser tests against the production builds served by `npm start` (scripts/start.mjs), in the
// system Chromium, with the API on a fresh embedded database, its outbox on and no write limit.

const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `academy-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: 'http://localhost:3000',
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: 'http://localhost:4000/health',
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // The API's request log lines would drown the report; warnings and errors still show.
    // The office's tests sign in with the staff account start.mjs creates from E2E_STAFF_*.
    env: {
      DATA_DIR: dataDir, WRITE_RATE_LIMIT: '0', EMAIL_OUTBOX: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      E2E_STAFF_EMAIL: STAFF_EMAIL, E2E_STAFF_PASSWORD: STAFF_PASSWORD,
    },
  },
});
