import { expect, test } from '../support/test';

// An unknown address is a real 404 (no "soft 404" for search engines), with the not-found page;
// every real route and alias still answers 200.

test('/nope answers 404 and shows the not-found page, which still works', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /Page not found/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('real routes, aliases and routes with a parameter answer 200', async ({ request }) => {
  for (const path of ['/', '/about', '/register', '/chess/tournament', '/courses/chess', '/reviews', '/achievements/someone', '/careers/career-registration']) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 200]);
  }
  for (const path of ['/nope', '/about/team', '/courses/chess/extra/deep']) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    expect(await response.text()).toContain('Page not found');
  }
});
