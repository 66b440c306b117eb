/** @jest-environment node */
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

// .env.example lists every variable the project reads. The API's sections are checked against its
// settings modules (api/test/envExample.test.ts); this checks the rest: every variable that
// `npm start`, `npm test`, the builds, the tooling and the browser tests read is in the file.

const root = path.join(__dirname, '..');
const example = readFileSync(path.join(root, '.env.example'), 'utf8');
const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

/** Every source file under `dir` (no dependencies, builds or tests of its own). */
function sources(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?(j|t)s$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](node_modules|dist|reports)[\\/]/.test(file));
}

/** `process.env.NAME` and `process.env['NAME']` in a file. */
function namesRead(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map((m) => m[1] ?? m[2]);
}

const files = [
  ...['scripts', 'tooling', 'shell/scripts', 'e2e/support', 'e2e/tests'].flatMap(sources),
  path.join(root, 'e2e/playwright.config.ts'),
];

test('the files it scans read variables at all (the scan finds what it looks for)', () => {
  const read = new Set(files.flatMap(namesRead));
  expect([...read]).toEqual(expect.arrayContaining(['REBUILD', 'BUILD_PROGRESS', 'E2E_STAFF_EMAIL', 'E2E_NGINX_PORT']));
});

test('every variable npm start, npm test, the builds and the browser tests read is in .env.example', () => {
  const missing = files.flatMap((file) =>
    namesRead(file)
      .filter((name) => !listed.has(name))
      .map((name) => `${name} (${path.relative(root, file)})`),
  );
  expect([...new Set(missing)]).toEqual([]);
});
