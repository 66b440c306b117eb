// The whole site as ONE app, for `npm run bench:web`: the shell's browser build without Module
// Federation, every remote expose bundled from its source (each still a lazy chunk, as a
// monolith would split routes). It shows what federation costs on first load.
// Output: $MONOLITH_DIST (default <tmp>/academy-monolith/dist).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const REMOTE_DIRS = { courses: 'mfe-courses', enrolment: 'mfe-enrolment', chess: 'mfe-chess', careers: 'mfe-careers', media: 'mfe-media' };

/** A module with the shell's `loadRemoteComponent` signature that imports each expose directly. */
function writeRemotesModule(file) {
  const cases = Object.entries(REMOTE_DIRS).flatMap(([remote, dir]) => {
    const { exposes } = require(path.join(root, dir, 'federation.config.js'));
    return Object.entries(exposes).map(([expose, source]) => {
      const key = `${remote}/${expose.replace('./', '')}`;
      return `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path.join(root, dir, source))}),`;
    });
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `const modules = {\n${cases.join('\n')}\n};\n` +
      'export async function loadRemoteComponent(remote, expose) {\n' +
      '  const load = modules[`${remote}/${expose}`];\n' +
      '  if (!load) throw new Error(`No module ${remote}/${expose}`);\n' +
      '  return load();\n}\n',
  );
}

module.exports = async (env, argv) => {
  const shellConfigs = await require(path.join(root, 'shell/webpack.config.js'))(env, { ...argv, mode: 'production' });
  const browser = shellConfigs[0];
  const remotesModule = path.join(root, 'shell/node_modules/.cache/monolith/remotes.js');
  writeRemotesModule(remotesModule);
  return {
    ...browser,
    name: 'monolith',
    output: { ...browser.output, path: process.env.MONOLITH_DIST ?? path.join(os.tmpdir(), 'academy-monolith/dist'), uniqueName: 'monolith' },
    cache: { ...browser.cache, name: 'monolith' },
    plugins: [
      // No federation in the monolith: the shell's ModuleFederationPlugin (built with dts: false
      // like every app's) is dropped, and remote modules are bundled from their sources.
      ...browser.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new webpack.NormalModuleReplacementPlugin(/federation[\\/]remotes(\.ts)?$/, remotesModule),
      // As in the chess remote's own build: no moment locales.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    ],
  };
};
