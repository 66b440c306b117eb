#!/usr/bin/env node
// `npm run check:contracts`: do the shell and the composed remotes still fit together?
//   1. Every remote module the shell uses — its route table (remotePage('remote', 'Expose', …))
//      and the Home widgets (<RemoteFrame remote="…" module="…">) in shell/src — is exposed by
//      the build of that remote that remotes.json composes (its dist/<version>/mf-manifest.json).
//   2. Every shared singleton's required version, in the shell and each composed remote, is met
//      by the version the page will use: the shell's own (the host shares first), or, for a
//      singleton the shell does not share, the highest a remote provides.
// Options: --root=<dir> (a checkout, default this one), --remotes=<remotes.json> (default the
// shell's built one, else shell/public/remotes.json). Exits 1 and names each broken contract.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE, REMOTES, versionOfEntry } from './apps.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The remote modules shell/src uses, with the file that uses each. */
function shellUses(shellSrc) {
  const uses = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        for (const [, remote, expose] of text.matchAll(/remotePage\(\s*'([\w-]+)',\s*'(\w+)'/g)) uses.push({ remote, expose, file });
        for (const [, remote, expose] of text.matchAll(/\bremote: '([\w-]+)', module: '(\w+)'/g)) uses.push({ remote, expose, file });
        for (const [tag] of text.matchAll(/<RemoteFrame\b[^>]*>/g)) {
          const remote = /\bremote="([\w-]+)"/.exec(tag)?.[1];
          const expose = /\bmodule="(\w+)"/.exec(tag)?.[1];
          if (remote && expose) uses.push({ remote, expose, file });
        }
      }
    }
  };
  visit(shellSrc);
  return uses;
}

// --- a small semver subset: x.y.z, =, >, >=, <, <=, ^, ~, *, ranges joined by spaces and || ---
function parse(version) {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-([\w.]+))?/.exec(version.trim());
  if (!match) return null;
  const part = (value) => (value === undefined || value === 'x' || value === '*' ? null : Number(value));
  return { major: Number(match[1]), minor: part(match[2]), patch: part(match[3]), pre: match[4] ?? null };
}
function compare(a, b) {
  for (const key of ['major', 'minor', 'patch']) if ((a[key] ?? 0) !== (b[key] ?? 0)) return (a[key] ?? 0) - (b[key] ?? 0);
  if (a.pre === b.pre) return 0;
  return a.pre === null ? 1 : b.pre === null ? -1 : a.pre < b.pre ? -1 : 1;
}
function bump(v, key) {
  if (key === 'major') return { major: v.major + 1, minor: 0, patch: 0, pre: null };
  if (key === 'minor') return { major: v.major, minor: (v.minor ?? 0) + 1, patch: 0, pre: null };
  return { major: v.major, minor: v.minor ?? 0, patch: (v.patch ?? 0) + 1, pre: null };
}
function comparatorHolds(version, comparator) {
  if (comparator === '' || comparator === '*' || comparator === 'x') return true;
  const [, op = '', rest] = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(comparator);
  const bound = parse(rest);
  if (!bound) return false;
  const c = compare(version, bound);
  if (op === '>') return c > 0;
  if (op === '>=') return c >= 0;
  if (op === '<') return c < 0;
  if (op === '<=') return c <= 0;
  if (op === '^') {
    const upper = bump(bound, bound.major > 0 || bound.minor === null ? 'major' : bound.minor > 0 || bound.patch === null ? 'minor' : 'patch');
    return c >= 0 && compare(version, upper) < 0;
  }
  if (op === '~') return c >= 0 && compare(version, bump(bound, bound.minor === null ? 'major' : 'minor')) < 0;
  if (bound.minor === null) return version.major === bound.major;
  if (bound.patch === null) return version.major === bound.major && version.minor === bound.minor;
  return c === 0;
}
function satisfies(version, range) {
  const parsed = parse(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) =>
    alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).every((comparator) => comparatorHolds(parsed, comparator)),
  );
}
// ---------------------------------------------------------------------------------------------

/** Every problem between the shell's uses, the composed remotes' manifests and their singletons. */
function findProblems(root, remotesFile) {
  const problems = [];
  const remotes = readJson(remotesFile);
  const builds = [];
  const shellManifest = path.join(root, 'shell', 'dist', MANIFEST_FILE);
  if (existsSync(shellManifest)) builds.push({ label: 'shell', manifest: readJson(shellManifest), host: true });
  else problems.push(`shell/dist/${MANIFEST_FILE} is missing: build the shell first (npm run build -w shell).`);

  for (const app of REMOTES) {
    const entry = remotes[app.remote];
    const version = entry && versionOfEntry(entry);
    if (!version) {
      problems.push(`remotes.json has no versioned entry (…/<version>/remoteEntry.js) for ${app.remote}.`);
      continue;
    }
    const file = path.join(root, app.dir, 'dist', version, MANIFEST_FILE);
    if (!existsSync(file)) problems.push(`${app.remote} ${version} is composed but ${path.relative(root, file)} is missing: build it or compose a built version.`);
    else builds.push({ label: `${app.remote} ${version}`, remote: app.remote, manifest: readJson(file) });
  }

  for (const use of shellUses(path.join(root, 'shell', 'src'))) {
    const build = builds.find((candidate) => candidate.remote === use.remote);
    if (!build) continue;
    if (!build.manifest.exposes?.some((expose) => expose.name === use.expose || expose.path === `./${use.expose}`)) {
      problems.push(`${path.relative(root, use.file)} loads ${use.remote}/${use.expose}, but ${build.label} exposes only ${build.manifest.exposes.map((e) => e.name).join(', ')}.`);
    }
  }

  const singletons = new Map();
  for (const build of builds) {
    for (const shared of build.manifest.shared ?? []) {
      if (!shared.singleton) continue;
      if (!singletons.has(shared.name)) singletons.set(shared.name, []);
      singletons.get(shared.name).push({ build, version: shared.version, required: shared.requiredVersion });
    }
  }
  for (const [name, users] of singletons) {
    const hostShare = users.find((user) => user.build.host);
    const highest = users.filter((user) => parse(user.version ?? '')).sort((a, b) => compare(parse(b.version), parse(a.version)))[0];
    const used = hostShare ?? highest;
    if (!used) continue;
    for (const user of users) {
      if (user.required && !satisfies(used.version, user.required)) {
        problems.push(`Singleton ${name}: the page uses ${used.version} (from ${used.build.label}), but ${user.build.label} requires ${user.required}.`);
      }
    }
  }
  return { problems, builds, singletons: singletons.size };
}

function main(argv) {
  const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const root = path.resolve(option('root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const built = path.join(root, 'shell', 'dist', 'remotes.json');
  const remotesFile = path.resolve(option('remotes') ?? (existsSync(built) ? built : path.join(root, 'shell', 'public', 'remotes.json')));
  const { problems, builds, singletons } = findProblems(root, remotesFile);
  if (problems.length > 0) {
    console.error(`Contract check failed (${path.relative(root, remotesFile)}):`);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
  console.log(`Contracts hold: the shell's remote modules are exposed by ${builds.filter((b) => b.remote).map((b) => b.label).join(', ')}; ${singletons} shared singletons agree.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
