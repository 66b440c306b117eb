import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { test } from '@playwright/test';
import { startNginx } from './nginx';
import type { NginxServer } from './nginx';

const require = createRequire(__filename);
const { serveStatic } = require('../../tooling/serve/serve.js') as {
  serveStatic: (options: { dir: string; port: number }) => Promise<Server>;
};

export const repoRoot = path.resolve(__dirname, '..', '..');

/** A build served on a port: by the project's static server, or by nginx in the `nginx` project. */
export type Served = Server | NginxServer;
const nginxServers = new Set<NginxServer>();

export async function serveDist(app: string, port: number, dir = path.join(repoRoot, app, 'dist')): Promise<Served> {
  if (test.info().project.name !== 'nginx') return serveStatic({ dir, port });
  const server = await startNginx(dir, port, app);
  nginxServers.add(server);
  return server;
}

/**
 * After a release changed a served remotes.json: nginx's Content-Security-Policy is written into its
 * config, so the config is written again and nginx reloaded, as an operator does (docs/deploy.md).
 * The Node server re-reads the file itself.
 */
export async function refreshServed(): Promise<void> {
  for (const server of nginxServers) await server.reload();
}

/** A copy of the shell's build whose remotes.json points the given remotes elsewhere. */
export function shellCopyWithRemotes(overrides: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-copy-'));
  cpSync(path.join(repoRoot, 'shell', 'dist'), dir, { recursive: true });
  const remotes = { ...(require(path.join(repoRoot, 'shell', 'dist', 'remotes.json')) as Record<string, string>), ...overrides };
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify(remotes));
  // The copied .br/.gz of the build's remotes.json can carry the same modification time as the
  // file just written (a fast copy), and the server would send them: remove them, as a release does.
  for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
  return dir;
}

/** The shell's entry URL of a remote, moved to another origin (the same version folder). */
export function entryOn(remote: string, origin: string): string {
  const remotes = require(path.join(repoRoot, 'shell', 'dist', 'remotes.json')) as Record<string, string>;
  return new URL(new URL(remotes[remote] ?? '').pathname, origin).href;
}

export function stop(server: Served): Promise<void> {
  if ('reload' in server) {
    nginxServers.delete(server);
    return server.stop();
  }
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
