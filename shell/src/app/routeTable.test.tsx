import { createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import { COURSES, REVIEW_TOPICS, ROUTE_ALIASES, ROUTE_META } from '@academy/shared';
import { AppRoutes } from './AppRoutes';

// The route metadata table (titles, descriptions, the sitemap) and the route table agree.

const routes: RouteObject[] = createRoutesFromChildren((AppRoutes().props as { children: ReactNode }).children);

function servedByAPage(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches[matches.length - 1]?.route.path !== '*';
}

test.each([
  ...Object.values(ROUTE_META).map((route) => route.path),
  ...COURSES.map((course) => `/courses/${course.slug}`),
  ...REVIEW_TOPICS.map((topic) => `/reviews/${topic}`),
  ...Object.keys(ROUTE_ALIASES),
])('%s is a page of the route table', (path) => {
  expect(servedByAPage(path)).toBe(true);
});

test('an unknown path falls through to the not-found page', () => {
  expect(servedByAPage('/no-such-page')).toBe(false);
});

test('every listed page has its own title and description', () => {
  const pages = Object.values(ROUTE_META);
  expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
});
