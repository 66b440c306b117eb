import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.2 AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe's findings on the page (or only in `within`), one line each: rule, impact and where. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * How long one page's visit and axe check may take on a busy machine: about 3 s on an idle one,
 * 20 s on average with two suites and a CPU hog on two cores. A test that checks several pages
 * gets this for each (never less than the default limit), so its limit only ends a test that hangs.
 */
export const AXE_PAGE_MS = 30_000;
