// `npm test`: the lint (types and unused code), every package's unit tests, the API tests
// against a real database, the cluster test (two API instances over their own PostgreSQL and
// Redis, where both are installed), the production builds, the contract check, the browser tests and
// the first-load budget. Ends with the line `N passed, N failed` summed from the runners' own
// reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerRows, summary } from './testSummary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Every workspace package writes its jest report to <package>/reports/jest.json.
const packages = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const jestReports = [
  ...packages.map((dir) => path.join(root, dir, 'reports', 'jest.json')),
  path.join(root, 'api', 'reports', 'cluster.json'),
];
const playwrightReport = path.join(root, 'e2e', 'reports', 'playwright.json');
for (const report of [...jestReports, playwrightReport]) rmSync(report, { force: true });

function lerna(...args) {
  const result = spawnSync('npx', ['lerna', ...args], { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

/** @type {Array<[string, () => boolean]>} */
const steps = [
  // Type-checks every package and reports unused files, exports and dependencies (knip).
  ['lint', () => spawnSync('npm', ['run', 'lint'], { cwd: root, stdio: 'inherit' }).status === 0],
  ['unit and API tests', () => lerna('run', 'test', '--ignore', '@academy/e2e', '--concurrency', '2', '--no-bail', '--no-sort')],
  // Needs PostgreSQL's server binaries and redis-server (Debian's packages; .ci/run installs both).
  [
    'cluster test',
    () => {
      const hasPostgres = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
      const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
      if (!hasPostgres || !hasRedis) {
        if (process.env.CI) return false;
        console.log('\nCluster test SKIPPED: it needs PostgreSQL and redis-server (Debian: apt-get install postgresql redis-server).');
        return true;
      }
      return spawnSync('npm', ['run', 'test:cluster', '-w', '@academy/api'], { cwd: root, stdio: 'inherit' }).status === 0;
    },
  ],
  // Every app, then the shell's pages prerendered with the remotes' pages (npm run build).
  ['production builds', () => spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0],
  ['contract check', () => spawnSync('node', ['tooling/compose/check-contracts.mjs'], { cwd: root, stdio: 'inherit' }).status === 0],
  ['browser tests', () => lerna('run', 'test', '--scope', '@academy/e2e')],
  // Fails when / loads more JavaScript than its budget (bench/bench-web.mjs).
  [
    'first-load budget',
    () => spawnSync('node', ['bench/bench-web.mjs', '--quick', '--no-build'], { cwd: root, stdio: 'inherit' }).status === 0,
  ],
];
const failedSteps = [];
/** @type {Array<[string, string, number]>} */
const timings = [];
for (const [index, [name, run]] of steps.entries()) {
  console.log(`\n${'='.repeat(72)}\n== npm test, step ${index + 1} of ${steps.length}: ${name}\n${'='.repeat(72)}`);
  if (name === 'browser tests' && failedSteps.includes('production builds')) {
    console.log('Not run: the production builds failed.');
    failedSteps.push(name);
    timings.push([name, 'not run', 0]);
    continue;
  }
  const began = Date.now();
  const ok = run();
  if (!ok) failedSteps.push(name);
  timings.push([name, ok ? 'ok' : 'FAILED', Date.now() - began]);
}

// Every runner's counts: one jest report per package (and the cluster test), Playwright's.
const { failed, tables, last } = summary(timings, runnerRows(root, jestReports, playwrightReport));
console.log(`\n${tables}`);
if (failedSteps.length > 0) console.error(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${last}`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
