import { expect, test } from '@playwright/test';

// Prerendered routes: their content is in the HTML before any script runs, and the browser
// hydrates that HTML without a mismatch.

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, heading] of [
    ['/', 'Learn Online with GFI Classes'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
  ] as const) {
    test(`${route} arrives with its heading, navigation and title`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page).toHaveTitle(/\| GFI Academy$/);
    });
  }

  test('a course page arrives with the site chrome and its section reserved', async ({ page }) => {
    await page.goto('/courses/chess');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('[data-remote-loading="courses"]')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

for (const route of ['/', '/about', '/courses/chess']) {
  test(`${route} hydrates without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /#418|#419|#423|#425|hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expect(page.locator('title')).toHaveCount(1);
  });
}

test('the hero slideshow can be paused, and the first slide is a plain picture before swiper loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Chess classes' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('with reduced motion the hero starts paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});
