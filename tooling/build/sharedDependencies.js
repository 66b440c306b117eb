// The federation plugin's `shared` option of an app: every shared singleton of the one list
// (contracts/src/site/sharedModules.ts), at the ranges the app's package.json requires.
const path = require('node:path');
const { SHARED_MODULES } = require('@academy/contracts/shared-modules');

function sharedDependencies(appDir) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const sharedVersion = require('@academy/shared/package.json').version;
  return Object.fromEntries(
    Object.entries(SHARED_MODULES).map(([name, entry]) => {
      /** @type {{ workspace?: boolean, versionOf?: string, exports?: readonly string[] }} */
      const module = entry;
      const requiredVersion = module.workspace ? sharedVersion : dependencies[module.versionOf ?? name];
      const treeShaking = module.exports
        ? { treeShaking: { mode: /** @type {const} */ ('runtime-infer'), usedExports: [...module.exports] } }
        : {};
      // A workspace package has no version the plugin can find in node_modules' metadata: named
      // here, so no build prints "No version specified" for it.
      const version = module.workspace ? { version: sharedVersion } : {};
      return [name, { singleton: true, requiredVersion, ...version, ...treeShaking }];
    }),
  );
}

module.exports = { sharedDependencies };
