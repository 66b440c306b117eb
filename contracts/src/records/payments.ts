import { z } from 'zod';
import { COURSES } from '../catalogue/courses';
import { ACTIVITY_KINDS, ACTIVITY_OUTCOMES } from '../rules/officePayments';
import { FEE_PERIODS } from './publicFees';
import { instantSchema, isoDaySchema } from './instants';

// Fees the academy publishes per course, the signed payment links staff send to a family, and a
// record's activity (calls, messages, notes, payments, status changes). docs/decisions/signed-payment-links.md.

// The calls, the unpublished fee's text and the rupees' format, without zod for the pages.
export {
  PAYMENT_PATHS,
  FEE_NOT_PUBLISHED,
  FEE_PERIODS,
  FEE_REASSURANCE,
  REFUND_POLICY,
  formatInr,
  feeDetails,
  feeFrom,
  feePrice,
  feeSummary,
} from './publicFees';
export type { FeeFacts, FeePeriod } from './publicFees';

const courseSlugs = COURSES.map((course) => course.slug) as [string, ...string[]];

/**
 * A published fee. One published before fees had periods has the period its text named (or
 * `month`), its classes when the text named them (else null), and `periodConfirmed` false until
 * the desk saves it again (migration 15).
 */
export const feeRecordSchema = z.object({
  /** The course's slug in the catalogue (`chess`). */
  course: z.enum(courseSlugs),
  /** Whole rupees. */
  feeInr: z.number().int().positive(),
  /** What the fee pays for. */
  period: z.enum(FEE_PERIODS),
  /** The classes the fee covers; null until the desk confirms a fee published before periods. */
  classesPerPeriod: z.number().int().positive().nullable(),
  /** The most children in one class. */
  batchSize: z.number().int().positive(),
  /** How long one class lasts, in minutes. */
  classMinutes: z.number().int().positive(),
  /** What the fee pays for, in a sentence or two. */
  included: z.string(),
  /** False while the period was read from an old fee's text and the desk has not saved it. */
  periodConfirmed: z.boolean(),
  updatedAt: instantSchema,
});
export type FeeRecord = z.infer<typeof feeRecordSchema>;

/** `GET /v1/fees` and `GET /office/fees`: the published fees, in catalogue order. */
export const feeListSchema = z.object({ fees: z.array(feeRecordSchema) });
export type FeeList = z.infer<typeof feeListSchema>;

/** 201 of `POST /office/registrations/:number/payment-link`: the link's path and query on the site. */
export const paymentLinkSchema = z.object({
  registrationNumber: z.string(),
  amountInr: z.number().int().positive(),
  /** `/payment?for=GFI12345&amount=4500&sig=…`, to put after the site's address. */
  path: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** 200 of `GET /v1/payment-links?for=&amount=&sig=`: a link the server signed, and the course it is for. */
export const paymentLinkCheckSchema = z.object({
  registrationNumber: z.string(),
  amountInr: z.number().int().positive(),
  /** The course's full name (`Chess`). */
  course: z.string(),
});
export type PaymentLinkCheck = z.infer<typeof paymentLinkCheckSchema>;

/** Kinds staff log, and the two the office writes itself: a payment (Mark paid) and a status change. */
export const ACTIVITY_ENTRY_KINDS = [...ACTIVITY_KINDS, 'payment', 'status'] as const;

export const activityEntrySchema = z.object({
  at: instantSchema,
  /** The staff e-mail of who logged it. */
  author: z.string(),
  kind: z.enum(ACTIVITY_ENTRY_KINDS),
  outcome: z.enum(ACTIVITY_OUTCOMES).nullable(),
  /** What staff wrote; '' once the record's personal data is erased. */
  text: z.string(),
  payment: z.object({ amountInr: z.number().int().positive(), paidOn: isoDaySchema, upiReference: z.string() }).nullable(),
  statusChange: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** `GET /office/{registrations,applications}/:number/activity`: newest first. */
export const activityListSchema = z.object({ entries: z.array(activityEntrySchema) });
export type ActivityList = z.infer<typeof activityListSchema>;
