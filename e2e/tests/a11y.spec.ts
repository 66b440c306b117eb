import { CONSENT, animationsDone, contentLoaded, expect, test } from '../support/test';
import type { Locator, Page } from '../support/test';
import { COURSES } from '@academy/contracts/catalogue';
import { sitemapPaths } from '@academy/contracts/site';
import { AXE_PAGE_MS, axeViolations } from '../support/axe';

// axe-core on every route of the composed site and with every dialog, overlay, menu and panel
// open, at 1280 and 390 px: no violation of any impact, best practices and WCAG 2.2 included.

// Every public page of the site manifest, then a missing course, an achievement's own page and a missing page.
const PAGES = [
  ...sitemapPaths({ course: COURSES.map((course) => course.slug) }),
  '/courses/unknown',
  '/achievements/meera-nair',
  '/no-such-page',
];

async function expectNoViolations(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The live page, not the prerendered copy it replaces.
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  await contentLoaded(page);
}

const uniqueEmail = (tag: string) => `e2e-a11y-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const registrationForm = (page: Page): Locator => page.locator('form').filter({ has: page.getByLabel('Mobile number') });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    for (const path of PAGES) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await open(page, path);
        await expectNoViolations(page, path);
      });
    }

    test('axe finds no violation with the navigation open', async ({ page }) => {
      await open(page, '/about');
      if (width >= 900) {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /Courses/ })
          .hover();
        await expect(page.getByRole('link', { name: 'Vedic Math', exact: true }).first()).toBeVisible();
        await expectNoViolations(page, 'course dropdown');
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await animationsDone(page.locator('#mobile-menu'));
        await expectNoViolations(page, 'mobile menu');
      }
    });

    test('axe finds no violation with the share dialog and the terms dialogs open', async ({ page }) => {
      // Three pages visited, each with a dialog opened and checked.
      test.setTimeout(AXE_PAGE_MS * 4);
      await open(page, '/courses/chess');
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
      await expectNoViolations(page, 'course share dialog');

      await open(page, '/payment');
      await page.getByRole('button', { name: 'Terms & Conditions' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'payment terms');

      await open(page, '/careers/career-registration');
      await page.getByRole('button', { name: 'Terms & Conditions' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'careers terms');
    });

    test('axe finds no violation with the registration errors, the success overlay and the course request open', async ({ page }) => {
      // Four checks and a registration sent.
      test.setTimeout(AXE_PAGE_MS * 5);
      await open(page, '/');
      const request = page.locator('form').filter({ has: page.getByLabel('Course name') });
      await request.getByRole('button', { name: 'Notify me' }).click();
      await expect(request.getByText('Please enter Email and Course Name to proceed.')).toBeVisible();
      await expectNoViolations(page, 'course request with its message');

      await open(page, '/registration');
      const form = registrationForm(page);
      await form.getByRole('button', { name: 'Register' }).click();
      await expectNoViolations(page, 'registration errors');
      await form.getByLabel('Course').selectOption('Abacus');
      await form.getByLabel("Parent's name").fill('Meera Rao');
      await form.getByLabel("Child's name").fill('Arjun');
      await form.getByLabel('Age').fill('9');
      await form.getByLabel('Address').fill('Baner, Pune');
      await form.getByLabel('Country code').fill('91');
      await form.getByLabel('Mobile number').fill('9876543210');
      await form.getByLabel('E-mail').fill(uniqueEmail(`reg-${width}`));
      await form.getByRole('checkbox', { name: CONSENT.registration }).check();
      await form.getByRole('button', { name: 'Register' }).click();
      const overlay = page.getByRole('dialog', { name: 'Your registration is successful!' });
      await expect(overlay).toBeVisible();
      await animationsDone(overlay);
      await expectNoViolations(page, 'registration success overlay');
    });

    test('axe finds no violation with the career success panel open', async ({ page }) => {
      await open(page, '/careers/career-registration');
      const form = page.locator('form').filter({ has: page.getByLabel('Expert in') });
      await form.getByLabel(/^Name/).fill('Kavya Iyer');
      await form.getByLabel('Mobile number (with country code)').fill('919812345678');
      await form.getByLabel('E-mail').fill(uniqueEmail(`career-${width}`));
      await form.getByLabel('Years of experience').fill('6');
      await form.getByLabel('Expert in').selectOption('Vedic Math');
      await form.getByLabel('Level').selectOption('Advanced');
      await form.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
      await form.getByRole('checkbox', { name: CONSENT.application }).check();
      await form.getByRole('button', { name: 'Apply' }).click();
      const panel = page.getByRole('region', { name: 'Your Application is submitted successfully!' });
      await expect(panel).toBeVisible();
      await animationsDone(panel);
      await expectNoViolations(page, 'career success panel');
    });
  });
}
