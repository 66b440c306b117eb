/** @jest-environment node */
// `npm run release -- --help` prints the usage and exits 0, before reading any build; a missing
// command exits 1 with the usage.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const release = path.join(__dirname, 'release.mjs');
const run = (args) => spawnSync(process.execPath, [release, ...args], { encoding: 'utf8', cwd: path.join(__dirname, '..', '..') });

test.each([['--help'], ['-h'], ['compose', '--help']])('release %s prints the usage and exits 0', (...args) => {
  const result = run(args);
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Usage:\n {2}npm run release -- compose .*\n {2}npm run release -- rollback <remote>/);
  expect(result.stderr).toBe('');
});

test('a missing remotes.json exits 1 with a sentence, not a stack', () => {
  const result = run(['compose', '--file=/nonexistent/remotes.json']);
  expect(result.status).toBe(1);
  expect(result.stderr).toBe('release: /nonexistent/remotes.json does not exist: build the shell first (npm run build -w shell).\n');
});
