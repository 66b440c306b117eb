import AxeBuilder from '@axe-core/playwright';
import { contentLoaded, expect, test } from '../support/test';
import type { Page } from '../support/test';
import { AXE_PAGE_MS } from '../support/axe';

// mfe-courses in the composed site: Home's course cards and tabs/accordion, All Courses, the five
// course pages with their conditional buttons, the share dialog, reviews and axe, at 1280 and 390 px.

const COURSES = [
  { slug: 'chess', title: 'Chess', ratings: '4.9', learners: '1000+', duration: '20 - 100 weeks', readAll: true, tournaments: true },
  { slug: 'coding', title: 'Coding', ratings: '4.7', learners: '500+', duration: '12 - 50 weeks', readAll: false, tournaments: false },
  { slug: 'abacus', title: 'Abacus', ratings: '4.8', learners: '400+', duration: '10 - 40 weeks', readAll: false, tournaments: false },
  {
    slug: 'conceptualmath',
    title: 'Conceptual Math',
    ratings: '4.9',
    learners: '700+',
    duration: '15 - 30 weeks',
    readAll: true,
    tournaments: false,
  },
  {
    slug: 'vedicmath',
    title: 'Vedic Math',
    ratings: '4.8',
    learners: '800+',
    duration: '20 - 50 weeks',
    readAll: false,
    tournaments: false,
  },
];
const WIDTHS = [1280, 390];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('Home shows five course cards under one "Our Courses" heading, and a card leads to its course', async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Our Courses' });
      await expect(section.getByRole('link', { name: /^View Course/ })).toHaveCount(5);
      await expect(section.getByRole('list').first().getByRole('heading', { level: 3 })).toHaveText([
        'Chess',
        'Coding',
        'Abacus',
        'Math',
        'Vedic Math',
      ]);
      await expect(section.getByRole('heading', { name: /Courses/ })).toHaveCount(1);
      await expect(section.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/courses');
      await section.getByRole('link', { name: /^View Course.*Conceptual Math/ }).click();
      await expect(page).toHaveURL(/\/courses\/conceptualmath$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Conceptual Math' })).toBeVisible();
    });

    test('All Courses shows the five cards and each opens its page with the published figures and buttons', async ({ page }) => {
      await page.goto('/courses');
      await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(COURSES.map((c) => c.title));
      for (const course of COURSES) {
        await page.goto('/courses');
        await page.getByRole('link', { name: new RegExp(`^View Course.*${course.title}$`) }).click();
        await expect(page).toHaveURL(new RegExp(`/courses/${course.slug}$`));
        const hero = page.getByRole('region', { name: course.title });
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText(course.title);
        await expect(hero.getByRole('definition')).toHaveText([
          `★ ${course.ratings}`,
          course.learners,
          course.duration,
          /^(₹[\d,]+ \/ (month|level|term)|After the free demo)$/,
        ]);
        await expect(hero.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/registration');
        await expect(page.getByRole('link', { name: 'View Tournaments' })).toHaveCount(course.tournaments ? 1 : 0);
        await expect(page.getByRole('link', { name: /^Read All/ })).toHaveCount(course.readAll ? 1 : 0);
        // At least three reviews.
        await expect(page.getByRole('region', { name: 'Ratings & Reviews' }).getByRole('listitem').nth(2)).toBeVisible();
      }
    });

    test('axe finds no violation on /courses, each course page, the reviews pages and a missing course', async ({ page }) => {
      // Eleven pages, each waiting for its reads (the fees among them) and then judged by axe.
      test.setTimeout(120_000);
      const paths = [
        '/courses',
        ...COURSES.map((c) => `/courses/${c.slug}`),
        '/reviews',
        '/reviews/chess',
        '/reviews/conceptualmath',
        '/reviews/juggling',
        '/courses/juggling',
      ];
      test.setTimeout(AXE_PAGE_MS * paths.length);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await contentLoaded(page);
        await test.step(path, () => expectNoAxeViolations(page));
      }
    });

    test('Share opens the dialog with the address, copies it, links to four networks and closes with Escape', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/courses/chess');
      const share = page.getByRole('button', { name: 'Share' });
      await share.click();
      const dialog = page.getByRole('dialog', { name: 'Share' });
      await expect(dialog.getByLabel('Page address')).toHaveValue('http://localhost:3000/courses/chess');
      await expectNoAxeViolations(page);

      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('http://localhost:3000/courses/chess');
      await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });

      const encoded = encodeURIComponent('http://localhost:3000/courses/chess');
      await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      );
      await expect(dialog.getByRole('link')).toHaveCount(4);
      for (const link of await dialog.getByRole('link').all()) await expect(link).toHaveAttribute('target', '_blank');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(share).toBeFocused();
    });

    test('Read All leads to the reviews, /reviews defaults to chess, and an unknown topic says there are none', async ({ page }) => {
      await page.goto('/courses/chess');
      await page.getByRole('link', { name: /^Read All/ }).click();
      await expect(page).toHaveURL(/\/reviews\/chess$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Chess Reviews' })).toBeVisible();
      await expect(page.getByText('5 out of 5 stars').first()).toBeAttached();

      await page.goto('/reviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Chess Reviews' })).toBeVisible();
      await page.goto('/reviews/juggling');
      await expect(page.getByText('Sorry, No Reviews Available for this topic yet.')).toBeVisible();
      await page.goto('/courses/juggling');
      await expect(page.getByText(/couldn't find that course/)).toBeVisible();
      await page.getByRole('link', { name: 'See all courses' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    });
  });
}

test('wide screens: course tabs with Chess selected, arrow keys switch, Register goes to /registration', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Courses' });
  await tabs.scrollIntoViewIfNeeded();
  const chess = page.getByRole('tab', { name: 'Chess' });
  await expect(chess).toHaveAttribute('aria-selected', 'true');
  await chess.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Coding' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Coding' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Vedic Math' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel', { name: 'Vedic Math' }).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registration$/);
});

test('small screens: a course accordion, one panel open at a time and collapsible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const chess = page.getByRole('button', { name: 'Chess', exact: true });
  const coding = page.getByRole('button', { name: 'Coding', exact: true });
  await chess.scrollIntoViewIfNeeded();
  await expect(chess).toHaveAttribute('aria-expanded', 'true');
  await coding.click();
  await expect(coding).toHaveAttribute('aria-expanded', 'true');
  await expect(chess).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Coding' }).getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/registration',
  );
  await coding.press('Enter');
  await expect(coding).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Coding' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('mfe-courses runs standalone: All Courses, a course page, reviews and both widgets', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://localhost:3001/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
  await page.getByRole('link', { name: /^View Course.*Abacus$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abacus' })).toBeVisible();
  await page.goto('http://localhost:3001/reviews/conceptualmath');
  await expect(page.getByRole('heading', { level: 1, name: 'Conceptual Math Reviews' })).toBeVisible();
  await page.goto('http://localhost:3001/widgets/course-cards');
  await expect(page.getByRole('link', { name: /^View Course/ })).toHaveCount(5);
  await page.goto('http://localhost:3001/widgets/course-tabs');
  await expect(page.getByRole('tab', { name: 'Chess' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});
