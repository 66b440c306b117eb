import { expect, test } from '../support/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/staticServers';

// `npm run check:contracts` against the built site and against copies of it in which one remote
// broke a contract. No browser: the check reads shell/src and the built manifests.

const SCRIPT = path.join(repoRoot, 'scripts', 'check-contracts.mjs');
const REMOTE_DIRS: Record<string, string> = { courses: 'mfe-courses', enrolment: 'mfe-enrolment', chess: 'mfe-chess', careers: 'mfe-careers', media: 'mfe-media' };
const composed = (): Record<string, string> => JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'dist', 'remotes.json'), 'utf8'));
const versionOf = (entry: string | undefined) => new URL(entry ?? '').pathname.split('/').at(-2) as string;

interface Manifest {
  exposes: { name: string; path: string }[];
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[];
}

function check(...args: string[]) {
  const result = spawnSync('node', [SCRIPT, ...args], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** A checkout holding the shell's sources and the built manifests, with one remote's manifest changed. */
function checkoutWith(remote: string, change: (manifest: Manifest) => void): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
  cpSync(path.join(repoRoot, 'shell', 'src'), path.join(root, 'shell', 'src'), { recursive: true });
  mkdirSync(path.join(root, 'shell', 'dist'));
  for (const file of ['mf-manifest.json', 'remotes.json']) cpSync(path.join(repoRoot, 'shell', 'dist', file), path.join(root, 'shell', 'dist', file));
  for (const [name, entry] of Object.entries(composed())) {
    const relative = path.join(REMOTE_DIRS[name] ?? name, 'dist', versionOf(entry), 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8')) as Manifest;
    if (name === remote) change(manifest);
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), JSON.stringify(manifest));
  }
  return root;
}

test('the built site keeps its contracts', () => {
  const { status, output } = check();
  expect(output).toContain('Contracts hold');
  expect(status).toBe(0);
});

test('a route to an expose the remote no longer has fails the check, naming route and expose', () => {
  const version = versionOf(composed().careers);
  const root = checkoutWith('careers', (manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'CareersPage');
  });
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain(`shell/src/app/AppRoutes.tsx loads careers/CareersPage, but careers ${version} exposes only CareerRegistrationPage, SavedApplicationNotice.`);
});

test('a Home widget the remote no longer exposes fails the check too', () => {
  const root = checkoutWith('courses', (manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'CourseCards');
  });
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toMatch(/CoursesSection\.tsx loads courses\/CourseCards/);
});

test('a saved-submission notice the remote no longer exposes fails the check too', () => {
  const root = checkoutWith('careers', (manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'SavedApplicationNotice');
  });
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toMatch(/SavedSubmissionNotices\.tsx loads careers\/SavedApplicationNotice/);
});

test('a shared singleton whose required versions cannot be met fails the check', () => {
  const version = versionOf(composed().media);
  const root = checkoutWith('media', (manifest) => {
    const react = manifest.shared.find((shared) => shared.name === 'react');
    if (!react) throw new Error('media shares no react');
    react.requiredVersion = '^20.0.0';
  });
  const shellReact = (JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as Manifest).shared.find((s) => s.name === 'react');
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain(`Singleton react: the page uses ${shellReact?.version} (from shell), but media ${version} requires ^20.0.0.`);
});

test('a remote requiring a range the page’s version meets passes', () => {
  const root = checkoutWith('media', (manifest) => {
    for (const shared of manifest.shared) if (shared.name === 'react' || shared.name === 'react-dom') shared.requiredVersion = '>=18.2.0 <20 || ^21.0.0';
  });
  const { status, output } = check(`--root=${root}`);
  expect(output).toContain('Contracts hold');
  expect(status).toBe(0);
});

test('a composed version that is not built fails the check', () => {
  const root = checkoutWith('chess', () => undefined);
  const remotes = composed();
  remotes.chess = remotes.chess?.replace(`/${versionOf(remotes.chess)}/`, '/9.9.9/') ?? '';
  writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), JSON.stringify(remotes));
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain('chess 9.9.9 is composed but mfe-chess/dist/9.9.9/mf-manifest.json is missing');
});
