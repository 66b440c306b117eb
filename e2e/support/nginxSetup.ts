import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startNginx } from './nginx';

// Global setup of the browser tests: when the `nginx` project runs, the composed site (the shell's
// build, whose remotes.json points at the remotes `npm start` serves) is served by nginx with the
// generated config, on the port the config chose (E2E_NGINX_PORT). The web server (npm start) has
// built everything by now. Answers the teardown.
export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (!config.projects.some((project) => project.name === 'nginx')) return undefined;
  const port = Number(process.env.E2E_NGINX_PORT);
  const nginx = await startNginx(path.join(__dirname, '..', '..', 'shell', 'dist'), port, 'shell');
  return () => nginx.stop();
}
