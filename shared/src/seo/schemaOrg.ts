// The schema.org types and properties our JSON-LD uses, as strict zod schemas: a block with a
// property these types do not define, or a value of the wrong kind, fails. Tests only.
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });
const context = z.literal('https://schema.org');
const text = z.string().min(1);

const organizationRef = z.strictObject({ '@type': z.literal('EducationalOrganization'), name: text, url });

const PostalAddress = z.strictObject({
  '@type': z.literal('PostalAddress'),
  streetAddress: text,
  addressLocality: text.optional(),
  addressRegion: text.optional(),
  postalCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  addressCountry: z.string().length(2),
});

const Organization = organizationRef.extend({
  '@context': context,
  email: z.email(),
  telephone: text,
  sameAs: z.array(url),
  contactPoint: z.strictObject({ '@type': z.literal('ContactPoint'), contactType: text, telephone: text, email: z.email() }),
  address: PostalAddress,
});

const Course = z.strictObject({
  '@context': context,
  '@type': z.literal('Course'),
  name: text,
  description: text,
  url,
  image: url,
  provider: organizationRef,
  aggregateRating: z.strictObject({
    '@type': z.literal('AggregateRating'),
    ratingValue: z.number().min(1).max(5),
    bestRating: z.literal(5),
    ratingCount: z.number().int().positive(),
  }),
  hasCourseInstance: z.strictObject({
    '@type': z.literal('CourseInstance'),
    courseMode: z.literal('online'),
    courseWorkload: z.string().regex(/^P/),
  }),
  offers: z.strictObject({
    '@type': z.literal('Offer'),
    category: text,
    price: z.number().nonnegative(),
    priceCurrency: z.string().length(3),
    url,
  }),
});

const Event = z.strictObject({
  '@context': context,
  '@type': z.literal('Event'),
  name: text,
  description: text,
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/),
  eventStatus: z.literal('https://schema.org/EventScheduled'),
  eventAttendanceMode: z.literal('https://schema.org/OnlineEventAttendanceMode'),
  location: z.strictObject({ '@type': z.literal('VirtualLocation'), url }),
  organizer: organizationRef,
});

const BreadcrumbList = z.strictObject({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(z.strictObject({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: text, item: url }))
    .min(2)
    .refine((items) => items.every((item, index) => item.position === index + 1), 'positions count from 1'),
});

const BY_TYPE = { EducationalOrganization: Organization, Course, Event, BreadcrumbList } as const;

/** Checks one parsed block against the schema of its @type; returns the problems found. */
export function validateJsonLd(block: unknown): string[] {
  const type = (block as { '@type'?: string } | null)?.['@type'];
  const schema = BY_TYPE[type as keyof typeof BY_TYPE];
  if (!schema) return [`unknown @type ${String(type)}`];
  const result = schema.safeParse(block);
  return result.success ? [] : result.error.issues.map((issue) => `${type} ${issue.path.join('.')}: ${issue.message}`);
}
