// Business constants (docs/product.md), shared by the forms and the API so a rule is declared once.
import { COURSE_LABELS } from '../catalogue/courses';

export const COURSE_OPTIONS = [...COURSE_LABELS, 'Other'] as const;
export type CourseOption = (typeof COURSE_OPTIONS)[number];
export const DEFAULT_COURSE: CourseOption = 'Chess';

export const EXPERT_IN_OPTIONS = [
  'Chess',
  'Coding',
  'Abacus',
  'Conceptual Math',
  'Vedic Math',
  'Language',
  'Drawing and Painting',
  'Calligraphy',
  'German',
  'English',
  'Spanish',
  'Dance',
] as const;
export const LEVEL_OPTIONS = ['Beginner', 'Medium', 'Advanced'] as const;

export const REGISTRATION_NUMBER_PREFIX = 'GFI';
export const APPLICATION_NUMBER_PREFIX = 'TGFI';
export const DEFAULT_REFERRAL_CODE = 'GFI10001';
/** The position an application is for when the visitor came straight to the form, not through an opening. */
export const ANY_POSITION = 'Trainer or Client Coordinator';

/** The optional top-level body field filled only by bots (docs/decisions/honeypot-refused.md). */
export const HONEYPOT_FIELD = 'website';

/** Upper bounds on every text the site accepts; the API refuses longer values. */
export const LIMITS = {
  email: 254,
  personName: 100,
  address: 300,
  mobileDigits: 15,
  countryCodeDigits: 4,
  ageDigits: 3,
  referralCode: 20,
  yoeDigits: 2,
  courseName: 100,
  position: 100,
  privacyMessage: 1000,
} as const;

/**
 * How a sentence names each field of the public forms ("The parent's name must …"): the schemas
 * and the API's body reader, which judges every text of every body, speak of a field alike.
 */
export const FIELD_LABELS = {
  course: 'course',
  parentName: "parent's name",
  childName: "child's name",
  age: 'age',
  address: 'address',
  countryCode: 'country code',
  mobileNumber: 'mobile number',
  email: 'e-mail',
  referralCode: 'referral code',
  name: 'name',
  expertIn: 'field of expertise',
  level: 'level',
  yoe: 'years of experience',
  position: 'position',
  right: 'request',
  message: 'message',
  website: 'website',
} as const;

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
export const DIGITS_PATTERN = /^\d+$/;
/** Markup that stored free text must not carry. */
export const MARKUP_CHARACTER = /[<>]/;
/** A cell a spreadsheet program would run as a formula when staff open an export. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A filled honeypot: a neutral sentence that tells a bot nothing. */
export const HONEYPOT_MESSAGE = 'The form could not be accepted. Please reload the page and try again.';
/** The course-request form's one message for a missing e-mail or course name. */
export const COURSE_REQUEST_EMPTY_MESSAGE = 'Please enter Email and Course Name to proceed.';

/**
 * The privacy notice's version (the date it took effect): shown on /privacy and stored with
 * each consent. A changed notice gets a new version.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-24';
/** Registration without the parent's or guardian's consent. */
export const CONSENT_MESSAGE = "Please confirm that you are the child's parent or legal guardian and agree to the privacy notice.";
/** Application without the applicant's consent. */
export const APPLICANT_CONSENT_MESSAGE = 'Please agree to the privacy notice to apply.';
/** What a visitor may ask about their personal data on /privacy. */
export const PRIVACY_RIGHTS = ['Access my data', 'Correct my data', 'Erase my data', 'Raise a grievance'] as const;

/** A ticked consent box as the form holds it (every form value is text); the API takes `true` too. */
export const CONSENT_GIVEN = 'true';

/**
 * How long personal data is kept by default (the API's purge reads RETENTION_MONTHS and
 * APPLICANT_RETENTION_MONTHS, defaulting to these; the privacy notice states them): a
 * registration's, unless the child enrolled, and a job application's, counted from the day it
 * was sent.
 */
export const RETENTION_DEFAULTS = { registrationMonths: 36, applicationMonths: 12 } as const;
