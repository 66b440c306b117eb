/** @jest-environment node */
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runnerRows, summary } = require('./lib/testSummary.mjs');

// The end of `npm test`: a table of its steps, a table of every runner's counts from the runners'
// own reports, and the last line `N passed, N failed`.

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'academy-test-summary-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function report(file, json) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), JSON.stringify(json));
  return path.join(root, file);
}

test("every runner's counts come from its report; a suite that could not run is a failure, a flaky test a pass", () => {
  const jest = [
    report('api/reports/jest.json', { numPassedTests: 1074, numFailedTests: 1, numRuntimeErrorTestSuites: 1 }),
    report('api/reports/cluster.json', { numPassedTests: 3, numFailedTests: 0 }),
    path.join(root, 'office', 'reports', 'jest.json'), // not written: the step did not run
  ];
  const playwright = report('e2e/reports/playwright.json', { stats: { expected: 200, flaky: 2, unexpected: 1, skipped: 0 } });
  expect(runnerRows(root, jest, playwright)).toEqual([
    ['jest: api', 1074, 2],
    ['jest: api (cluster)', 3, 0],
    ['playwright: e2e', 202, 1],
  ]);
});

test('the tables line up and the last line sums every runner', () => {
  const { tables, last, passed, failed } = summary(
    [
      ['lint', 'ok', 61_000],
      ['browser tests', 'FAILED', 600_250],
    ],
    [
      ['jest: api', 1074, 2],
      ['playwright: e2e', 202, 1],
    ],
  );
  expect(tables.split('\n')).toEqual([
    'step           result  seconds',
    '-------------  ------  -------',
    'lint               ok     61.0',
    'browser tests  FAILED    600.3',
    '',
    'runner           passed  failed',
    '---------------  ------  ------',
    'jest: api          1074       2',
    'playwright: e2e     202       1',
    'total              1276       3',
  ]);
  expect([passed, failed, last]).toEqual([1276, 3, '1276 passed, 3 failed']);
});
