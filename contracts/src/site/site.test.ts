import { COURSES } from '../catalogue/courses';
import { APPS, PAGES, pagesOfRemote, pathsOf, prerenderedPaths, remoteApps, sitemapPaths, versionOfEntry } from './site';
import type { PageEntry } from './site';

// The site manifest is consistent with itself: what the sitemap lists is prerendered, every path
// is one page's, every remote page is an expose of that remote, every app has its own port.

const values = { course: COURSES.map((course) => course.slug) };
const pages = PAGES as readonly PageEntry[];

test('every page in the sitemap is prerendered, and the sitemap lists each course and review topic', () => {
  const prerendered = new Set(prerenderedPaths(values));
  expect(sitemapPaths(values).filter((path) => !prerendered.has(path))).toEqual([]);
  expect(sitemapPaths(values)).toEqual(expect.arrayContaining([...COURSES.map((course) => course.route), '/reviews/conceptualmath']));
  // Aliases are prerendered (they answer with the page) but not listed: their canonical link points away.
  expect(prerendered.has('/register')).toBe(true);
  expect(sitemapPaths(values)).not.toContain('/register');
});

test('a path and an alias belong to one page only', () => {
  const all = pages.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
  expect(new Set(all).size).toBe(all.length);
  expect(new Set(pages.map((page) => page.key)).size).toBe(pages.length);
});

test('each remote page is a module its remote exposes, and each listed page has its own title and description', () => {
  for (const app of remoteApps()) {
    for (const { expose } of pagesOfRemote(app.remote)) expect(Object.keys(app.exposes)).toContain(expose);
  }
  const titled = pages.filter((page) => page.title);
  expect(new Set(titled.map((page) => page.title)).size).toBe(titled.length);
  expect(new Set(titled.map((page) => page.description)).size).toBe(titled.length);
  // A page listed in the sitemap without a parameter has a title of its own.
  expect(pages.filter((page) => !page.each && page.prerender !== false && !page.title).map((page) => page.path)).toEqual([]);
});

test('each app has its own folder and port', () => {
  expect(new Set(APPS.map((app) => app.port)).size).toBe(APPS.length);
  expect(new Set(APPS.map((app) => app.dir)).size).toBe(APPS.length);
});

test('a page is at its canonical path first, then its aliases; a parameter takes each of its values', () => {
  expect(pathsOf('tournament')).toEqual(['/tournament', '/chess/tournament', '/courses/chess/tournament']);
  expect(pathsOf('course', values)).toEqual(COURSES.map((course) => course.route));
  expect(pathsOf('reviewTopic')).toEqual(['/reviews/conceptualmath']);
});

test.each([
  ['http://localhost:3004/0.2.0/remoteEntry.js', '0.2.0'],
  ['https://cdn.example.org/careers/2026.11.23-1/remoteEntry.js', '2026.11.23-1'],
  ['http://localhost:3004/remoteEntry.js', null],
  ['http://localhost:3004/0.2.0/other.js', null],
])('the version folder of %s is %s', (entry, version) => {
  expect(versionOfEntry(entry)).toBe(version);
});
