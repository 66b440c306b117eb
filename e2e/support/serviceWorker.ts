import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Waits until the service worker has installed (its precache filled) and controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/**
 * Waits until the worker keeps what the first visit fetched before it took control (the page
 * hands it over, shell/src/serviceWorker/handOver.ts): remotes.json and a remote's entry.
 */
export async function earlyFilesKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const paths = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
          const deployment = await paths('academy-remotes');
          const remoteFiles = await paths('academy-remote-files');
          return deployment.includes('/remotes.json') && remoteFiles.some((path) => path.endsWith('/remoteEntry.js'));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
