// Sizes of the built chess remote's own JavaScript (the shared singletons React, router,
// styled-components and @academy/shared come from the host and are left out), and every
// time-zone name found in it. Usage: node scripts/bundleSizes.js [dist/<version>]
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const dist = process.argv[2] ?? path.join(__dirname, '..', 'dist', process.env.MF_BUILD_VERSION || require('../package.json').version);
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
const users = new Map([['remoteEntry.js', ['entry']]]);
for (const expose of manifest.exposes) {
  for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) users.set(file, [...(users.get(file) ?? []), expose.name]);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
let raw = 0;
let gzip = 0;
console.log('| file | loaded by | raw KB | gzip KB |\n|---|---|---|---|');
for (const [file, by] of users) {
  const content = fs.readFileSync(path.join(dist, file));
  const zipped = zlib.gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  console.log(`| ${file} | ${by.join(', ')} | ${kb(content.length)} | ${kb(zipped)} |`);
}
console.log(`| **total** | | **${kb(raw)}** | **${kb(gzip)}** |`);

const zones = new Set();
for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
  const text = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of text.matchAll(/\b(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z_]+/g))
    zones.add(match[0]);
}
console.log(`\nTime-zone names in the bundle: ${[...zones].join(', ') || 'none'}`);
