import { expect, test } from '../support/test';

// An unknown address is a real 404 (no "soft 404" for search engines), with the not-found page;
// every real route and alias still answers 200, and in another case is moved (301) to its page.

test('/nope answers 404 and shows the not-found page, which still works', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /Page not found/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('real routes, aliases and routes with a parameter answer 200', async ({ request }) => {
  for (const path of [
    '/',
    '/about',
    '/register',
    '/chess/tournament',
    '/courses/chess',
    '/reviews',
    '/achievements/someone',
    '/careers/career-registration',
  ]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 200]);
  }
  for (const path of ['/nope', '/about/team', '/courses/chess/extra/deep']) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    expect(await response.text()).toContain('Page not found');
  }
});

test.describe('addresses match in any case', () => {
  test('/Register answers 301 to /registration, whose page answers 200', async ({ request }) => {
    for (const [path, target] of [
      ['/Register', '/registration'],
      ['/REGISTRATION', '/registration'],
      ['/Courses/chess', '/courses/chess'],
      ['/Chess/Tournament?from=ad', '/tournament?from=ad'],
      ['/Tools/Time-Converter', '/tools/time-converter'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), response.headers().location]).toEqual([path, 301, target]);
      expect((await request.get(target)).status()).toBe(200);
    }
    // An unknown address in any case is still a real 404.
    expect((await request.get('/Nope', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('no page of the site is served with status 404, and /Register opens the registration page without a 404 first', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const statuses: number[] = [];
    page.on('response', (response) => response.request().isNavigationRequest() && statuses.push(response.status()));
    await page.goto('/Register');
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('heading', { level: 1, name: /Student Registration/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Page not found/ })).toHaveCount(0);
    expect(statuses).not.toContain(404);
    expect(errors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
  });
});
