// The shell is a runtime-only host: its build has no federation plugin, so the page ships no
// federation runtime and no share-scope wrappers around React and friends. The runtime comes
// with the first remote a page needs (shell/src/federation/remotes.ts calls createInstance) and
// the shell provides its own copies of the shared singletons to the remotes there.
// This plugin gives that code the singletons' versions and writes mf-manifest.json listing
// what the host shares, in the federation manifest's format, for `npm run check:contracts`.
const path = require('node:path');
const { sharedDependencies } = require('./sharedDependencies');
const { WEB_RUNTIME_DEFINES } = require('./federationRuntime');

/** The installed version of a shared module (a subpath counts as its package). */
function installedVersion(appDir, name) {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return require(require.resolve(`${packageName}/package.json`, { paths: [appDir] })).version;
}

/** `{ [name]: { version, requiredVersion } }` for every singleton the apps share. */
function hostSharedVersions(appDir) {
  return Object.fromEntries(
    Object.entries(sharedDependencies(appDir)).map(([name, config]) => [
      name,
      { version: installedVersion(appDir, name), requiredVersion: config.requiredVersion },
    ]),
  );
}

class RuntimeHostPlugin {
  constructor({ dir, name }) {
    this.dir = dir;
    this.name = name;
  }

  apply(compiler) {
    const { DefinePlugin, sources, Compilation } = compiler.webpack;
    const shared = hostSharedVersions(this.dir);
    new DefinePlugin({ __HOST_SHARED__: JSON.stringify(shared), ...WEB_RUNTIME_DEFINES }).apply(compiler);
    compiler.hooks.thisCompilation.tap('RuntimeHostPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RuntimeHostPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const version = require(path.join(this.dir, 'package.json')).version;
        const manifest = {
          id: this.name,
          name: this.name,
          metaData: { name: this.name, type: 'app', buildInfo: { buildVersion: version } },
          shared: Object.entries(shared).map(([name, { version: v, requiredVersion }]) => ({
            name,
            version: v,
            singleton: true,
            requiredVersion,
          })),
          remotes: [],
          exposes: [],
        };
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RuntimeHostPlugin, hostSharedVersions };
