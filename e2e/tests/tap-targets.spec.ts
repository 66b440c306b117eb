import { contentLoaded, expect, livePage, test } from '../support/test';
import { ROUTES } from '../support/routes';

// WCAG 2.2, 2.5.8 Target Size (Minimum), on every page of the site manifest at 390 px: every
// target a finger can tap is at least 24 × 24 CSS px, or is spaced so that a 24 px circle centred
// on it meets no other target and no other small target's circle (the criterion's spacing
// exception). The inline exception is not taken: a link in a sentence gets its room too.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test('every tap target is at least 24 × 24 px, or spaced as 2.5.8 allows, on every route at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading }).first(), route.path).toBeVisible();
    await livePage(page);
    await contentLoaded(page);
    const small = await page.evaluate(() => {
      const SIZE = 24;
      const targets = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex="0"]',
        ),
      ]
        .filter((el) => {
          // Out of reach of people: the forms' trap field for bots, hidden or collapsed content.
          if (el.closest('[aria-hidden="true"], [inert], .visually-hidden') || el.getAttribute('tabindex') === '-1') return false;
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          return style.visibility !== 'hidden' && style.pointerEvents !== 'none' && rect.width > 1 && rect.height > 1;
        })
        .map((el) => {
          // A control inside a clickable target (a label's box, a card's link) is one target with it.
          const rect = el.getBoundingClientRect();
          const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
          return { el, name, rect, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
        });
      const boxDistance = (x: number, y: number, r: DOMRect) =>
        Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
      const undersized = targets.filter((t) => t.rect.width < SIZE - 0.5 || t.rect.height < SIZE - 0.5);
      const found: string[] = [];
      for (const t of undersized) {
        const clash = targets.find((other) => {
          if (other === t || other.el.contains(t.el) || t.el.contains(other.el)) return false;
          // The circle meets another target's box, or another small target's circle.
          if (boxDistance(t.x, t.y, other.rect) < SIZE / 2 - 0.5) return true;
          return undersized.includes(other) && Math.hypot(t.x - other.x, t.y - other.y) < SIZE - 0.5;
        });
        if (clash) found.push(`${t.name} ${Math.round(t.rect.width)}×${Math.round(t.rect.height)} next to ${clash.name}`);
      }
      return found;
    });
    failures.push(...small.map((line) => `${route.path}: ${line}`));
  }
  expect(failures).toEqual([]);
});

test('the small targets the review named are now 24 × 24 px or more: the tournament "Support" links and "privacy notice"', async ({
  page,
}) => {
  await page.goto('/tournament');
  await livePage(page);
  const support = page.getByRole('region', { name: 'Tournament schedule' }).getByRole('link', { name: /^Support/ });
  await expect(support.first()).toBeVisible();
  for (const link of await support.all()) {
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  await page.goto('/registration');
  await livePage(page);
  const notice = (await page.getByRole('link', { name: 'privacy notice' }).boundingBox())!;
  expect(Math.min(notice.width, notice.height)).toBeGreaterThanOrEqual(24);
});
