#!/usr/bin/env node
// `npm start`: builds the apps that are not built, starts the API on its embedded database and
// serves the shell and the five remotes as production builds (DESIGN §3). Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { serveStatic } = require('../shared/build/serve.js');

const unbuilt = APPS.filter((app) => process.env.REBUILD === '1' || !existsSync(path.join(root, app.dir, 'dist', 'index.html')));
if (unbuilt.length > 0) {
  console.log(`Building ${unbuilt.map((app) => app.dir).join(', ')} …`);
  const scopes = unbuilt.flatMap((app) => ['--scope', app.name]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = spawn('npm', ['start', '-w', '@academy/api'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? String(API_PORT), EMAIL_OUTBOX: process.env.EMAIL_OUTBOX ?? '1' },
});
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit ${code}).`);
    stop(1);
  }
});

const servers = await Promise.all(APPS.map((app) => serveStatic({ dir: path.join(root, app.dir, 'dist'), port: app.port })));
for (const app of APPS) console.log(`  ${app.dir.padEnd(14)} http://localhost:${app.port}`);
console.log(`  ${'api'.padEnd(14)} http://localhost:${API_PORT}`);
console.log('\nThe site is running. Open http://localhost:3000 (Ctrl-C stops everything).');

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const server of servers) server.close();
  api.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
