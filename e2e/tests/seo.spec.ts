import { expect, test } from '../support/test';
import type { Page } from '../support/test';
import { validateJsonLd } from '../../shared/src/seo/schemaOrg';
import { COURSES } from '@academy/contracts/catalogue';
import { sitemapPaths } from '@academy/contracts/site';

// What search engines and link previews read: a unique title and description per page, the
// canonical link and preview tags, schema.org JSON-LD that parses and validates, the sitemap
// listing every public page and robots.txt pointing at it.

const SITE = 'http://localhost:3000';
/** Every public page of the site manifest, each course's included. */
const PUBLIC_PAGES = sitemapPaths({ course: COURSES.map((course) => course.slug) });
const NESTED = (path: string) => path.split('/').length > 2;

interface Head {
  title: string;
  description: string[];
  canonical: string[];
  tags: Record<string, string>;
  jsonLd: unknown[];
}

/**
 * The head and JSON-LD of `path` once its live page shows its heading: the page's title, meta tags
 * and its own JSON-LD are rendered with that heading. A block made from loaded data (the
 * tournaments' Events) comes later; its test waits for it.
 */
async function readHead(page: Page, path: string): Promise<Head> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return headOf(page);
}

async function headOf(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const content = (el: Element) => el.getAttribute('content') ?? '';
    const tags: Record<string, string> = {};
    for (const el of document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
      tags[el.getAttribute('property') ?? el.getAttribute('name') ?? ''] = content(el);
    }
    return {
      title: document.title,
      description: [...document.querySelectorAll('meta[name="description"]')].map(content),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((el) => el.getAttribute('href') ?? ''),
      tags,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el): unknown => JSON.parse(el.textContent ?? '')),
    };
  });
}

const typesOf = (blocks: unknown[]) => blocks.map((block) => (block as { '@type': string })['@type']);

test('every public page has its own title, description, canonical link and preview tags, and valid JSON-LD', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of PUBLIC_PAGES) {
    await test.step(path, async () => {
      const head = await readHead(page, path);
      const url = new URL(path, SITE).href;
      expect(head.description).toHaveLength(1);
      expect(head.canonical).toEqual([url]);
      expect(head.title).toMatch(/ \| GFI Academy$/);
      expect(head.tags).toMatchObject({
        'og:title': head.title,
        'og:description': head.description[0],
        'og:url': url,
        'og:image': expect.stringMatching(/^http:\/\/localhost:\d+\//),
        'twitter:card': 'summary_large_image',
        'twitter:title': head.title,
        'twitter:description': head.description[0],
        'twitter:image': head.tags['og:image'],
      });
      expect(titles.get(head.title), `${path} repeats the title of`).toBeUndefined();
      expect(descriptions.get(head.description[0]!), `${path} repeats the description of`).toBeUndefined();
      titles.set(head.title, path);
      descriptions.set(head.description[0]!, path);

      for (const block of head.jsonLd) expect(validateJsonLd(block), JSON.stringify(block)).toEqual([]);
      const types = typesOf(head.jsonLd);
      expect(types.filter((t) => t === 'EducationalOrganization')).toHaveLength(1);
      expect(types.includes('BreadcrumbList')).toBe(NESTED(path));
      expect(types.includes('Course')).toBe(path.startsWith('/courses/'));
    });
  }
});

test('a course page previews with its own title and image, and its Course block carries its rating', async ({ page }) => {
  const head = await readHead(page, '/courses/conceptualmath');
  expect(head.title).toBe('Conceptual Math Classes for Kids Online | GFI Academy');
  expect(head.tags['og:image']).toMatch(/conceptualmath.*\.svg$/);
  const course = head.jsonLd.find((block) => (block as { '@type': string })['@type'] === 'Course');
  expect(course).toMatchObject({
    name: 'Conceptual Math',
    aggregateRating: { ratingValue: 4.9 },
    hasCourseInstance: { courseMode: 'online' },
  });
  const trail = head.jsonLd.find((block) => (block as { '@type': string })['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(trail.itemListElement.map((item) => item.name)).toEqual(['Home', 'Courses', 'Conceptual Math']);
});

test('an achievement page previews with the student’s title and certificate', async ({ page }) => {
  await page.goto('/achievements/meera-nair');
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Nair' })).toBeVisible();
  await expect(page).toHaveTitle('Meera Nair | GFI Academy');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:4000\/images\/.+/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/achievements/meera-nair`);
});

test('each upcoming tournament is an online Event starting at an IST time', async ({ page }) => {
  await readHead(page, '/tournament');
  const upcoming = page.locator('tr[data-phase="upcoming"], tr[data-phase="starting-soon"]');
  await expect(upcoming.first()).toBeVisible();
  // The rows and their Events render together from the loaded schedule, after the page's heading;
  // on a busy machine they arrive after the network is idle, so the head is read until they are there.
  const eventsOf = (head: Head) =>
    head.jsonLd.filter((block) => (block as { '@type': string })['@type'] === 'Event') as {
      startDate: string;
      eventAttendanceMode: string;
    }[];
  const upcomingRows = await upcoming.count();
  await expect.poll(async () => eventsOf(await headOf(page)).length).toBe(upcomingRows);
  for (const event of eventsOf(await headOf(page))) {
    expect(event.startDate).toMatch(/\+05:30$/);
    expect(new Date(event.startDate).getTime()).toBeGreaterThan(Date.now());
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  }
});

test('aliases point their canonical link at the page they show; the not-found page is not indexed', async ({ page }) => {
  expect((await readHead(page, '/register')).canonical).toEqual([`${SITE}/registration`]);
  expect((await readHead(page, '/chess/tournament')).canonical).toEqual([`${SITE}/tournament`]);
  await readHead(page, '/no-such-page');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});

test('sitemap.xml lists every public page with absolute URLs, and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get(`${SITE}/sitemap.xml`);
  expect(sitemap.ok()).toBe(true);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(PUBLIC_PAGES.map((path) => new URL(path, SITE).href).sort());

  const robots = await request.get(`${SITE}/robots.txt`);
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
