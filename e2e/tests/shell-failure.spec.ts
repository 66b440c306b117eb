import { expect, test } from '../support/test';
import type { Served as Server } from '../support/staticServers';
import { entryOn, serveDist, shellCopyWithRemotes, stop } from '../support/staticServers';

// A shell of its own (port 3100) whose media remote is served on 3105, so the test can stop
// and start that server without touching the site the other tests use.
const SHELL = 'http://localhost:3100';
let shell: Server;
let media: Server | null = null;
// What a visitor sees when a remote cannot be fetched at all: without the service worker, which
// would answer with the copy of the remote it kept from an earlier load.
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  shell = await serveDist('shell', 3100, shellCopyWithRemotes({ media: entryOn('media', 'http://localhost:3105') }));
});
test.afterAll(async () => {
  await stop(shell);
  if (media) await stop(media);
});

test('with a remote server stopped its routes show the failure frame, the rest works, and Retry succeeds once it is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${SHELL}/payment`);
  const failure = page.locator('[data-remote-failure="media"]');
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure).toContainText('Sorry, the Payment section could not be loaded.');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('floating-actions').getByRole('link', { name: /^Chat with us/ })).toBeAttached();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Achievements' }).click();
  await expect(page.locator('[data-remote-failure="media"]')).toBeVisible({ timeout: 30_000 });

  media = await serveDist('mfe-media', 3105);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
});
