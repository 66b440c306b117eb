import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A production build served by a real nginx, with the server config tooling/serve/nginx.js writes
// (the one an operator installs): its own nginx.conf in a temporary folder, on the given port, in
// the foreground (daemon off), stopped by its pid.

const require = createRequire(__filename);
const { nginxMainConfig, nginxSiteConfig } = require('../../tooling/serve/nginx.js') as {
  nginxMainConfig: (options: { prefix: string; sites: string[]; user?: string | null }) => string;
  nginxSiteConfig: (options: { dir: string; listen?: string | number; name?: string }) => string;
};

export const HAS_NGINX = spawnSync('nginx', ['-v']).status === 0;

export interface NginxServer {
  url: string;
  /** Writes the config again from the build's files (a release changed remotes.json) and reloads nginx. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startNginx(dir: string, port: number, name = path.basename(path.dirname(dir))): Promise<NginxServer> {
  // nginx retries a taken port for seconds and something else would answer meanwhile: refuse first.
  if (await listening(port)) throw new Error(`port ${port} is taken: nginx cannot serve ${dir} there`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'academy-nginx-'));
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  // As root, nginx's workers would switch to nobody, who may not read the checkout.
  const user = process.getuid?.() === 0 ? 'root root' : null;
  const write = () =>
    writeFileSync(conf, nginxMainConfig({ prefix, user, sites: [nginxSiteConfig({ dir, listen: `127.0.0.1:${port}`, name })] }));
  write();
  const child: ChildProcess = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let i = 0; i < 100 && !(await listening(port)); i += 1) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!(await listening(port))) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start on port ${port}: ${errors}`);
  }
  return {
    url: `http://localhost:${port}`,
    reload: async () => {
      write();
      const test = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', conf]);
      if (test.status !== 0) throw new Error(`the regenerated nginx config is refused: ${test.stderr.toString()}`);
      child.kill('SIGHUP');
      // The new workers take over within a moment; the old ones finish what they serve.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
