// schema.org blocks (JSON-LD) for search engines: the academy, its courses, its online
// tournaments and the breadcrumb trail of nested pages. Every builder returns plain data;
// <JsonLd> writes it into the page and structuredData.test.ts checks it against the types used.
import { istIsoWithOffset } from '@academy/contracts/time';
import type { SiteConfig } from '../config/siteConfig';

export type JsonLdBlock = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** An absolute URL on the site for a path (or an already absolute URL, unchanged). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

function organizationRef(config: SiteConfig) {
  return { '@type': 'EducationalOrganization', name: config.product, url: absoluteUrl(config.siteUrl, '/') };
}

/**
 * The configured one-line address ("…, Street, Locality, Region 411045, Country") as a
 * PostalAddress; an address without a six-digit PIN code stays whole in streetAddress.
 */
export function postalAddress(address: string) {
  const parts = address.split(', ');
  const pinAt = parts.findIndex((part) => /\s\d{6}$/.test(part));
  if (pinAt < 2) return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'IN' };
  const [, region, postalCode] = /^(.*)\s(\d{6})$/.exec(parts[pinAt] ?? '') ?? [];
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, pinAt - 1).join(', '),
    addressLocality: parts[pinAt - 1],
    addressRegion: region,
    postalCode,
    addressCountry: 'IN',
  };
}

/** The academy itself, with its contact point and postal address; on every page. */
export function organizationJsonLd(config: SiteConfig): JsonLdBlock {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(config),
    email: config.supportEmail,
    telephone: config.supportPhone,
    sameAs: config.social.map((link) => link.href),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: config.supportPhone,
      email: config.supportEmail,
    },
    address: postalAddress(config.address),
  };
}

export interface CourseJsonLdInput {
  name: string;
  description: string;
  /** Path of the course page. */
  path: string;
  image: string;
  /** Average rating out of 5 and the number of reviews it rests on. */
  rating: number;
  reviewCount: number;
}

/** One course, taught live online. */
export function courseJsonLd(config: SiteConfig, course: CourseJsonLdInput): JsonLdBlock {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: absoluteUrl(config.siteUrl, course.path),
    image: absoluteUrl(config.siteUrl, course.image),
    provider: organizationRef(config),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating, bestRating: 5, ratingCount: course.reviewCount },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: 'PT1H' },
    offers: {
      '@type': 'Offer',
      category: 'Free demo class',
      price: 0,
      priceCurrency: 'INR',
      url: absoluteUrl(config.siteUrl, '/registration'),
    },
  };
}

export interface EventJsonLdInput {
  name: string;
  start: Date;
  /** Where the game is played (the group link), or the schedule page. */
  url: string;
  description: string;
}

/** One online tournament. */
export function eventJsonLd(config: SiteConfig, event: EventJsonLdInput): JsonLdBlock {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: istIsoWithOffset(event.start),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: absoluteUrl(config.siteUrl, event.url) },
    organizer: organizationRef(config),
  };
}

/** The trail Home › … › this page, as name and path pairs. */
export function breadcrumbJsonLd(config: SiteConfig, crumbs: readonly { name: string; path: string }[]): JsonLdBlock {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(config.siteUrl, crumb.path),
    })),
  };
}
