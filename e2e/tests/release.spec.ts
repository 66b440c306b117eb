import { expect, test } from '../support/test';
import type { Page } from '../support/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refreshServed, repoRoot, serveDist, shellCopyWithRemotes, stop } from '../support/staticServers';
import type { Served } from '../support/staticServers';
import { axeViolations } from '../support/axe';

// Releases are composed by remotes.json alone. Two real builds of the careers remote, differing
// in the Career Registration title, are served side by side (port 3214, or 3234 under nginx) to a
// copy of the built shell (port 3210, or 3230); `npm run release` switches between them and the
// shell is never rebuilt.

const RELEASE = path.join(repoRoot, 'tooling', 'compose', 'release.mjs');
// The nginx project runs beside the node one, so its servers take ports 20 higher (set in beforeAll).
let SHELL = 'http://localhost:3210';
let CAREERS = 'http://localhost:3214';
const NEW_TITLE = 'Career Registration (release e2e-2)';

/** Runs the release script; asynchronously, because this process also serves the builds it checks. */
function release(...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', [RELEASE, ...args]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (status) => void refreshServed().then(() => resolve({ status, output })));
  });
}

function buildCareers(outDir: string, version: string, title?: string): Promise<void> {
  const args = [path.join(__dirname, '..', 'support', 'buildRemoteVersion.cjs'), outDir, version, ...(title ? [title] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`careers ${version} did not build: ${errors}`))));
  });
}

test.describe('composing and rolling back a release', () => {
  test.describe.configure({ mode: 'serial' });
  let versions: string;
  let shellDir: string;
  let shell: Served;
  let careers: Served;

  test.beforeAll(async () => {
    // Two production builds of a remote: minutes each on a busy machine.
    test.setTimeout(600_000);
    const offset = test.info().project.name === 'nginx' ? 20 : 0;
    SHELL = `http://localhost:${3210 + offset}`;
    CAREERS = `http://localhost:${3214 + offset}`;
    versions = mkdtempSync(path.join(os.tmpdir(), 'careers-versions-'));
    await buildCareers(versions, 'e2e-1');
    await buildCareers(versions, 'e2e-2', NEW_TITLE);
    careers = await serveDist('mfe-careers', 3214 + offset, versions);
    shellDir = shellCopyWithRemotes({});
    shell = await serveDist('shell', 3210 + offset, shellDir);
  });
  test.afterAll(async () => {
    if (shell) await stop(shell);
    if (careers) await stop(careers);
  });

  const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const careersCells = (page: Page) => page.getByRole('row', { name: /^careers/ }).getByRole('cell');

  test('a release switches the careers remote to its second build and rolls back to the first, the shell built once', async ({ page }) => {
    test.setTimeout(90_000);
    const remotesFile = path.join(shellDir, 'remotes.json');
    const shellPage = readFileSync(path.join(shellDir, 'index.html'));
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));

    const first = await release('compose', `--careers=${CAREERS}/e2e-1/remoteEntry.js`, `--file=${remotesFile}`);
    expect(first.output).toContain('careers    e2e-1');
    expect(first.status).toBe(0);
    await page.goto(`${SHELL}/careers/career-registration`);
    await expect(title(page, 'Career Registration')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
    expect(logs.some((line) => /^Release: .*careers e2e-1/.test(line))).toBe(true);

    // Only the version changes; the remote stays where it is served.
    expect((await release('compose', '--careers=e2e-2', `--file=${remotesFile}`)).status).toBe(0);
    expect((JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, string>).careers).toBe(`${CAREERS}/e2e-2/remoteEntry.js`);
    await page.reload();
    await expect(title(page, NEW_TITLE)).toBeVisible({ timeout: 30_000 });
    await page.goto(`${SHELL}/__versions`);
    await expect(careersCells(page)).toHaveText(['e2e-2', 'e2e-2', `${CAREERS}/e2e-2/remoteEntry.js`]);

    const back = await release('rollback', 'careers', `--file=${remotesFile}`);
    expect(back.status).toBe(0);
    await page.goto(`${SHELL}/careers/career-registration`);
    await expect(title(page, 'Career Registration')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(NEW_TITLE)).toHaveCount(0);
    await page.goto(`${SHELL}/__versions`);
    await expect(careersCells(page)).toHaveText(['e2e-1', 'e2e-1', `${CAREERS}/e2e-1/remoteEntry.js`]);

    expect(readFileSync(path.join(shellDir, 'index.html')).equals(shellPage)).toBe(true);
    expect(existsSync(path.join(shellDir, 'remotes.json.br'))).toBe(false);
  });

  test('a visitor who has the service worker gets a rollback on the next load, and that version offline', async ({ page }) => {
    test.setTimeout(90_000);
    const remotesFile = path.join(shellDir, 'remotes.json');
    expect((await release('compose', '--careers=e2e-2', `--file=${remotesFile}`)).status).toBe(0);
    await page.goto(`${SHELL}/careers/career-registration`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.reload();
    await expect(title(page, NEW_TITLE)).toBeVisible({ timeout: 30_000 });
    // The page is the worker's, and the worker kept the entry it passed on.
    const kept = await page.evaluate(
      async (entry) => Boolean(navigator.serviceWorker.controller && (await caches.match(entry))),
      `${CAREERS}/e2e-2/remoteEntry.js`,
    );
    expect(kept).toBe(true);

    expect((await release('rollback', 'careers', `--file=${remotesFile}`)).status).toBe(0);
    await page.reload();
    await expect(title(page, 'Career Registration')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(NEW_TITLE)).toHaveCount(0);
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);

    // Offline, the version last served is the one kept.
    await page.context().setOffline(true);
    await page.reload();
    await expect(title(page, 'Career Registration')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
    await expect(page.getByText(NEW_TITLE)).toHaveCount(0);
  });

  test('a version that is not deployed is refused and remotes.json stays as it was', async () => {
    const remotesFile = path.join(shellDir, 'remotes.json');
    const before = readFileSync(remotesFile, 'utf8');
    const { status, output } = await release('compose', '--careers=e2e-9', `--file=${remotesFile}`);
    expect(status).toBe(1);
    expect(output).toContain(`careers: ${CAREERS}/e2e-9/mf-manifest.json answered 404; is that version deployed?`);
    expect(readFileSync(remotesFile, 'utf8')).toBe(before);
  });
});

test.describe('npm run release against the local builds', () => {
  function remotesFileWith(careers: string): string {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'release-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ careers, media: 'http://localhost:3005/0.1.0/remoteEntry.js' }));
    return file;
  }
  const built = () => (JSON.parse(readFileSync(path.join(repoRoot, 'mfe-careers', 'package.json'), 'utf8')) as { version: string }).version;

  test('compose moves only the named remote to a built version and records the one before', async () => {
    const file = remotesFileWith('http://localhost:3004/0.0.1/remoteEntry.js');
    const { status } = await release('compose', `--careers=${built()}`, `--file=${file}`);
    expect(status).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      careers: `http://localhost:3004/${built()}/remoteEntry.js`,
      media: 'http://localhost:3005/0.1.0/remoteEntry.js',
    });
    const history = JSON.parse(readFileSync(path.join(path.dirname(file), 'remotes.history.json'), 'utf8')) as Record<string, string[]>;
    expect(history.careers).toEqual(['http://localhost:3004/0.0.1/remoteEntry.js', `http://localhost:3004/${built()}/remoteEntry.js`]);
  });

  test('compose refuses a version that is not built here', async () => {
    const file = remotesFileWith(`http://localhost:3004/${built()}/remoteEntry.js`);
    const { status, output } = await release('compose', '--careers=9.9.9', `--file=${file}`);
    expect(status).toBe(1);
    expect(output).toContain('careers 9.9.9 is not built: mfe-careers/dist/9.9.9/mf-manifest.json is missing');
  });

  test('rollback without an earlier version says so and changes nothing', async () => {
    const file = remotesFileWith(`http://localhost:3004/${built()}/remoteEntry.js`);
    const { status, output } = await release('rollback', 'careers', `--file=${file}`);
    expect(status).toBe(1);
    expect(output).toContain('careers has no earlier version in remotes.history.json.');
  });
});

test('the diagnostics page lists the composed versions of the running site, with no axe violation at 1280 and 390 px', async ({ page }) => {
  // The running site's composition, as served (under nginx it names nginx's own remote origins).
  const composed = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/__versions');
    await expect(page.getByRole('heading', { level: 1, name: 'Release Versions' })).toBeVisible();
    for (const [remote, entry] of Object.entries(composed)) {
      const version = new URL(entry).pathname.split('/').at(-2) ?? '';
      await expect(page.getByRole('row', { name: new RegExp(`^${remote}`) }).getByRole('cell')).toHaveText([version, version, entry]);
    }
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});

test('a version folder is cached for good except its remoteEntry.js and mf-manifest.json', async ({ request }) => {
  const entry = ((await (await request.get('/remotes.json')).json()) as Record<string, string>).careers ?? '';
  const manifest = await request.get(new URL('mf-manifest.json', entry).href);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(entry)).headers()['cache-control']).toBe('no-cache');
  const chunk = ((await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes[0]?.assets.js.sync[0] ?? '';
  const response = await request.get(new URL(chunk, entry).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
