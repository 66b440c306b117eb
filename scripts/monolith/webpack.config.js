// The whole site as ONE app, for `npm run bench:web`: the shell's browser build without Module
// Federation, every remote expose bundled from its source (each still a lazy chunk, as a
// monolith would split routes). It shows what federation costs on first load.
// Output: $MONOLITH_DIST (default <tmp>/academy-monolith/dist).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const root = path.resolve(__dirname, '../..');
const { APPS } = require('../../contracts/src/site/site.ts');

/** A module with the shell's `loadRemoteComponent` signature that imports each expose directly. */
function writeRemotesModule(file) {
  const cases = APPS.filter((app) => app.role === 'remote').flatMap(({ remote, dir, exposes }) =>
    Object.entries(exposes).map(
      ([expose, source]) => `  ${JSON.stringify(`${remote}/${expose}`)}: () => import(${JSON.stringify(path.join(root, dir, source))}),`,
    ),
  );
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
    output: {
      ...browser.output,
      path: process.env.MONOLITH_DIST ?? path.join(os.tmpdir(), 'academy-monolith/dist'),
      uniqueName: 'monolith',
    },
    cache: { ...browser.cache, name: 'monolith' },
    plugins: [
      // No federation in the monolith: the shell is a runtime-only host (no federation plugin), and
      // the module that would start the runtime is replaced by one importing each expose's source.
      ...browser.plugins,
      new webpack.NormalModuleReplacementPlugin(/federation[\\/]remotes(\.ts)?$/, remotesModule),
      // As in the chess remote's own build: no moment locales.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    ],
  };
};
