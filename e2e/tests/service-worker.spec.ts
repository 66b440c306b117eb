import { appReady, expect, test } from '../support/test';
import { earlyFilesKept, workerInControl } from '../support/serviceWorker';

// The service worker: after one visit the site opens offline, a page kept on the device or
// precached at install shows itself, and any other page shows the offline screen in the site's
// chrome. (A release or rollback reaching a visitor who has the worker: release.spec.ts.)

test('after one visit the site opens offline: the pages visited, a page never visited, and the offline screen', async ({ page }) => {
  test.setTimeout(90_000);
  // One visit, as a new visitor makes it: the page and its remote are fetched before the worker
  // exists, and the page hands the worker what it fetched once the worker takes control.
  await page.goto('/registration');
  await workerInControl(page);
  await earlyFilesKept(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  // The live form, from the registration remote kept on the device.
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();

  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Never visited, precached when the worker installed.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  // Neither visited nor precached: the offline screen, with the site's navigation and footer.
  await page.goto('/achievements/a-student-never-seen', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('online, a page is always asked of the network first: a visitor with the worker gets the page the server has now', async ({
  page,
}) => {
  await page.goto('/about');
  await workerInControl(page);
  let served = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/about') && response.request().isNavigationRequest() && response.fromServiceWorker()) served += 1;
  });
  const fromNetwork: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('/about') && request.serviceWorker()) fromNetwork.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(served).toBe(1);
  expect(fromNetwork).toHaveLength(1);
});

test("offline, the schedule, the achievements, an achievement's page and the daily puzzle show what was last fetched, saying when", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await page.goto('/');
  await appReady(page);
  await workerInControl(page);
  const pages = [
    { route: '/tournament', what: 'the schedule', shown: page.getByRole('table', { name: 'Tournament schedule' }) },
    { route: '/achievements', what: 'the achievements', shown: page.getByRole('list', { name: 'Achievements' }) },
    { route: '/puzzles', what: 'the puzzles', shown: page.getByRole('group', { name: 'Choose your answer' }) },
  ];
  for (const { route, shown } of pages) {
    await page.goto(route);
    await appReady(page);
    await expect(shown).toBeVisible();
    await expect(page.getByText(/^Offline:/)).toHaveCount(0);
  }
  // One achievement's own page, opened from the gallery.
  await page.goto('/achievements');
  await appReady(page);
  const detail = page.getByRole('list', { name: 'Achievements' }).getByRole('link').first();
  const detailRoute = new URL((await detail.getAttribute('href'))!, page.url()).pathname;
  await page.goto(detailRoute);
  await appReady(page);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toHaveText('Achievement not found');
  pages.push({
    route: detailRoute,
    what: 'this achievement',
    shown: page.getByRole('heading', { level: 1, name: (await title.textContent())! }),
  });

  await context.setOffline(true);
  for (const { route, what, shown } of pages) {
    await page.goto(route);
    await appReady(page);
    await expect(shown).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Offline:/ })).toHaveText(
      new RegExp(`^Offline: showing ${what} as of \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2} [AP]M IST$`),
    );
  }
  await context.close();
});

test("the remotes' files are kept in a cache of limited size and age, apart from remotes.json and config.json", async ({ page }) => {
  await page.goto('/registration');
  await workerInControl(page);
  await earlyFilesKept(page);
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  const kept = await page.evaluate(async () => {
    const paths = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    // Workbox's expiration records each kept file with when it was used, by cache.
    const expiring = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('workbox-expiration');
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
      open.onsuccess = () => {
        const all = open.result.transaction('cache-entries').objectStore('cache-entries').getAll();
        all.onsuccess = () =>
          resolve(
            (all.result as { cacheName: string; url: string }[])
              .filter((e) => e.cacheName === 'academy-remote-files')
              .map((e) => new URL(e.url).pathname),
          );
      };
    });
    return { deployment: await paths('academy-remotes'), remoteFiles: await paths('academy-remote-files'), expiring };
  });
  expect(kept.deployment.sort()).toEqual(['/config.json', '/remotes.json']);
  expect(kept.remoteFiles).toContainEqual(expect.stringMatching(/\/remoteEntry\.js$/));
  expect(kept.expiring.sort()).toEqual(kept.remoteFiles.sort());
});
