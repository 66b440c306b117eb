import { contentLoaded, expect, test } from '../support/test';
import type { Page } from '../support/test';
import { ROUTES, VIEWPORTS } from '../support/routes';

// The layout defects a reviewer found on a phone and a laptop, each checked at the width where it
// showed: blank page after the footer, floating buttons over the page's controls, section edges
// out of line, the share address cut off, and a phone
// tournament schedule that showed two tournaments at a time.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The page's own controls that a visitor can see (not the chrome's fixed bars, not hidden ones). */
async function controlCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('main input, main select, main textarea, main button, main a, footer a')].filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      }).length,
  );
}

for (const viewport of VIEWPORTS) {
  test(`no blank page after the footer on any route at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first(), route.path).toBeVisible();
      await contentLoaded(page);
      const gap = await page.evaluate(() => {
        // The site's footer (pages have <footer>s of their own inside main, e.g. a review's).
        const footer = [...document.querySelectorAll('footer')].find((el) => !el.closest('main'))!.getBoundingClientRect();
        return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
      });
      expect(gap, `${route.path}: page below the footer`).toBeLessThanOrEqual(1);
    }
  });
}

test.describe('at 390 px the Book Free Demo and chat buttons', () => {
  test.use({ viewport: PHONE });

  for (const path of ['/', '/registration', '/careers/career-registration', '/contact', '/courses/chess']) {
    test(`are a bar docked at the foot of the screen that no control of ${path} has to stay under`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await contentLoaded(page);
      const bar = page.getByTestId('floating-actions');

      // Docked: the full width of the screen, flush with its bottom edge, so nothing of the page
      // shows beside or beneath it; the screen's visible page ends at its top edge.
      const barBox = (await bar.boundingBox())!;
      expect(barBox.x).toBeLessThanOrEqual(0);
      expect(barBox.x + barBox.width).toBeGreaterThanOrEqual(PHONE.width);
      expect(Math.abs(barBox.y + barBox.height - PHONE.height)).toBeLessThanOrEqual(1);
      expect(barBox.height).toBeLessThanOrEqual(72);

      // Every control, brought into view the way the browser does it (a tap into a field, Tab),
      // stops clear of the bar and takes the pointer at its centre.
      const total = await controlCount(page);
      expect(total).toBeGreaterThan(3);
      const covered = await page.evaluate(() => {
        const barEl = document.querySelector('[data-testid="floating-actions"]')!;
        const found: string[] = [];
        const controls = [
          ...document.querySelectorAll<HTMLElement>('main input, main select, main textarea, main button, main a, footer a'),
        ].filter((el) => {
          const rect = el.getBoundingClientRect();
          // Not the forms' hidden trap field for bots (out of reach of people: aria-hidden, no tab stop).
          const trap = el.closest('[aria-hidden="true"]') || el.getAttribute('tabindex') === '-1';
          return !trap && rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden';
        });
        for (const control of controls) {
          control.scrollIntoView({ block: 'nearest' });
          const rect = control.getBoundingClientRect();
          const barRect = barEl.getBoundingClientRect();
          const under = rect.bottom > barRect.top + 0.5 && rect.top < barRect.bottom;
          const x = Math.min(Math.max(rect.left + rect.width / 2, 1), window.innerWidth - 1);
          const y = rect.top + Math.min(rect.height / 2, 20);
          const hit = document.elementFromPoint(x, y);
          if (under || (hit && barEl.contains(hit)))
            found.push(`${control.tagName} ${(control.textContent || control.getAttribute('name') || '').trim().slice(0, 30)}`);
        }
        return found;
      });
      expect(covered).toEqual([]);

      // At the foot of the page the last links (the footer's e-mail among them) sit above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerLinks = page.getByRole('contentinfo').getByRole('link');
      const lastBox = (await footerLinks.last().boundingBox())!;
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    });
  }

  test('Home shows Book Free Demo once on its first screen, the bar offers it once the hero is scrolled away', async ({ page }) => {
    const demosInView = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('a')].filter((link) => {
            const rect = link.getBoundingClientRect();
            const shown = rect.width > 1 && getComputedStyle(link).visibility !== 'hidden';
            return shown && link.textContent?.trim() === 'Book Free Demo' && rect.bottom > 0 && rect.top < window.innerHeight;
          }).length,
      );
    await page.goto('/');
    await expect.poll(demosInView).toBe(1);
    await expect(page.getByTestId('floating-actions').getByRole('link', { name: 'Book Free Demo' })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1600));
    await expect(page.getByTestId('floating-actions').getByRole('link', { name: 'Book Free Demo' })).toBeInViewport();
    await expect.poll(demosInView).toBe(1);
  });

  test('the registration page does not offer to book what it is booking; the chat stays', async ({ page }) => {
    await page.goto('/registration');
    await expect(page.getByTestId('floating-actions').getByRole('link', { name: 'Book Free Demo' })).toBeHidden();
    await expect(page.getByTestId('floating-actions').getByRole('link', { name: /Chat with us/ })).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the header, the hero and every section of Home start at the same left edge', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Our Courses', exact: true }).scrollIntoViewIfNeeded();
    await expect(page.locator('section:has(#courses-title) ul li').first()).toBeVisible();
    await contentLoaded(page);
    const edges = await page.evaluate(() => {
      const left = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().left) : null);
      const logo = document.querySelector('header a');
      const rows: [string, number | null][] = [
        ['logo', left(logo)],
        ['hero heading', left(document.getElementById('hero-title'))],
      ];
      // Each of the page's sections by its heading (not the headings of forms inside them, which sit in a column).
      [...document.querySelectorAll('main section')]
        .filter((section) => !section.parentElement?.closest('section'))
        .forEach((section) => {
          const h2 = section.querySelector('h2');
          if (!h2) return;
          const style = getComputedStyle(section);
          // A heading centred on purpose is measured by its section's content box.
          const edge =
            style.textAlign === 'center'
              ? section.getBoundingClientRect().left + parseFloat(style.paddingLeft)
              : h2.getBoundingClientRect().left;
          rows.push([`section "${h2.textContent}"`, Math.round(edge)]);
        });
      const cards = document.getElementById('courses-title')?.closest('section')?.querySelector('ul');
      rows.push(['course cards', left(cards ?? null)]);
      const cardsBox = cards?.getBoundingClientRect();
      rows.push(['course cards right', cardsBox ? Math.round(window.innerWidth - cardsBox.right) : null]);
      return rows;
    });
    const logoLeft = edges[0]![1]!;
    expect(logoLeft).toBe(40);
    for (const [name, edge] of edges) expect(edge, name).toBe(logoLeft);
  });

  test('a remote page starts at the same left edge as the header', async ({ page }) => {
    for (const path of ['/tournament', '/courses']) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1).toBeVisible();
      const logo = (await page.locator('header a').first().boundingBox())!;
      expect(Math.round((await h1.boundingBox())!.x), path).toBe(Math.round(logo.x));
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the share dialog shows the whole page address', async ({ page }) => {
    await page.goto('/courses/chess');
    await page.getByRole('button', { name: 'Share' }).click();
    const address = page.getByRole('dialog', { name: 'Share' }).getByLabel('Page address');
    await expect(address).toHaveValue('http://localhost:3000/courses/chess');
    const fit = await address.evaluate((el) => ({
      wide: el.scrollWidth - el.clientWidth,
      tall: el.scrollHeight - el.clientHeight,
      left: el.scrollLeft,
      right: el.getBoundingClientRect().right,
      x: el.getBoundingClientRect().left,
    }));
    expect(fit.wide).toBeLessThanOrEqual(0);
    expect(fit.tall).toBeLessThanOrEqual(1);
    expect(fit.left).toBe(0);
    expect(fit.x).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(PHONE.width);
  });

  test('the tournament schedule is part of the page and shows at least four tournaments at once', async ({ page }) => {
    await page.goto('/tournament');
    const schedule = page.getByRole('region', { name: 'Tournament schedule' });
    const rows = schedule.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    // No scroll box inside the scrolling page.
    expect(await schedule.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    const { span, room } = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('[aria-label="Tournament schedule"] tbody tr')];
      const header = document.querySelector('header')!.getBoundingClientRect();
      const bar = document.querySelector('[data-testid="floating-actions"]')!.getBoundingClientRect();
      return { span: cards[3]!.getBoundingClientRect().bottom - cards[0]!.getBoundingClientRect().top, room: bar.top - header.bottom };
    });
    expect(span).toBeLessThanOrEqual(room);
    // Scrolled by the page: the fourth card comes fully into view with the first still on screen.
    await rows.nth(0).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    for (let index = 0; index < 4; index += 1) await expect(rows.nth(index)).toBeInViewport({ ratio: 1 });
  });
});

test.describe('/payment', () => {
  test('at 390 px the UPI app buttons with their marks come first, the QR code behind "Pay from another device"', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/payment');
    // Measure the live page, not the prerendered copy it replaces.
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
    const googlePay = page.getByRole('region', { name: 'Payment in INR' }).getByRole('link', { name: 'Google Pay' });
    const scan = page.getByRole('region', { name: 'Scan & Pay' });
    await expect(googlePay).toBeVisible();
    await expect(googlePay.locator('svg path')).toHaveCount(1);
    expect((await googlePay.boundingBox())!.y).toBeLessThan((await scan.boundingBox())!.y);
    const qr = page.getByRole('img', { name: /QR code/ });
    await expect(qr).toBeHidden();
    const toggle = scan.getByRole('button', { name: 'Pay from another device' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(qr).toBeVisible();
  });

  test('at 1280 px the three cards are equally high and the QR code shows without a button', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/payment');
    // Measure the live page, not the prerendered copy it replaces.
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay from another device' })).toBeHidden();
    const heights = await Promise.all(
      ['Payment in INR', 'Scan & Pay', 'Payment in Other Currencies'].map(
        async (name) => (await page.getByRole('region', { name }).boundingBox())!.height,
      ),
    );
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('link', { name: 'PayPal' }).locator('svg path')).toHaveCount(1);
  });
});

test('at 390 px the chat button shows the messaging app mark, WhatsApp, and is named for it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  const chat = page.getByTestId('floating-actions').getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toBeVisible();
  // The WhatsApp glyph's outline starts at its handset's ring; the generic bubble it replaced did not.
  expect(await chat.locator('svg path').getAttribute('d')).toMatch(/^M17\.472 14\.382/);
});
