import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { AUDIT_HASH_KEY, DESK_EMAIL, DESK_PASSWORD, STAFF_EMAIL, STAFF_PASSWORD } from './support/office';
import { HAS_NGINX } from './support/nginx';
import { OUTBOX_PORT } from './support/outbox';

// Browser tests against the production builds served by `npm start` (scripts/start.mjs), in the
// system Chromium, with the API on a fresh embedded database, its outbox on its own loopback port
// (the local deployment's e-mail origin) and no write limit.
// Project `node` runs every test on the project's own static server; project `nginx` runs the
// shell-nav, not-found, release, service-worker and headers tests against the composed site (the
// shell and every remote) served by a real nginx with the config tooling/serve/nginx.js writes
// (support/nginxSetup.ts).

// Set once, here in the runner, so the workers it starts inherit it: a spec that dates a record back
// (support/office.ts, receivedHoursAgo) opens the same store the API runs on.
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `academy-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
// nginx's port: fixed, like the site's own ports, because this file is read again by every
// process Playwright starts (workers, and under lerna a loader of its own), and a port picked at
// random in each would not be the one nginx was started on.
process.env.E2E_NGINX_PORT ||= '3090';
const nginxOrigin = `http://localhost:${process.env.E2E_NGINX_PORT}`;
// The API allows the local site's origins, and nginx's.
const siteOrigins = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
const runNginx = HAS_NGINX || Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  // A test's limit ends a hang. It is sized for a busy machine (two cores, a CPU hog and another
  // suite beside, where a page's visit and axe check take 20 s on average), not an idle one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // One approved picture per page and width whichever project runs it (the visual tests run on `node`).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  globalSetup: './support/nginxSetup.ts',
  projects: [
    { name: 'node' },
    ...(runNginx
      ? [{ name: 'nginx', testMatch: /(shell-nav|not-found|release|service-worker|headers)\.spec\.ts$/, use: { baseURL: nginxOrigin } }]
      : []),
  ],
  use: {
    baseURL: 'http://localhost:3000',
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: 'http://localhost:4000/health',
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // The API's request log lines would drown the report; warnings and errors still show.
    // The office's tests sign in with the staff accounts start.mjs creates from E2E_STAFF_* (a
    // manager) and E2E_DESK_* (a desk account).
    env: {
      DATA_DIR: dataDir,
      WRITE_RATE_LIMIT: '0',
      EMAIL_OUTBOX_PORT: OUTBOX_PORT,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      CORS_ORIGINS: [...siteOrigins, nginxOrigin].join(','),
      E2E_STAFF_EMAIL: STAFF_EMAIL,
      E2E_STAFF_PASSWORD: STAFF_PASSWORD,
      E2E_DESK_EMAIL: DESK_EMAIL,
      E2E_DESK_PASSWORD: DESK_PASSWORD,
      OFFICE_MANAGER_TWO_FACTOR: 'optional',
      AUDIT_HASH_KEY,
    },
  },
});
