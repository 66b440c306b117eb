#!/usr/bin/env node
// `npm run check:contracts`: do the site manifest and the remote builds remotes.json composes still
// fit together? (The shell's code is held to the manifest by the type checker: its route table is
// made from the manifest, and a remote frame names only a module the manifest lists.)
//   1. Every module the manifest says a remote exposes is exposed by that remote's composed build
//      (its dist/<version>/mf-manifest.json).
//   2. Every page the manifest prerenders from a remote is rendered by that build's prerender.js at
//      each of its paths: a build made for another route table would leave those pages empty.
//   3. Every shared singleton's required version, in the shell and each composed remote, is met
//      (semver) by the version the page will use: the shell's own (the host shares first), or, for
//      a singleton the shell does not share, the highest a remote provides.
//   4. The shell's bundle holds exactly one @module-federation/sdk (its build's
//      reports/bundled-packages.json): a second copy means a federation package out of lockstep.
// Options: --root=<dir> (a checkout, default this one; its contracts/src/site/site.ts is the manifest),
// --remotes=<remotes.json> (default the shell's built one, else shell/public/remotes.json).
// Exits 1 and names each broken contract, with the remote and the module.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const require = createRequire(import.meta.url);
const { RENDER_FILE, loadRenderBundle } = require('../build/prerenderRemote.js');
const { BUNDLED_PACKAGES_REPORT, federationProblems } = require('../build/BundledPackagesPlugin.js');

/** The pages a remote's build renders, `{ [expose]: { [route]: fragment } }`, or why it renders none. */
async function renderedPages(dir, entry) {
  const bundle = await loadRenderBundle({ file: path.join(dir, RENDER_FILE) });
  if (!bundle) return { error: `${RENDER_FILE} is missing` };
  try {
    return { pages: await bundle.renderPrerender({}, { assetBase: new URL('./', entry).href, now: new Date() }) };
  } catch (error) {
    return { error: `${RENDER_FILE} fails: ${error.message}` };
  }
}

/** The federation packages bundled more than once (or the sdk not at all) in the shell built here. */
function federationCopies(root) {
  const record = path.join(root, 'shell', BUNDLED_PACKAGES_REPORT);
  if (existsSync(record)) return federationProblems(readJson(record));
  // A checkout with no shell built here (only its manifest copied) has nothing to check.
  return existsSync(path.join(root, 'shell', 'dist', 'index.html'))
    ? [`shell/${BUNDLED_PACKAGES_REPORT} is missing: build the shell again (npm run build -w shell).`]
    : [];
}

/** Every problem between the manifest, the composed remotes' builds and their singletons. */
export async function findProblems(root, remotesFile) {
  const site = await import(pathToFileURL(path.join(root, 'contracts', 'src', 'site', 'site.ts')).href);
  const course = (await import(pathToFileURL(path.join(root, 'contracts', 'src', 'catalogue', 'courses.ts')).href)).COURSES.map(
    (c) => c.slug,
  );
  const problems = [];
  const remotes = readJson(remotesFile);
  const builds = [];
  const shellManifest = path.join(root, 'shell', 'dist', site.MANIFEST_FILE);
  if (existsSync(shellManifest)) builds.push({ label: 'shell', manifest: readJson(shellManifest), host: true });
  else problems.push(`shell/dist/${site.MANIFEST_FILE} is missing: build the shell first (npm run build -w shell).`);

  for (const app of site.remoteApps()) {
    const entry = remotes[app.remote];
    const version = entry && site.versionOfEntry(entry);
    if (!version) {
      problems.push(`remotes.json has no versioned entry (…/<version>/${site.ENTRY_FILE}) for ${app.remote}.`);
      continue;
    }
    const dir = path.join(root, app.dir, 'dist', version);
    const file = path.join(dir, site.MANIFEST_FILE);
    if (!existsSync(file)) {
      problems.push(
        `${app.remote} ${version} is composed but ${path.relative(root, file)} is missing: build it or compose a built version.`,
      );
      continue;
    }
    const build = { label: `${app.remote} ${version}`, manifest: readJson(file) };
    builds.push(build);
    const built = new Set((build.manifest.exposes ?? []).map((expose) => expose.name));
    for (const expose of Object.keys(app.exposes)) {
      if (!built.has(expose))
        problems.push(
          `${build.label} does not expose ${expose}, which the site manifest lists (it exposes ${[...built].join(', ') || 'nothing'}).`,
        );
    }
    const { pages: prerendered = {}, error } = await renderedPages(dir, entry);
    if (error) problems.push(`${build.label} renders no pages: ${error}.`);
    else
      for (const { page, expose } of site.pagesOfRemote(app.remote).filter(({ page }) => page.prerender !== false)) {
        for (const route of site.pathsOf(page.key, { course })) {
          if (!prerendered[expose]?.[route])
            problems.push(`${build.label} has no prerendered ${expose} for ${route}: it was built for another route table; rebuild it.`);
        }
      }
  }

  problems.push(...federationCopies(root));

  const singletons = new Map();
  for (const build of builds) {
    for (const shared of build.manifest.shared ?? []) {
      if (!shared.singleton) continue;
      if (!singletons.has(shared.name)) singletons.set(shared.name, []);
      singletons.get(shared.name).push({ build, version: shared.version, required: shared.requiredVersion });
    }
  }
  for (const [name, users] of singletons) {
    const provided = users.filter((user) => semver.valid(user.version));
    const used = provided.find((user) => user.build.host) ?? provided.sort((a, b) => semver.rcompare(a.version, b.version))[0];
    if (!used) continue;
    for (const user of users) {
      if (user.required && !semver.satisfies(used.version, user.required)) {
        problems.push(
          `Singleton ${name}: the page uses ${used.version} (from ${used.build.label}), but ${user.build.label} requires ${user.required}.`,
        );
      }
    }
  }
  return { problems, builds, singletons: singletons.size };
}

async function main(argv) {
  const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const root = path.resolve(option('root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  const built = path.join(root, 'shell', 'dist', 'remotes.json');
  const remotesFile = path.resolve(option('remotes') ?? (existsSync(built) ? built : path.join(root, 'shell', 'public', 'remotes.json')));
  const { problems, builds, singletons } = await findProblems(root, remotesFile);
  if (problems.length > 0) {
    console.error(`Contract check failed (${path.relative(root, remotesFile)}):`);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
  const remotes = builds.filter((build) => !build.host).map((build) => build.label);
  console.log(
    `Contracts hold: ${remotes.join(', ')} expose and prerender what the site manifest lists; ${singletons} shared singletons agree.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
