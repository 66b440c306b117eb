import { expect, test } from '../support/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/staticServers';
import { APPS } from '@academy/contracts/site';

// `npm run check:contracts` against the built site and against copies of it in which one remote's
// build or the site manifest broke a contract. No browser: the check reads the site manifest and
// the built manifests and what the render bundles render.

const SCRIPT = path.join(repoRoot, 'tooling', 'compose', 'check-contracts.mjs');
const REMOTE_DIRS = Object.fromEntries(APPS.flatMap((app) => ('remote' in app ? [[app.remote, app.dir]] : [])));
const MANIFEST_SOURCES = ['contracts/src/site/site.ts', 'contracts/src/catalogue/courses.ts', 'contracts/src/package.json'];
const composed = () => JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'dist', 'remotes.json'), 'utf8')) as Record<string, string>;
const versionOf = (entry: string | undefined) => new URL(entry ?? '').pathname.split('/').at(-2) as string;

interface Manifest {
  exposes: { name: string; path: string }[];
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[];
}

function check(...args: string[]) {
  const result = spawnSync('node', [SCRIPT, ...args], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

/**
 * A checkout holding the site manifest and the built manifests and render bundles, with one
 * remote's built manifest changed, or the site manifest's source.
 */
function checkoutWith(
  remote: string,
  change: (manifest: Manifest) => void,
  changeSite: (source: string) => string = (source) => source,
): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
  for (const file of MANIFEST_SOURCES) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    writeFileSync(path.join(root, file), file.endsWith('site.ts') ? changeSite(source) : source);
  }
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  for (const file of ['mf-manifest.json', 'remotes.json'])
    cpSync(path.join(repoRoot, 'shell', 'dist', file), path.join(root, 'shell', 'dist', file));
  for (const [name, entry] of Object.entries(composed())) {
    const dir = path.join(REMOTE_DIRS[name] ?? name, 'dist', versionOf(entry));
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    if (name === remote) change(manifest);
    mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, dir, 'mf-manifest.json'), JSON.stringify(manifest));
    cpSync(path.join(repoRoot, dir, 'prerender.js'), path.join(root, dir, 'prerender.js'));
  }
  return root;
}

const withReact = (version: string, required: string) => (manifest: Manifest) => {
  for (const shared of manifest.shared) {
    if (shared.name === 'react' || shared.name === 'react-dom') Object.assign(shared, { version, requiredVersion: required });
  }
};

test('the built site keeps its contracts', () => {
  const { status, output } = check();
  expect(output).toContain('Contracts hold');
  expect(status).toBe(0);
});

test('an expose that disappears from a remote’s build fails the check, naming remote and expose', () => {
  const version = versionOf(composed().careers);
  const root = checkoutWith('careers', (manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'CareersPage');
  });
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain(
    `careers ${version} does not expose CareersPage, which the site manifest lists (it exposes CareerRegistrationPage, SavedApplicationNotice).`,
  );
});

test('a Home widget the remote no longer exposes fails the check too', () => {
  const root = checkoutWith('courses', (manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'CourseCards');
  });
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain('does not expose CourseCards, which the site manifest lists');
});

test('a route renamed in the manifest, which the composed build was not made for, fails the check', () => {
  const version = versionOf(composed().careers);
  const root = checkoutWith(
    'careers',
    () => undefined,
    (source) => source.replace("path: '/careers',", "path: '/jobs',"),
  );
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain(
    `careers ${version} has no prerendered CareersPage for /jobs: it was built for another route table; rebuild it.`,
  );
});

test('a saved-submission notice the remote no longer exposes fails the check too', () => {
  const root = checkoutWith('careers', (manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'SavedApplicationNotice');
  });
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain('does not expose SavedApplicationNotice, which the site manifest lists');
});

test('a shared singleton whose required versions cannot be met fails the check', () => {
  const version = versionOf(composed().media);
  const root = checkoutWith('media', (manifest) => {
    const react = manifest.shared.find((shared) => shared.name === 'react');
    if (!react) throw new Error('media shares no react');
    react.requiredVersion = '^20.0.0';
  });
  const shellReact = (JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as Manifest).shared.find(
    (s) => s.name === 'react',
  );
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toContain(`Singleton react: the page uses ${shellReact?.version} (from shell), but media ${version} requires ^20.0.0.`);
});

test('a remote requiring a range the page’s version meets passes, hyphen ranges included', () => {
  for (const range of ['>=18.2.0 <20 || ^21.0.0', '18.2.0 - 19.99.0']) {
    const root = checkoutWith('media', (manifest) => {
      for (const shared of manifest.shared) if (shared.name === 'react' || shared.name === 'react-dom') shared.requiredVersion = range;
    });
    const { status, output } = check(`--root=${root}`);
    expect(output).toContain('Contracts hold');
    expect(status).toBe(0);
  }
});

test('a singleton no host shares: a pre-release a remote provides does not meet another remote’s plain range', () => {
  // The shell does not share react here, so the page uses the highest a remote provides: chess's
  // release candidate, above the others' 19.3.1 but, being a pre-release, within none of their ranges.
  const root = checkoutWith('chess', withReact('19.4.0-rc.1', '^19.4.0-rc.1'));
  const shell = path.join(root, 'shell', 'dist', 'mf-manifest.json');
  const hostManifest = JSON.parse(readFileSync(shell, 'utf8')) as Manifest;
  hostManifest.shared = hostManifest.shared.filter((s) => s.name !== 'react' && s.name !== 'react-dom');
  writeFileSync(shell, JSON.stringify(hostManifest));
  const { status, output } = check(`--root=${root}`);
  expect(status).toBe(1);
  expect(output).toMatch(/Singleton react: the page uses 19\.4\.0-rc\.1 \(from chess [^)]+\), but courses [^ ]+ requires \^19\.3\.1\./);
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
