import path from 'node:path';
import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { APPS } from '@academy/contracts/site';
import { startNginx } from './nginx';
import type { NginxServer } from './nginx';
import { entryOn, repoRoot, shellCopyWithRemotes } from './staticServers';

// Global setup of the browser tests: when the `nginx` project runs, the composed site is served by
// nginx alone, with the config tooling/serve/nginx.js writes: each remote's build on its own port
// (E2E_NGINX_PORT + 1, + 2, … in the site manifest's order, as each remote has its own origin in
// production), and the shell's build, its remotes.json pointed at those ports (as a release
// composes it), on E2E_NGINX_PORT. The web server (npm start) has built everything by now.
// Answers the teardown.

/** Where nginx serves each remote in this run: its name in remotes.json, its build and its port. */
function nginxRemotes(shellPort: number) {
  return APPS.filter((app) => app.role === 'remote').map((app, i) => ({
    remote: app.remote,
    dir: path.join(repoRoot, app.dir, 'dist'),
    port: shellPort + 1 + i,
  }));
}

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (!config.projects.some((project) => project.name === 'nginx')) return undefined;
  const port = Number(process.env.E2E_NGINX_PORT);
  const remotes = nginxRemotes(port);
  const servers: NginxServer[] = [];
  for (const { dir, port: remotePort, remote } of remotes) servers.push(await startNginx(dir, remotePort, remote));
  const shellDir = shellCopyWithRemotes(
    Object.fromEntries(remotes.map(({ remote, port: remotePort }) => [remote, entryOn(remote, `http://localhost:${remotePort}`)])),
  );
  servers.push(await startNginx(shellDir, port, 'shell'));
  return async () => {
    for (const server of servers) await server.stop();
    rmSync(shellDir, { recursive: true, force: true });
  };
}
