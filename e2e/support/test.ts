import { expect, test as base } from '@playwright/test';
import type { Locator, Page, Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, FileChooser, Locator, Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page: a prerendered page is painted before its scripts
 * run, and a click on a button of the plain HTML would do nothing. The apps set
 * `<html data-app-ready>` once they have hydrated or rendered; a page of no app (an API answer,
 * a file) has no #root and is not waited for.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'));
}

/** The page's layout-shift score so far, as CLS counts it (0 when nothing has shifted). */
export async function layoutShift(page: Page): Promise<number> {
  return shiftScore(await layoutShifts(page));
}

/**
 * The summed score of `shifts`, counted as Cumulative Layout Shift counts it: without the shifts
 * within 500 ms of a tap, click or key press, which answer it (a section the visitor's End key
 * brought in may land after the scroll on a busy machine, before it on an idle one).
 */
export function shiftScore(shifts: LayoutShiftEntry[]): number {
  return shifts.reduce((sum, shift) => (shift.recentInput ? sum : sum + shift.value), 0);
}

/** A layout shift the page recorded: its score, when, and what moved from where to where. */
export interface LayoutShiftEntry {
  value: number;
  at: number;
  /** Within 500 ms of a tap, click or key press: a response to it, which CLS does not count. */
  recentInput: boolean;
  moved: string[];
}

/** Every layout shift of the page so far, with what moved (for a failure message that says why). */
export async function layoutShifts(page: Page): Promise<LayoutShiftEntry[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShiftEntry[]>((resolve) => {
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const describe = (source: Source) => {
          const node = source.node;
          const name = !node
            ? '(gone)'
            : node.nodeType === Node.TEXT_NODE
              ? `text "${(node.textContent ?? '').trim().slice(0, 40)}"`
              : `${node.nodeName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
          return `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
        };
        new PerformanceObserver((list) =>
          resolve(
            list.getEntries().map((entry) => {
              const shift = entry as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: Source[] };
              return {
                value: shift.value,
                at: Math.round(shift.startTime),
                recentInput: shift.hadRecentInput,
                moved: (shift.sources ?? []).map(describe),
              };
            }),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
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
 * Waits until the page shows what it loads: no loading status is left. The apps show one from
 * their first render until the data has arrived or failed (a spinner's "Loading …" status, an
 * `aria-busy` one). Wait for this, or for the element to be read, never for the network to go
 * idle: on a busy machine React renders what arrived after the network is idle.
 */
export async function contentLoaded(page: Page): Promise<void> {
  const loading = page.getByRole('status').filter({ hasText: /^Loading/ });
  await expect(loading.or(page.locator('[role="status"][aria-busy="true"]'))).toHaveCount(0);
}

/**
 * Waits until `locator` and what it holds have finished their entrance (a panel sliding in, an
 * overlay fading in): a check of colours or positions reads the state it settles in, not a frame
 * of the animation. Animations that never end (a spinner) are not waited for.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the page has painted twice more: a change made now (a scroll, a render) has been
 * laid out, its layout shift recorded and what reacts to it in the next frame has run.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
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
