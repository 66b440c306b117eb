import { z } from 'zod';
import {
  APPLICANT_CONSENT_MESSAGE,
  CONSENT_GIVEN,
  CONSENT_MESSAGE,
  COURSE_OPTIONS,
  COURSE_REQUEST_EMPTY_MESSAGE,
  EXPERT_IN_OPTIONS,
  FIELD_LABELS,
  HONEYPOT_MESSAGE,
  LEVEL_OPTIONS,
  LIMITS,
  PRIVACY_RIGHTS,
} from './constants';
import { checkCharacters, checkDigits, checkEmail, checkOneOf, checkPlainText, checkText } from './validators';
import type { FieldCheck } from './validators';
import { plainSpaces } from './characters';

// The registration, application and course-request rules, declared once: the forms validate
// with these schemas and the API parses request bodies with the very same ones, so what a form
// accepts the API stores. zod 4: typed schemas with the input type inferred, every message
// ours, no runtime dependencies, and the same code runs in the browser and in Node.

/** A string field, trimmed and read as NFC; a missing one reads as empty so the field's own rule speaks. */
function text(label: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .normalize('NFC'),
  );
}

/** A trimmed text field judged by the shared field checks, in order; the first message wins. */
function checked(label: string, ...checks: FieldCheck[]) {
  return text(label).pipe(
    z.string().superRefine((value, context) => {
      for (const check of checks) {
        const message = check(value);
        if (message) return context.addIssue({ code: 'custom', message });
      }
    }),
  );
}

/** Free text a person typed: no hidden characters, bounded, no markup, nothing a spreadsheet would run. */
const freeText = (label: string, max: number, options: { lineBreaks?: boolean } = {}) =>
  checked(label, checkCharacters(label, options), checkText(label, max), checkPlainText(label));
/** A person's name: free text whose space separators (a no-break space pasted in) are plain spaces. */
const personName = (label: string) =>
  z.preprocess((value) => (typeof value === 'string' ? plainSpaces(value) : value), freeText(label, LIMITS.personName));
const digits = (label: string, maxDigits: number, required: boolean) => checked(label, checkDigits(label, maxDigits, required));
const oneOf = (label: string, options: readonly string[]) => checked(label, checkOneOf(label, options));
const email = checked(FIELD_LABELS.email, checkCharacters(FIELD_LABELS.email), checkEmail, checkPlainText(FIELD_LABELS.email));

/** Must stay empty: people never see it, bots fill it. */
const honeypot = text(FIELD_LABELS.website).pipe(z.string().refine((v) => v === '', HONEYPOT_MESSAGE));

/**
 * A box the person must tick: `true` in a request body, or the form's text for a ticked box
 * (`CONSENT_GIVEN`); anything else, missing included, is refused with `message`.
 */
const ticked = (message: string) => z.preprocess((value) => value === true || value === CONSENT_GIVEN, z.literal(true, { error: message }));

/** The body itself: not an object, or a field no form has. */
const bodyError = (issue: { code?: string; keys?: readonly PropertyKey[] }): string =>
  issue.code === 'unrecognized_keys'
    ? `The field "${String(issue.keys?.[0] ?? '').slice(0, 40)}" is not accepted.`
    : 'The request body must be a JSON object.';

export const registrationSchema = z.strictObject(
  {
    course: oneOf(FIELD_LABELS.course, COURSE_OPTIONS),
    parentName: personName(FIELD_LABELS.parentName),
    childName: personName(FIELD_LABELS.childName),
    age: digits(FIELD_LABELS.age, LIMITS.ageDigits, false),
    address: freeText(FIELD_LABELS.address, LIMITS.address),
    countryCode: digits(FIELD_LABELS.countryCode, LIMITS.countryCodeDigits, false),
    mobileNumber: digits(FIELD_LABELS.mobileNumber, LIMITS.mobileDigits, true),
    email,
    referralCode: freeText(FIELD_LABELS.referralCode, LIMITS.referralCode),
    consent: ticked(CONSENT_MESSAGE),
    website: honeypot,
  },
  { error: bodyError },
);

export const applicationSchema = z.strictObject(
  {
    name: personName(FIELD_LABELS.name),
    mobileNumber: digits(FIELD_LABELS.mobileNumber, LIMITS.mobileDigits, true),
    email,
    expertIn: oneOf(FIELD_LABELS.expertIn, EXPERT_IN_OPTIONS),
    level: oneOf(FIELD_LABELS.level, LEVEL_OPTIONS),
    yoe: digits(FIELD_LABELS.yoe, LIMITS.yoeDigits, true),
    /** The opening applied for (its title); empty when the visitor came straight to the form. */
    position: freeText(FIELD_LABELS.position, LIMITS.position),
    consent: ticked(APPLICANT_CONSENT_MESSAGE),
    website: honeypot,
  },
  { error: bodyError },
);

/** The "Notify us" form: both fields required; its honeypot is judged by the form itself. */
export const courseRequestSchema = z.object({
  email: checked(
    'e-mail',
    (v) => (v === '' ? COURSE_REQUEST_EMPTY_MESSAGE : null),
    checkCharacters('e-mail'),
    (v) => (checkEmail(v) ? 'Please enter a valid e-mail address.' : null),
  ),
  course: freeText('course name', LIMITS.courseName).refine((v) => v !== '', COURSE_REQUEST_EMPTY_MESSAGE),
  website: text('website'),
});

/**
 * The privacy request form on /privacy: who asks (their e-mail), which right, and what about.
 * It only reaches the academy's team; a person checks who is asking before anything is done.
 */
export const privacyRequestSchema = z.strictObject(
  {
    email,
    right: oneOf(FIELD_LABELS.right, PRIVACY_RIGHTS),
    message: freeText(FIELD_LABELS.message, LIMITS.privacyMessage, { lineBreaks: true }),
    website: honeypot,
  },
  { error: bodyError },
);

/** What a form holds and sends: every field as the text the visitor typed. */
type TextFields<S extends z.ZodObject> = { [K in keyof S['shape']]: string };
export type RegistrationInput = TextFields<typeof registrationSchema>;
export type ApplicationInput = TextFields<typeof applicationSchema>;
export type PrivacyRequestInput = TextFields<typeof privacyRequestSchema>;
