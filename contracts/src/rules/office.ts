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
  /** The six-digit code of an authenticator app, or one of the account's recovery codes. */
  otp: z.string().trim().max(64, 'The code is too long.').optional(),
});

export const SIGN_IN_REFUSED_MESSAGE = 'The e-mail or password is not right.';
export const SIGN_IN_LOCKED_MESSAGE = 'Too many failed sign-ins. Please wait 15 minutes and try again.';
/** Many failures on one account from anywhere: each next try waits a little longer (Retry-After). */
export const SIGN_IN_SLOWED_MESSAGE = 'There have been many failed sign-ins to this account. Please wait a minute and try again.';
/** The password was right and the account has two-factor sign-in: the answer carries `otpRequired: true`. */
export const OTP_NEEDED_MESSAGE = 'Enter the six-digit code from your authenticator app, or one of your recovery codes.';
export const OTP_REFUSED_MESSAGE = 'That code is not right, or it was already used. Enter the newest code from your authenticator app.';
/** The wrong codes on an account reached their limit: the sign-in starts again, after the account's delay. */
export const OTP_START_AGAIN_MESSAGE =
  'Too many wrong codes. Start again with your password, and the newest code from your authenticator app.';
export const MANAGER_MUST_ENROL_MESSAGE =
  'A manager account needs two-factor sign-in before it can sign in. Ask the operator to run: npm run staff -w api -- totp <your e-mail>';

/** What a staff account may do: desk staff work records and publish content; managers also erase, export whole lists, delete content and read the audit log. */
export const STAFF_ROLES = ['desk', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The sentence of a 403 a desk account gets for a manager's task. */
export const managerOnlyMessage = (task: string): string => `Only a manager can ${task}. Ask a manager to do it.`;
export const MANAGER_TASKS = {
  erase: 'erase personal data',
  setExportLimit: 'set how many records a desk account may export at once',
  deleteContent: 'delete tournaments, puzzles, achievements or teachers',
  readAudit: 'read the audit log',
  deleteFee: 'delete a published fee',
  exportFunnel: 'export the demo funnel',
} as const;

/** The two lists staff work through. */
export type OfficeRecordKind = 'registrations' | 'applications';

/** The most a note may hold. */
export const NOTE_MAX_LENGTH = 2000;
const note = z.string().trim().max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters.`);

/** A follow-up day as YYYY-MM-DD, or null to clear it. */
const followUpOn = z
  .string()
  // The sentence is declared further down, with the other words about days: read when judged.
  .refine((day) => isCalendarDay(day), { error: () => OFFICE_DAY_MESSAGE })
  .nullable();
/** Who works the record: a staff account's e-mail (the API checks it is one), or '' for nobody. */
const owner = z.string().trim().toLowerCase().max(254, 'Choose a staff member.');
const UPDATE_NEEDS = 'Send a status, a note, a follow-up day or an owner.';
const anyField = (u: Record<string, unknown>) => Object.values(u).some((value) => value !== undefined);
export const registrationUpdateSchema = z
  .strictObject({
    status: z.enum(REGISTRATION_STATUSES, 'Choose one of the statuses.').optional(),
    note: note.optional(),
    followUpOn: followUpOn.optional(),
    owner: owner.optional(),
  })
  .refine(anyField, UPDATE_NEEDS);
export const applicationUpdateSchema = z
  .strictObject({
    status: z.enum(APPLICATION_STATUSES, 'Choose one of the statuses.').optional(),
    note: note.optional(),
    followUpOn: followUpOn.optional(),
    owner: owner.optional(),
  })
  .refine(anyField, UPDATE_NEEDS);
export type RecordUpdate = { status?: string; note?: string; followUpOn?: string | null; owner?: string };
/** An owner that is no staff account. */
export const OWNER_UNKNOWN_MESSAGE = 'There is no staff account with that e-mail.';

/**
 * The desk's views of a list (`?view=`), judged against the API's clock in India: records the
 * signed-in person owns; those of them whose follow-up is today or before; follow-ups due today;
 * follow-ups overdue (before today); new records nobody has contacted 24 hours after they arrived;
 * and registrations with a demo booked (not cancelled) in a slot of this week (Monday to Sunday).
 * The demo's own views (needs a slot, no-show, attended not yet paid) are DEMO_RECORD_VIEWS.
 */
export const RECORD_VIEWS = ['mine', 'my-due', 'due-today', 'overdue', 'not-contacted', 'demos-this-week'] as const;
export type RecordView = (typeof RECORD_VIEWS)[number];
/** How long a new record may wait for its first contact. */
export const FIRST_CONTACT_HOURS = 24;

/** A record's PATCH without If-Match (428): the version it was read at is required. */
export const VERSION_REQUIRED_MESSAGE = 'Send the version of the record you read (If-Match), so a change made since is not overwritten.';
/** A record's PATCH whose If-Match is not the record's version any more (412). */
export const RECORD_CHANGED_MESSAGE = 'Someone changed this record since you opened it. Nothing was saved.';

/** How the office reaches a person in one tap: a call, or a WhatsApp chat that starts with a message. */
export const OFFICE_CONTACT = {
  /** The academy's country: a number stored without a country code is one of India's. */
  defaultCountryCode: '91',
  /** What a WhatsApp chat opened from a registration starts with: the demo class to book. */
  demoBookingMessage: (name: string, course: string): string =>
    `Hello ${name}, this is GFI Academy. Thank you for registering for ${course}. When would suit you for a free demo class?`,
  /** What a chat opened from a booked demo starts with: the demo, to confirm or move. */
  bookedDemoMessage: (name: string, course: string, when: string): string =>
    `Hello ${name}, this is GFI Academy about your free ${course} demo class on ${when}.`,
  /** What a chat opened from an application starts with. */
  applicationMessage: (name: string): string => `Hello ${name}, this is GFI Academy about your application to teach with us.`,
} as const;

const digitsOnly = (text: string): string => text.replace(/\D/g, '').replace(/^0+/, '');

/**
 * A mobile number as it is stored: digits, the country code first, never the trunk 0. A
 * registration keeps its code apart (`countryCode`); an application's number holds it, and one
 * of ten digits or fewer was typed without it, so India's is put first.
 */
export function storedPhone(countryCode: string | null, mobileNumber: string): { countryCode: string; mobileNumber: string } {
  const mobile = digitsOnly(mobileNumber);
  if (countryCode === null) {
    return {
      countryCode: '',
      mobileNumber: mobile !== '' && mobile.length <= 10 ? `${OFFICE_CONTACT.defaultCountryCode}${mobile}` : mobile,
    };
  }
  return {
    countryCode: mobile === '' ? digitsOnly(countryCode) : digitsOnly(countryCode) || OFFICE_CONTACT.defaultCountryCode,
    mobileNumber: mobile,
  };
}

/** The links of one number (international digits, code first): a call and a WhatsApp chat; null when there is no number. */
export function contactLinks(international: string, message: string): { tel: string; whatsApp: string; shown: string } | null {
  const digits = digitsOnly(international);
  if (digits.length < 6) return null;
  return { tel: `tel:+${digits}`, whatsApp: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`, shown: `+${digits}` };
}

/** A YYYY-MM-DD day on the academy's calendar, as the office's from/to filters take it. */
export const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A YYYY-MM-DD day that is on the calendar (no 31 February), as the office's from/to filters take it. */
export function isCalendarDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const real = new Date(Date.UTC(year, month - 1, date));
  return real.getUTCFullYear() === year && real.getUTCMonth() === month - 1 && real.getUTCDate() === date;
}

/** How staff type and read a day in the office: DD/MM/YYYY, as in India. */
export const OFFICE_DAY_FORMAT = 'DD/MM/YYYY';
export const OFFICE_DAY_MESSAGE = 'Enter a date as DD/MM/YYYY, for example 25/11/2026.';
export const OFFICE_DAY_ORDER_MESSAGE = 'From is later than To. Choose a From date on or before the To date.';

/** The YYYY-MM-DD day of a DD/MM/YYYY text (one-digit day and month allowed), or null when it is no day. */
export function dayOfOfficeText(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, date = '', month = '', year = ''] = match;
  const day = `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
  return isCalendarDay(day) ? day : null;
}

/** A YYYY-MM-DD day as staff read it, DD/MM/YYYY. */
export const officeTextOfDay = (day: string): string => (ISO_DAY.test(day) ? day.split('-').reverse().join('/') : day);

/**
 * Judges a list's from/to days (YYYY-MM-DD): the message per field, empty when both are fine.
 * One judge for the office's form and the API's query.
 */
export function dayRangeProblems(from: string | undefined, to: string | undefined): Partial<Record<'from' | 'to', string>> {
  const problems: Partial<Record<'from' | 'to', string>> = {};
  if (from && !isCalendarDay(from)) problems.from = OFFICE_DAY_MESSAGE;
  if (to && !isCalendarDay(to)) problems.to = OFFICE_DAY_MESSAGE;
  if (from && to && !problems.from && !problems.to && from > to) problems.from = OFFICE_DAY_ORDER_MESSAGE;
  return problems;
}

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

/**
 * The columns a list sorts by (`?sort=`, with `?dir=asc|desc`, ascending unless told): its number,
 * the instant received, the person's name (the child's for a registration), the course or subject,
 * the mobile number, the e-mail, the status, the follow-up day and the owner. Without a sort a
 * list is newest first. Ties go by the record's number, so a page never repeats or skips a record.
 */
export const RECORD_SORTS = ['number', 'received', 'name', 'subject', 'phone', 'email', 'status', 'followUp', 'owner'] as const;
export type RecordSort = (typeof RECORD_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const SORT_MESSAGE = `sort must be one of ${RECORD_SORTS.join(', ')}.`;
export const DIRECTION_MESSAGE = 'dir must be asc or desc.';
/** A list's order as its query names it; one judge for the office's URL and the API's query. */
export const recordOrderSchema = z.object({
  sort: z.enum(RECORD_SORTS, SORT_MESSAGE).optional(),
  dir: z.enum(SORT_DIRECTIONS, DIRECTION_MESSAGE).optional(),
});
export type RecordOrder = z.infer<typeof recordOrderSchema>;

/** The most records one bulk change takes: a page of the list at its largest. */
export const BULK_MAX_RECORDS = 200;
const bulkRecords = z
  .array(
    z.strictObject({
      number: z.string().trim().min(1, 'Name each record by its number.').max(40, 'Name each record by its number.'),
      /** The version the list row carried (its ETag's value): a record changed since is left alone. */
      version: z.string().max(100, 'Send the version the list showed.'),
    }),
    'Choose the records to change.',
  )
  .min(1, 'Choose at least one record.')
  .max(BULK_MAX_RECORDS, `Change at most ${BULK_MAX_RECORDS} records at once.`);
const BULK_NEEDS = 'Send a status or an owner.';
const statusOrOwner = (change: { status?: string; owner?: string }) => change.status !== undefined || change.owner !== undefined;
/** `POST /office/registrations/bulk`: one status and/or owner for the records chosen, each at the version read. */
export const registrationBulkSchema = z
  .strictObject({
    records: bulkRecords,
    status: z.enum(REGISTRATION_STATUSES, 'Choose one of the statuses.').optional(),
    owner: owner.optional(),
  })
  .refine(statusOrOwner, BULK_NEEDS);
/** `POST /office/applications/bulk`. */
export const applicationBulkSchema = z
  .strictObject({
    records: bulkRecords,
    status: z.enum(APPLICATION_STATUSES, 'Choose one of the statuses.').optional(),
    owner: owner.optional(),
  })
  .refine(statusOrOwner, BULK_NEEDS);
export type BulkChange = { records: Array<{ number: string; version: string }>; status?: string; owner?: string };
