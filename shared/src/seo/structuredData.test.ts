import { defaultConfig } from '../config/siteConfig';
import { validateJsonLd } from './schemaOrg';
import { breadcrumbJsonLd, courseJsonLd, eventJsonLd, organizationJsonLd, postalAddress } from './structuredData';

const config = { ...defaultConfig, siteUrl: 'https://gfi-academy.example' };

test('the organization block names the academy, its contact point and its postal address', () => {
  const block = organizationJsonLd(config);
  expect(validateJsonLd(block)).toEqual([]);
  expect(block).toMatchObject({
    name: 'GFI Academy',
    url: 'https://gfi-academy.example/',
    contactPoint: { telephone: '+91 98765 43210', email: 'support@gfi-academy.example' },
    address: {
      streetAddress: 'GFI Academy, 4th Floor, Orchid Plaza, Baner Road, Baner',
      addressLocality: 'Pune',
      addressRegion: 'Maharashtra',
      postalCode: '411045',
      addressCountry: 'IN',
    },
  });
});

test('an address without a PIN code stays whole', () => {
  expect(postalAddress('Somewhere in Pune')).toEqual({
    '@type': 'PostalAddress',
    streetAddress: 'Somewhere in Pune',
    addressCountry: 'IN',
  });
});

test('a course block carries its rating, provider and an online course instance', () => {
  const block = courseJsonLd(config, {
    name: 'Chess',
    description: 'Live chess classes.',
    path: '/courses/chess',
    image: '/assets/chess.svg',
    rating: 4.9,
    reviewCount: 6,
  });
  expect(validateJsonLd(block)).toEqual([]);
  expect(block).toMatchObject({
    url: 'https://gfi-academy.example/courses/chess',
    image: 'https://gfi-academy.example/assets/chess.svg',
    aggregateRating: { ratingValue: 4.9, ratingCount: 6 },
    hasCourseInstance: { courseMode: 'online' },
  });
});

test('an event is online, in a virtual location, and starts at an IST time with +05:30', () => {
  const start = new Date('2026-11-22T13:00:00Z');
  const block = eventJsonLd(config, {
    name: 'Chess tournament',
    description: 'Online rapid tournament.',
    start,
    url: 'https://lichess.org/team/gfi',
  });
  expect(validateJsonLd(block)).toEqual([]);
  expect(block.startDate).toBe('2026-11-22T18:30:00+05:30');
  expect(block.location).toEqual({ '@type': 'VirtualLocation', url: 'https://lichess.org/team/gfi' });
});

test("an event's IST start rolls over midnight and the year's end", () => {
  const at = (start: string) =>
    eventJsonLd(config, { name: 'Blitz', description: 'Online blitz.', start: new Date(start), url: 'https://lichess.org/team/gfi' })
      .startDate;
  expect(at('2026-12-31T18:30:00Z')).toBe('2027-01-01T00:00:00+05:30');
  expect(at('2026-12-31T18:29:59Z')).toBe('2026-12-31T23:59:59+05:30');
});

test('a breadcrumb list counts its items from 1 with absolute URLs', () => {
  const block = breadcrumbJsonLd(config, [
    { name: 'Home', path: '/' },
    { name: 'Courses', path: '/courses' },
    { name: 'Chess', path: '/courses/chess' },
  ]);
  expect(validateJsonLd(block)).toEqual([]);
  expect(block.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://gfi-academy.example/' },
    { '@type': 'ListItem', position: 2, name: 'Courses', item: 'https://gfi-academy.example/courses' },
    { '@type': 'ListItem', position: 3, name: 'Chess', item: 'https://gfi-academy.example/courses/chess' },
  ]);
});

test('the validator rejects unknown types, unknown properties and wrong values', () => {
  expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Recipe' })).toEqual(['unknown @type Recipe']);
  const course = courseJsonLd(config, {
    name: 'Chess',
    description: 'd',
    path: '/courses/chess',
    image: '/a.svg',
    rating: 4.9,
    reviewCount: 6,
  });
  expect(validateJsonLd({ ...course, teaches: 'chess' })).not.toEqual([]);
  expect(
    validateJsonLd({ ...course, hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'onsite', courseWorkload: 'PT1H' } }),
  ).not.toEqual([]);
  const event = eventJsonLd(config, { name: 'T', description: 'd', start: new Date(), url: '/tournament' });
  expect(validateJsonLd({ ...event, startDate: '2026-11-22T13:00:00Z' })).not.toEqual([]);
});
