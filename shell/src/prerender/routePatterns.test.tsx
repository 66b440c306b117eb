import { COURSES, REVIEW_TOPICS, ROUTE_ALIASES, ROUTE_META } from '@academy/shared';
import { prerenderRoutes, routePatterns } from './renderPage';

// routes.json (written from these patterns) is how the static server tells a page from a 404.

// The static server's own matcher, so the test and the server agree on what matches.
const { matchesPattern: matches } = require('../../../tooling/serve/serve') as {
  matchesPattern: (pattern: string, path: string) => boolean;
};

test.each([
  ...Object.values(ROUTE_META).map((route) => route.path),
  ...COURSES.map((course) => `/courses/${course.slug}`),
  ...REVIEW_TOPICS.map((topic) => `/reviews/${topic}`),
  ...Object.keys(ROUTE_ALIASES),
  ...prerenderRoutes,
  '/achievements/asha-k',
])('%s is matched by a route pattern', (path) => {
  expect(routePatterns().some((pattern) => matches(pattern, path))).toBe(true);
});

test('the catch-all is not a pattern, so an unknown path matches none', () => {
  expect(routePatterns()).not.toContain('*');
  expect(routePatterns().some((pattern) => matches(pattern, '/nope'))).toBe(false);
  expect(routePatterns().some((pattern) => matches(pattern, '/about/team'))).toBe(false);
});
