#!/usr/bin/env node
// Composes a release of the site without rebuilding the shell: remotes.json beside the shell's
// index.html maps each remote to a versioned entry URL (…/<version>/remoteEntry.js).
//
//   npm run release -- compose [--<remote>=<version or entry URL>…] [--file=<remotes.json>] [--no-verify]
//   npm run release -- rollback <remote> [--file=<remotes.json>] [--no-verify]
//
// compose changes only the remotes it names (a version keeps the remote's current host and folder;
// a full URL moves it). rollback points one remote at the entry it had before its last change.
// Both check that the chosen build exists — its mf-manifest.json, read from the remote's local
// dist/ when the entry is the local server of that remote, otherwise over HTTP — and that the
// manifest's build version is the one named, then write remotes.json and keep the order of
// entries per remote in remotes.history.json beside it, and prerender the shell's pages again
// (they hold the composed remotes' pages) with the deployment's config.json beside remotes.json.
// A deployment's config.json (its siteUrl not this machine) that still holds a sample contact or
// payment detail stops it, naming the field (tooling/build/sampleConfig.js).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRY_FILE, MANIFEST_FILE, REMOTES, buildFileOf, versionOfEntry } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

class ReleaseError extends Error {}

const { assertNoSampleConfig } = createRequire(import.meta.url)('../build/sampleConfig.js');
const { assertLegalIdentity } = createRequire(import.meta.url)('../build/legalIdentity.js');

/** A release of a deployment never carries the local sample contact or payment details. */
function checkConfig(remotesFile) {
  const file = path.join(path.dirname(remotesFile), 'config.json');
  if (!existsSync(file)) return;
  try {
    assertNoSampleConfig(readJson(file), path.relative(process.cwd(), file) || file);
    assertLegalIdentity(readJson(file), path.relative(process.cwd(), file) || file);
  } catch (error) {
    throw new ReleaseError(error.message);
  }
}

function parseArgs(argv) {
  const [command, ...rest] = argv;
  /** @type {{ command: string | undefined, names: string[], choices: Record<string, string>, file: string, verify: boolean }} */
  const options = { command, names: [], choices: {}, file: path.join(root, 'shell', 'dist', 'remotes.json'), verify: true };
  for (const arg of rest) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (!match) options.names.push(arg);
    else if (match[1] === 'file') options.file = path.resolve(match[2] ?? '');
    else if (match[1] === 'no-verify') options.verify = false;
    else if (REMOTES.some((app) => app.remote === match[1]) && match[2]) options.choices[match[1]] = match[2];
    else throw new ReleaseError(`Unknown option ${arg}. Remotes: ${REMOTES.map((app) => app.remote).join(', ')}.`);
  }
  return options;
}

/** The entry a choice names: a full URL as given, a version in the folder beside the current one. */
function entryFor(remote, choice, current) {
  if (/^https?:\/\//.test(choice)) return choice;
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(choice)) throw new ReleaseError(`"${choice}" is not a version for ${remote}.`);
  const app = REMOTES.find((candidate) => candidate.remote === remote);
  if (!app) throw new ReleaseError(`There is no remote ${remote}.`);
  const base = current && versionOfEntry(current) ? current : `http://localhost:${app.port}/_/${ENTRY_FILE}`;
  return new URL(`../${choice}/${ENTRY_FILE}`, base).href;
}

async function readManifest(remote, entry) {
  const { file, url } = buildFileOf(remote, entry, MANIFEST_FILE);
  if (file) {
    const version = versionOfEntry(entry);
    const { dir } = REMOTES.find((candidate) => candidate.remote === remote) ?? { dir: remote };
    if (!existsSync(file))
      throw new ReleaseError(
        `${remote} ${version} is not built: ${path.relative(root, file)} is missing (MF_BUILD_VERSION=${version} npm run build -w ${dir}).`,
      );
    return readJson(file);
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch((error) => {
    throw new ReleaseError(`${remote}: ${url} could not be fetched (${error.cause?.code ?? error.message}).`);
  });
  if (!response.ok) throw new ReleaseError(`${remote}: ${url} answered ${response.status}; is that version deployed?`);
  return response.json();
}

async function verify(remote, entry) {
  const manifest = await readManifest(remote, entry);
  const built = manifest?.metaData?.buildInfo?.buildVersion;
  const named = versionOfEntry(entry);
  if (manifest?.name !== remote) throw new ReleaseError(`${entry} is the entry of "${manifest?.name}", not of ${remote}.`);
  if (named && built !== named) throw new ReleaseError(`${entry} lies in folder ${named} but its manifest says build ${built}.`);
}

/**
 * The shell's prerendered pages carry the composed remotes' pages, so a release makes them again
 * (for the shell build beside remotes.json, when its prerender bundle is there).
 */
async function prerenderShell(file) {
  const dist = path.dirname(file);
  const bundle = path.join(root, 'shell', 'node_modules', '.cache', 'prerender', 'renderPage.js');
  if (!existsSync(bundle) || !existsSync(path.join(dist, 'config.json'))) return 0;
  const { prerender } = await import('./prerender.mjs');
  return prerender({ dist, bundle });
}

function historyFile(file) {
  return path.join(path.dirname(file), 'remotes.history.json');
}

function write(file, remotes, history) {
  writeFileSync(file, `${JSON.stringify(remotes, null, 2)}\n`);
  // Compressed copies written at build time would be stale.
  for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
  writeFileSync(historyFile(file), `${JSON.stringify(history, null, 2)}\n`);
}

const USAGE = `Usage:
  npm run release -- compose [--<remote>=<version or entry URL>…] [--file=<remotes.json>] [--no-verify]
  npm run release -- rollback <remote> [--file=<remotes.json>] [--no-verify]
  npm run release -- --help
Remotes: ${REMOTES.map((app) => app.remote).join(', ')}. Writes shell/dist/remotes.json unless --file names another.`;

async function release(argv, log = console.log) {
  if (argv.includes('--help') || argv.includes('-h')) {
    log(USAGE);
    return;
  }
  const options = parseArgs(argv);
  if (!existsSync(options.file)) throw new ReleaseError(`${options.file} does not exist: build the shell first (npm run build -w shell).`);
  checkConfig(options.file);
  const remotes = readJson(options.file);
  const history = existsSync(historyFile(options.file)) ? readJson(historyFile(options.file)) : {};
  const changes = {};

  if (options.command === 'compose') {
    for (const [remote, choice] of Object.entries(options.choices)) changes[remote] = entryFor(remote, choice, remotes[remote]);
  } else if (options.command === 'rollback') {
    const [remote] = options.names;
    if (!remote || !(remote in remotes)) throw new ReleaseError(`Name the remote to roll back: one of ${Object.keys(remotes).join(', ')}.`);
    const past = (history[remote] ?? []).filter((entry, index, all) => index < all.length - 1 || entry !== remotes[remote]);
    const previous = past.at(-1);
    if (!previous) throw new ReleaseError(`${remote} has no earlier version in ${path.basename(historyFile(options.file))}.`);
    history[remote] = past.slice(0, -1);
    changes[remote] = previous;
  } else {
    throw new ReleaseError(`Name a command.\n${USAGE}`);
  }

  if (options.verify) for (const [remote, entry] of Object.entries(changes)) await verify(remote, entry);
  for (const [remote, entry] of Object.entries(changes)) {
    const list = history[remote] ?? [];
    if (options.command === 'compose' && list.at(-1) !== remotes[remote] && remotes[remote]) list.push(remotes[remote]);
    if (list.at(-1) !== entry) list.push(entry);
    history[remote] = list;
    remotes[remote] = entry;
  }
  write(options.file, remotes, history);
  for (const [remote, entry] of Object.entries(remotes))
    log(`${changes[remote] ? '*' : ' '} ${remote.padEnd(10)} ${(versionOfEntry(entry) ?? '?').padEnd(12)} ${entry}`);
  log(`Wrote ${path.relative(process.cwd(), options.file) || options.file}; the shell picks it up on the next page load.`);
  const pages = await prerenderShell(options.file);
  if (pages > 0) log(`Prerendered the shell's ${pages} pages with the composed remotes' pages.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  release(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? `release: ${error.message}` : error);
    process.exit(1);
  });
}
