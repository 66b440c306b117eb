import { pathsOf } from '@academy/contracts/site';
import { expect, test } from '../support/test';
import { ROUTES, VIEWPORTS } from '../support/routes';

/** The form and payment pages, which do not offer Book Free Demo (docs/product.md, "On every page"). */
const NO_DEMO = (['registration', 'careers', 'careerRegistration', 'payment'] as const).flatMap((key) => pathsOf(key));

for (const viewport of VIEWPORTS) {
  test(`every route renders inside the chrome at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first(), route.path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const floatingDemo = page.getByTestId('floating-actions').locator('a[data-demo]');
      if (NO_DEMO.includes(route.path)) await expect(floatingDemo, route.path).toBeHidden();
      // A wide screen's floating button is there, stepping aside (hidden) while a heading or control is under it (parent-review.spec.ts).
      else if (viewport.width >= 600) await expect(floatingDemo, route.path).toHaveText('Book Free Demo');
      // A phone offers Book Free Demo in view: the page's own, else the bottom bar's.
      else await expect(page.getByRole('link', { name: 'Book Free Demo' }).filter({ visible: true }).first(), route.path).toBeInViewport();
      await expect(page.locator('[data-remote-failure]'), route.path).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test('the active link is marked, and Tournaments also on /chess/tournament', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/payment');
  await expect(nav.getByRole('link', { name: 'Payment' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/chess/tournament');
  await expect(nav.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
});

test('the page scrolls to top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
