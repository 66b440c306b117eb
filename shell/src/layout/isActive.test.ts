import { topLinks } from '../content/navigation';
import { isNavItemActive } from './isActive';

const active = (pathname: string) => topLinks.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);

test.each([
  ['/', ['Home']],
  ['/chess', []],
  ['/courses', ['Courses']],
  ['/courses/vedicmath', ['Courses']],
  ['/tournament', ['Tournaments']],
  ['/chess/tournament', ['Tournaments']],
  ['/courses/chess/tournament', ['Tournaments']],
  ['/payment/', ['Payment']],
  ['/achievements/some-student', ['Achievements']],
  ['/contact', ['Contact Us']],
  ['/about', []],
])('on %s the marked links are %j', (pathname, expected) => {
  expect(active(pathname)).toEqual(expected);
});
