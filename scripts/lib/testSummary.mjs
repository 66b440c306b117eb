// What `npm test` prints at its end: the table of its steps, the table of every runner's passed
// and failed counts (read from the runners' own reports), and the last line, `N passed, N failed`,
// which CI and people read.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One row per report that exists: [runner, passed, failed]. A jest suite that could not run
 * (a syntax error, a failing import) counts as a failure, and a Playwright test that passed on a
 * retry as passed.
 * @param {string} root
 * @param {string[]} jestReports
 * @param {string} playwrightReport
 * @returns {Array<[string, number, number]>}
 */
export function runnerRows(root, jestReports, playwrightReport) {
  /** @type {Array<[string, number, number]>} */
  const rows = [];
  for (const report of jestReports) {
    if (!existsSync(report)) continue;
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const label =
      path.relative(root, report) === path.join('api', 'reports', 'cluster.json')
        ? 'api (cluster)'
        : path.relative(root, path.dirname(path.dirname(report)));
    rows.push([`jest: ${label}`, json.numPassedTests, json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0)]);
  }
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    rows.push(['playwright: e2e', stats.expected + stats.flaky, stats.unexpected]);
  }
  return rows;
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(header, lines) {
  const widths = header.map((cell, column) => Math.max(String(cell).length, ...lines.map((line) => String(line[column]).length)));
  const format = (line) =>
    line.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

/**
 * The end of npm test's output: the two tables, and the last line, `N passed, N failed`.
 * @param {Array<[string, string, number]>} timings [step, result, milliseconds]
 * @param {Array<[string, number, number]>} rows [runner, passed, failed]
 */
export function summary(timings, rows) {
  const passed = rows.reduce((sum, row) => sum + row[1], 0);
  const failed = rows.reduce((sum, row) => sum + row[2], 0);
  const steps = table(
    ['step', 'result', 'seconds'],
    timings.map(([name, result, ms]) => [name, result, (ms / 1000).toFixed(1)]),
  );
  const runners = table(['runner', 'passed', 'failed'], [...rows, ['total', passed, failed]]);
  return { passed, failed, tables: `${steps}\n\n${runners}`, last: `${passed} passed, ${failed} failed` };
}
