// `npm start`: builds the apps that are not built, starts the API on its embedded database, with
// its local e-mail outbox on the port of the local deployment's e-mail origin (EMAIL_OUTBOX_PORT,
// loopback only), and serves the shell, the five remotes and the staff office as production
// builds. Ctrl-C stops everything. With E2E_STAFF_EMAIL and E2E_STAFF_PASSWORD set (the browser tests), it first
// creates the API's store (npm run migrate -- apply) and that staff account in it with the staff CLI.
// `node scripts/start.mjs mfe-careers` (what `npm start -w mfe-careers` runs) does the same for
// the named apps only: a remote's standalone page on its port, with the API of its config.json
// (started here unless one already answers on that port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, REMOTES, versionOfEntry } from '../../tooling/compose/apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { serveStatic } = require('../../tooling/serve/serve.js');
/** Where the local deployment's pages and the API's delivery worker send e-mail: the API's outbox. */
const OUTBOX_ORIGIN = require('@academy/contracts/local-config').email.origin;
const OUTBOX_PORT = process.env.EMAIL_OUTBOX_PORT || new URL(OUTBOX_ORIGIN).port;

const named = process.argv.slice(2);
const unknown = named.filter((dir) => !APPS.some((app) => app.dir === dir));
if (unknown.length > 0) {
  console.error(`Unknown app ${unknown.join(', ')}; the apps are ${APPS.map((app) => app.dir).join(', ')}.`);
  process.exit(1);
}
const apps = named.length > 0 ? APPS.filter((app) => named.includes(app.dir)) : APPS;

const unbuilt = apps.filter((app) => process.env.REBUILD === '1' || !existsSync(path.join(root, app.dir, 'dist', 'index.html')));
if (unbuilt.length > 0) {
  console.log(`Building ${unbuilt.map((app) => app.dir).join(', ')} …`);
  const lernaBuild = (list) => {
    if (list.length === 0) return;
    // --stream: every line of each build as it comes, prefixed with its package; BUILD_PROGRESS:
    // webpack's progress as lines (createAppConfig.js), so a piped log is never silent for minutes.
    const build = spawnSync(
      'npx',
      ['lerna', 'run', 'build', '--stream', '--concurrency', '2', ...list.flatMap((app) => ['--scope', app.package])],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, BUILD_PROGRESS: process.env.BUILD_PROGRESS ?? 'lines' },
      },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  };
  // The shell's pages carry the remotes' prerendered pages: the shell builds (and prerenders) after
  // them, and a shell already built renders its pages again with the remotes just built.
  const shellUnbuilt = unbuilt.some((app) => app.role === 'host');
  lernaBuild(unbuilt.filter((app) => app.role !== 'host'));
  lernaBuild(unbuilt.filter((app) => app.role === 'host'));
  if (!shellUnbuilt && apps.some((app) => app.role === 'host') && unbuilt.some((app) => app.role === 'remote')) {
    const prerender = spawnSync('node', ['tooling/compose/prerender.mjs'], { cwd: root, stdio: 'inherit' });
    if (prerender.status !== 0) process.exit(prerender.status ?? 1);
  }
}

// A composed remote version that is not built here would leave its routes failing.
const remotesFile = path.join(root, 'shell', 'dist', 'remotes.json');
if (apps.some((app) => app.dir === 'shell') && existsSync(remotesFile)) {
  const composed = JSON.parse(readFileSync(remotesFile, 'utf8'));
  for (const app of REMOTES) {
    const version = composed[app.remote] && versionOfEntry(composed[app.remote]);
    if (
      version &&
      composed[app.remote].startsWith(`http://localhost:${app.port}/`) &&
      !existsSync(path.join(root, app.dir, 'dist', version))
    ) {
      console.warn(
        `Note: remotes.json composes ${app.remote} ${version}, which is not built (npm run release -- compose --${app.remote}=<built version>).`,
      );
    }
  }
}

if ((process.env.E2E_STAFF_EMAIL && process.env.E2E_STAFF_PASSWORD) || (process.env.E2E_DESK_EMAIL && process.env.E2E_DESK_PASSWORD)) {
  // The staff CLI never creates a store: the accounts' store is created (and migrated) first.
  const store = spawnSync('npm', ['run', '--silent', 'migrate', '-w', '@academy/api', '--', 'apply'], { cwd: root, stdio: 'inherit' });
  if (store.status !== 0) process.exit(store.status ?? 1);
}
if (process.env.E2E_STAFF_EMAIL && process.env.E2E_STAFF_PASSWORD) {
  // The browser tests work as a manager (they erase, delete content and read the audit log), signing
  // in without two-factor (OFFICE_MANAGER_TWO_FACTOR=optional, which production refuses).
  const staff = spawnSync('npm', ['run', 'staff', '-w', '@academy/api', '--', 'add', process.env.E2E_STAFF_EMAIL, '--role', 'manager'], {
    cwd: root,
    input: `${process.env.E2E_STAFF_PASSWORD}\n`,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  if (staff.status !== 0) process.exit(staff.status ?? 1);
}
if (process.env.E2E_DESK_EMAIL && process.env.E2E_DESK_PASSWORD) {
  // The front desk's own journey (e2e/tests/office-desk.spec.ts) works as a desk account.
  const desk = spawnSync('npm', ['run', 'staff', '-w', '@academy/api', '--', 'add', process.env.E2E_DESK_EMAIL, '--role', 'desk'], {
    cwd: root,
    input: `${process.env.E2E_DESK_PASSWORD}\n`,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  if (desk.status !== 0) process.exit(desk.status ?? 1);
}

const apiRunning = await fetch(`http://localhost:${API_PORT}/health`).then(
  (response) => response.ok,
  () => false,
);
const api = apiRunning
  ? null
  : spawn('npm', ['start', '-w', '@academy/api'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.PORT ?? String(API_PORT), EMAIL_OUTBOX_PORT: OUTBOX_PORT },
    });
api?.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit ${code}).`);
    stop(1);
  }
});

const servers = await Promise.all(apps.map((app) => serveStatic({ dir: path.join(root, app.dir, 'dist'), port: app.port })));
for (const app of apps) console.log(`  ${app.dir.padEnd(14)} http://localhost:${app.port}`);
console.log(`  ${'api'.padEnd(14)} http://localhost:${API_PORT}${apiRunning ? ' (already running)' : ''}`);
if (!apiRunning) console.log(`  ${'e-mail outbox'.padEnd(14)} http://localhost:${OUTBOX_PORT}/outbox`);
console.log(`\n${apps.length === APPS.length ? 'The site is running. Open http://localhost:3000' : 'Running'} (Ctrl-C stops everything).`);

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const server of servers) server.close();
  api?.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
