import { DIGITS_PATTERN, EMAIL_PATTERN, FORMULA_START, LIMITS, MARKUP_CHARACTER } from './constants';
import { characterProblem, mixesScripts, usesCompatibilityForms } from './characters';

// Field checks shared by the forms (messages beside fields) and the API (row validation).
// Each returns a sentence a person understands, or null when the value is fine.

export type FieldCheck = (value: string) => string | null;

export const checkEmail: FieldCheck = (value) => {
  if (!value) return 'Please enter your e-mail address.';
  if (value.length > LIMITS.email) return `E-mail must be at most ${LIMITS.email} characters.`;
  const valid = EMAIL_PATTERN.test(value) && !usesCompatibilityForms(value) && !mixesScripts(value);
  return valid ? null : 'Please enter a valid e-mail address.';
};

/**
 * Names, e-mails and other typed text: no control, text-direction, invisible or broken
 * characters; a multi-line field (`lineBreaks`) keeps its line breaks.
 */
export function checkCharacters(label: string, options: { lineBreaks?: boolean } = {}): FieldCheck {
  return (value) => characterProblem(label, value, options);
}

export function checkDigits(label: string, maxDigits: number, required: boolean): FieldCheck {
  return (value) => {
    if (!value) return required ? `Please enter the ${label}.` : null;
    if (!DIGITS_PATTERN.test(value)) return `The ${label} must contain digits only.`;
    return value.length <= maxDigits ? null : `The ${label} must be at most ${maxDigits} digits.`;
  };
}

export function checkText(label: string, max: number, required = false): FieldCheck {
  return (value) => {
    if (!value) return required ? `Please enter the ${label}.` : null;
    return value.length <= max ? null : `The ${label} must be at most ${max} characters.`;
  };
}

export function checkOneOf(label: string, options: readonly string[]): FieldCheck {
  return (value) => (options.includes(value) ? null : `Please choose a ${label} from the list.`);
}

/** Free text kept plain: no markup, and nothing a spreadsheet program would run as a formula. */
export function checkPlainText(label: string): FieldCheck {
  return (value) => {
    if (MARKUP_CHARACTER.test(value)) return `The ${label} must not contain < or >.`;
    if (!FORMULA_START.test(value)) return null;
    const control = value.startsWith('\t') ? 'a tab' : value.startsWith('\r') ? 'a carriage return' : null;
    return `The ${label} must not start with ${control ?? '=, +, - or @'}.`;
  };
}
