/** @jest-environment node */
const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { missingPointers } = require('./check-doc-pointers.mjs');

// A document or comment that names a file which no longer exists is reported by `npm run lint`.

const root = path.resolve(__dirname, '..');

test('no document or comment of the project points to a file that is gone', () => {
  expect(missingPointers(root)).toEqual([]);
});

test('a pointer to a removed file is reported with its place; a package-relative one is not', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'doc-pointers-'));
  try {
    mkdirSync(path.join(dir, 'api', 'src', 'lib'), { recursive: true });
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'api', 'src', 'lib', 'csv.ts'), '// Written by `lib/csv.ts`, read by api/src/lib/gone.ts.\n');
    writeFileSync(
      path.join(dir, 'docs', 'guide.md'),
      'See `api/src/lib/csv.ts`, `src/lib/csv.ts` and `api/src/routes/old.ts`; build output `dist/x.js`.\n',
    );
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['add', '.'], { cwd: dir });
    expect(missingPointers(dir)).toEqual(['api/src/lib/csv.ts:1: api/src/lib/gone.ts', 'docs/guide.md:1: api/src/routes/old.ts']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
