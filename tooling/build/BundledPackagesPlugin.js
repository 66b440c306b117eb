// Writes which copies of which npm packages a production build bundled, to
// <app>/reports/bundled-packages.json: `{ "<package>": ["<version> <folder>", …] }`, one entry per
// copy on disk. A package bundled from two folders is two copies in the browser (e.g. a plugin that
// brings its own @module-federation/sdk); `npm run check:contracts` reads the shell's record.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'BundledPackagesPlugin';
const REPORT = path.join('reports', 'bundled-packages.json');

/** The package folder and name of a file under node_modules, or null. */
function packageOf(file) {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at === -1) return null;
  const parts = file.slice(at + marker.length).split(path.sep);
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  if (!name) return null;
  return { name, dir: file.slice(0, at + marker.length + name.length) };
}

class BundledPackagesPlugin {
  /** @param {{ dir: string }} options the app's folder; the report goes to its reports/ */
  constructor({ dir }) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      /** @type {Map<string, Set<string>>} */
      const copies = new Map();
      for (const module of compilation.modules) {
        const resource = /** @type {{ resource?: string }} */ (module).resource;
        const found = resource ? packageOf(resource.split('?')[0] ?? '') : null;
        if (!found) continue;
        if (!copies.has(found.name)) copies.set(found.name, new Set());
        copies.get(found.name)?.add(found.dir);
      }
      const report = Object.fromEntries(
        [...copies.keys()].sort().map((name) => [
          name,
          [...(copies.get(name) ?? [])].sort().map((dir) => {
            let version = '?';
            try {
              version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
            } catch {
              // A folder without its package.json: the version stays unknown.
            }
            return `${version} ${path.relative(path.join(this.dir, '..'), dir)}`;
          }),
        ]),
      );
      fs.mkdirSync(path.join(this.dir, 'reports'), { recursive: true });
      fs.writeFileSync(path.join(this.dir, REPORT), `${JSON.stringify(report, null, 2)}\n`);
    });
  }
}

/**
 * What is wrong with a host's record: not exactly one @module-federation/sdk, or any other
 * @module-federation package bundled from two folders.
 * @param {Record<string, string[]>} bundled
 * @returns {string[]}
 */
function federationProblems(bundled) {
  const problems = [];
  const sdk = bundled['@module-federation/sdk'] ?? [];
  if (sdk.length !== 1) {
    problems.push(
      `The shell's bundle holds ${sdk.length} copies of @module-federation/sdk (${sdk.join('; ') || 'none'}); every @module-federation package must be on one version.`,
    );
  }
  for (const [name, copies] of Object.entries(bundled)) {
    if (name.startsWith('@module-federation/') && name !== '@module-federation/sdk' && copies.length > 1) {
      problems.push(`The shell's bundle holds ${copies.length} copies of ${name} (${copies.join('; ')}).`);
    }
  }
  return problems;
}

module.exports = { BundledPackagesPlugin, BUNDLED_PACKAGES_REPORT: REPORT, federationProblems, packageOf };
