import { test as base } from '@playwright/test';
import type { Page, Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page: a prerendered page is painted before its scripts
 * run, and a click on a button of the plain HTML would do nothing. The apps set
 * `<html data-app-ready>` once they have hydrated or rendered; a page of no app (an API answer,
 * a file) has no #root and is not waited for.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'));
}

/** The page's layout-shift score so far, summed (0 when nothing has shifted). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/**
 * Waits until every prerendered remote page has given way to the live one (or to its failure
 * frame). A visitor can use the prerendered copy meanwhile, and what they do carries over
 * (keyboard-journeys.spec.ts tests that); a test that measures or reads the page wants the page
 * that stays, not the one being replaced.
 */
export async function livePage(page: Page): Promise<void> {
  await page.locator('[data-remote-prerendered]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * `test` whose page waits for the app and its live remote pages after every goto and reload
 * (unless JavaScript is off or the navigation only waits for the response to begin).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const settle = async (response: Response | null, waitUntil?: string) => {
        if (waitUntil !== 'commit') {
          await appReady(page);
          await livePage(page);
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => settle(await reload(options), options?.waitUntil);
    }
    await use(page);
  },
});

/** The names of the forms' required consent boxes (each links to the privacy notice). */
export const CONSENT = {
  registration: "I am this child's parent or legal guardian, and I agree to the privacy notice",
  application: 'I agree to the privacy notice for the details in my application',
} as const;
