#!/usr/bin/env node
// A real production build of mfe-careers into <outDir>/<version>/ (plus its standalone index.html
// and config.json in <outDir>), for the release test. With a title, the build shows that title on
// the Career Registration page instead of the one in src/content — a visible difference made
// at build time, without touching the team's sources.
//   node buildRemoteVersion.cjs <outDir> <version> [<title>]
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const [outDir, version, title] = process.argv.slice(2);
process.env.MF_BUILD_VERSION = version;
const dir = path.resolve(__dirname, '..', '..', 'mfe-careers');
// The browser build, and the Node build that renders the remote's pages into prerender.json beside it.
const configs = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' });
const browser = configs.find((config) => config.name === 'browser');
browser.output.path = path.join(outDir, version);
for (const config of configs) config.cache = false;
if (title) {
  const variant = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'careers-copy-')), 'careerRegistration.js');
  const original = path.join(dir, 'src', 'content', 'careerRegistration.ts');
  fs.writeFileSync(
    variant,
    `export * from ${JSON.stringify(original)};\nexport const CAREER_REGISTRATION_TITLE = ${JSON.stringify(title)};\n`,
  );
  for (const config of configs) {
    config.plugins.push(
      new webpack.NormalModuleReplacementPlugin(/content\/careerRegistration$/, (resource) => {
        resource.request = variant;
      }),
    );
  }
}
webpack(configs, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
