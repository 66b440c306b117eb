import { z } from 'zod';
import { applicationSchema, registrationSchema } from './schemas';

// The staff office's rules, shared by the office app and the API.

/** A staff password's least length; the staff CLI refuses a shorter one. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** What staff record about a registration, `new` on arrival. */
export const REGISTRATION_STATUSES = ['new', 'contacted', 'demo-booked', 'enrolled', 'closed'] as const;

/** What staff record about an application, `new` on arrival. */
export const APPLICATION_STATUSES = ['new', 'reviewed', 'interviewing', 'hired', 'rejected'] as const;

/** The header every state-changing office call carries, with the session's token. */
export const CSRF_HEADER = 'X-CSRF-Token';

export const signInSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, 'Enter your e-mail.').max(254, 'Enter your e-mail.'),
  password: z.string().min(1, 'Enter your password.').max(1024, 'The password is too long.'),
});

export const SIGN_IN_REFUSED_MESSAGE = 'The e-mail or password is not right.';
export const SIGN_IN_LOCKED_MESSAGE = 'Too many failed sign-ins. Please wait 15 minutes and try again.';

/** The two lists staff work through. */
export type OfficeRecordKind = 'registrations' | 'applications';

/** The most a note may hold. */
export const NOTE_MAX_LENGTH = 2000;
const note = z.string().trim().max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters.`);

export const registrationUpdateSchema = z
  .strictObject({ status: z.enum(REGISTRATION_STATUSES, 'Choose one of the statuses.').optional(), note: note.optional() })
  .refine((u) => u.status !== undefined || u.note !== undefined, 'Send a status, a note or both.');
export const applicationUpdateSchema = z
  .strictObject({ status: z.enum(APPLICATION_STATUSES, 'Choose one of the statuses.').optional(), note: note.optional() })
  .refine((u) => u.status !== undefined || u.note !== undefined, 'Send a status, a note or both.');
export type RecordUpdate = { status?: string; note?: string };

/** A YYYY-MM-DD day on the academy's calendar, as the office's from/to filters take it. */
export const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A registration's personal fields staff may correct (the public form's own rules judge them). */
export const REGISTRATION_PERSONAL_FIELDS = ['parentName', 'childName', 'age', 'address', 'countryCode', 'mobileNumber', 'email'] as const;
/** An application's personal fields staff may correct. */
export const APPLICATION_PERSONAL_FIELDS = ['name', 'mobileNumber', 'email'] as const;

const oneField = (fields: object) => Object.keys(fields).length > 0;
const CORRECTION_EMPTY = 'Send at least one field to correct.';
export const registrationCorrectionSchema = registrationSchema
  .pick({ parentName: true, childName: true, age: true, address: true, countryCode: true, mobileNumber: true, email: true })
  .partial()
  .refine(oneField, CORRECTION_EMPTY);
export const applicationCorrectionSchema = applicationSchema
  .pick({ name: true, mobileNumber: true, email: true })
  .partial()
  .refine(oneField, CORRECTION_EMPTY);

/** Why a record's personal data is erased: kept in the audit log. */
export const ERASURE_REASON_MAX_LENGTH = 500;
export const erasureSchema = z.strictObject({
  reason: z
    .string('Give the reason for the erasure.')
    .trim()
    .min(1, 'Give the reason for the erasure.')
    .max(ERASURE_REASON_MAX_LENGTH, `A reason holds at most ${ERASURE_REASON_MAX_LENGTH} characters.`),
});
