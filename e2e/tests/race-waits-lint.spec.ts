import { ESLint } from 'eslint';
import path from 'node:path';
import { expect, test } from '../support/test';
import { repoRoot } from '../support/staticServers';

// The lint rule that keeps the browser tests from racing the page (e2e/race-waits, in the root
// eslint.config.mjs): a fixed wait or an idle network flagged in any spec, unless a comment says why
// it is not a readiness wait. No browser: ESLint lints a sample as if it were a spec of this folder.

const SPEC = path.join(repoRoot, 'e2e', 'tests', 'sample.spec.ts');
// Loading the root config (typescript-eslint, the import plugin, …) takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

// The root config, with only that rule and without types (no TypeScript program to build). One
// for the file: its tests run in one worker, one after another.
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === 'e2e/race-waits',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The race-waits findings on `code` linted as the file at `filePath` (a spec of e2e/tests unless said). */
async function findings(code: string, filePath = SPEC): Promise<{ line: number; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ line, message }) => ({ line, message }));
}

const sample = (...lines: string[]) =>
  ["import { expect, test } from '../support/test';", "test('sample', async ({ page }) => {", ...lines, '});', ''].join('\n');

test('a fixed wait and an idle network are flagged, each with what to wait for instead', async () => {
  const found = await findings(
    sample(
      '  await page.waitForTimeout(500);',
      "  await page.waitForLoadState('networkidle');",
      "  await page.goto('/', { waitUntil: 'networkidle' });",
      '  await expect(page.getByRole("table")).toBeVisible();',
    ),
  );
  expect(found.map((finding) => finding.line)).toEqual([3, 4, 5]);
  expect(found[0]!.message).toMatch(/^A fixed wait races the page/);
  expect(found[1]!.message).toMatch(/^An idle network is not a rendered page/);
  for (const { message } of found) {
    expect(message).toContain('await expect(locator).toBeVisible()');
    expect(message).toContain('expect.poll');
    expect(message).toContain('// Not a readiness wait: <why>');
  }
});

test('a wait under a comment that says why it is not a readiness wait passes; any other comment does not', async () => {
  const found = await findings(
    sample(
      '  // Not a readiness wait: nothing may be sent, and a send that does not happen shows nothing to wait for.',
      '  await page.waitForTimeout(1_000);',
      '  // Not a readiness wait: every request the page makes by itself, to show none was the office’s.',
      "  await page.waitForLoadState('networkidle');",
      '  // Let the page settle.',
      '  await page.waitForTimeout(300);',
      '  // Not a readiness wait:',
      "  await page.waitForLoadState('networkidle');",
    ),
  );
  expect(found.map((finding) => finding.line)).toEqual([8, 10]);
});

test('the rule holds in the suite’s helpers too, and not outside the browser tests', async () => {
  const code = 'export const settle = (page: { waitForTimeout(ms: number): Promise<void> }) => page.waitForTimeout(100);\n';
  expect(await findings(code, path.join(repoRoot, 'e2e', 'support', 'sample.ts'))).toHaveLength(1);
  expect(await findings(code, path.join(repoRoot, 'shared', 'src', 'sample.ts'))).toEqual([]);
});
