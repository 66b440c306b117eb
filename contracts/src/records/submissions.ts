import { z } from 'zod';
import { APPLICATION_STATUSES, REGISTRATION_STATUSES } from '../rules/office';
import { instantSchema, isoDaySchema } from './instants';

// The two records a visitor's form creates, as the API stores them and the office reads them,
// and the answers of the site's two write calls. Field names say what they hold; instants are
// ISO 8601 UTC; text the person typed is kept as typed (after the form's rules trimmed it).

/** When the person agreed to the privacy notice, and to which version of it; null for records older than consent. */
export const consentSchema = z.object({ at: instantSchema, notice: z.string() }).nullable();

/** The e-mails a record sends: to the person (confirmation) and to the academy (notification). */
export const EMAIL_PURPOSES = ['confirmation', 'notification'] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

/**
 * Where one e-mail of a record stands. `pending` is waiting for its first try or its next one
 * (attempts > 0 means it is retrying); `sent` went out at `sentAt`; `failed` gave up after the
 * last try, with the last error kept.
 */
export const EMAIL_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export const emailDeliverySchema = z.object({
  purpose: z.enum(EMAIL_PURPOSES),
  templateId: z.string(),
  state: z.enum(EMAIL_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  sentAt: instantSchema.nullable(),
  nextAttemptAt: instantSchema.nullable(),
  lastError: z.string().nullable(),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

/** What staff keep on every record, and when its personal data was erased (null while it holds it). */
const officeFields = {
  note: z.string(),
  consent: consentSchema,
  erasedAt: instantSchema.nullable(),
  emails: z.array(emailDeliverySchema),
  /**
   * The record's version: the value of its ETag, changing whenever any field but its e-mails
   * changes. A PATCH sends it back in If-Match, so an edit never overwrites one made since. Every
   * record the API reads from its store has one; a record being built (before it is stored) not yet.
   */
  version: z.string().optional(),
  /** The day staff mean to follow the person up (YYYY-MM-DD, India's calendar), null for none. Stored records always have it. */
  followUpOn: isoDaySchema.nullable().optional(),
  /** The staff e-mail of who works the record, '' for nobody yet. Stored records always have it. */
  owner: z.string().optional(),
};

export const registrationRecordSchema = z.object({
  registrationNumber: z.string(),
  receivedAt: instantSchema,
  course: z.string(),
  parentName: z.string(),
  childName: z.string(),
  /** Digits, or empty when not given. */
  age: z.string(),
  address: z.string(),
  /** Digits without `+`, or empty when not given. */
  countryCode: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  referralCode: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  ...officeFields,
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

export const applicationRecordSchema = z.object({
  applicationNumber: z.string(),
  receivedAt: instantSchema,
  name: z.string(),
  /** With its country code, as the applicant typed it. */
  mobileNumber: z.string(),
  email: z.string(),
  expertIn: z.string(),
  level: z.string(),
  /** Whole years, as digits. */
  yearsOfExperience: z.string(),
  /** The opening applied for, or ANY_POSITION when the applicant came straight to the form. */
  position: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  ...officeFields,
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

/** 201 of `POST /registrations`: the number to show, when it was stored, and the token to book its demo with. */
export const registrationCreatedSchema = z.object({
  registrationNumber: z.string(),
  receivedAt: instantSchema,
  /** The signed token of the registration's demo page and calls (`/demo/<token>`, docs/decisions/demo-booking.md). */
  demoToken: z.string(),
});
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

/** 201 of `POST /applications`. */
export const applicationCreatedSchema = z.object({ applicationNumber: z.string(), receivedAt: instantSchema });
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;
