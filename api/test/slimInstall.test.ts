import { execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { startApi } from './apiProcess';
import { productionEnvironment } from './productionEnv';
import { tempDir } from './storeTargets';

// The API host's install is `npm ci --omit=dev -w @academy/api` (docs/deploy.md): the packages
// `npm ls --omit=dev -w @academy/api` lists, and none of the site's toolchain. Without reaching a
// registry, this copies exactly those packages out of the full install into a checkout of their
// own, and starts the API there as production runs it.

const ROOT = join(__dirname, '..', '..');

function productionPackages(): string[] {
  const listing = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '-w', '@academy/api'], { cwd: ROOT, encoding: 'utf8' });
  return listing
    .split('\n')
    .filter((line) => line.includes(`${join(ROOT, 'node_modules')}/`))
    .map((line) => relative(ROOT, line));
}

test('the production install holds no toolchain, and the API starts from it alone', async () => {
  const packages = productionPackages();
  const names = packages.map((path) => path.replace(/^.*node_modules\//, ''));
  expect(names).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3', 'pg', 'tsx', 'prom-client', '@academy/contracts']));
  for (const tool of ['webpack', 'jest', 'lighthouse', 'typescript', 'react', 'eslint', 'playwright-core', 'lerna', 'autocannon']) {
    expect({ tool, installed: names.includes(tool) }).toEqual({ tool, installed: false });
  }
  expect(packages.length).toBeLessThan(250);

  const checkout = tempDir('academy-slim-');
  try {
    for (const file of ['package.json', '.nvmrc']) cpSync(join(ROOT, file), join(checkout, file));
    for (const folder of ['api/src', 'api/package.json', 'contracts'])
      cpSync(join(ROOT, folder), join(checkout, folder), { recursive: true });
    for (const path of packages) {
      const from = join(ROOT, path);
      mkdirSync(dirname(join(checkout, path)), { recursive: true });
      // The workspaces are links into the checkout, as npm makes them.
      if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), join(checkout, path));
      else cpSync(from, join(checkout, path), { recursive: true, dereference: false });
    }
    const api = await startApi(productionEnvironment(checkout), join(checkout, 'api'));
    try {
      const ready = await fetch(`${api.base}/health/ready`);
      expect(ready.status).toBe(200);
      expect(api.logs.find((line) => line.msg === 'starting')).toMatchObject({ level: 30 });
    } finally {
      api.child.kill('SIGTERM');
      expect(await api.exited).toEqual({ code: 0, signal: null });
    }
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}, 120_000);
