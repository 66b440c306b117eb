// Characters a person never means to type into a name or an e-mail, and the canonical e-mail the
// one-application-per-address rule compares. Shared by the forms and the API (docs/decisions/
// input-characters.md): text is read as NFC, and these are refused with a sentence per field.

/** Control characters (Unicode category Cc): C0 and C1, NUL and DEL included. */
const CONTROL = /\p{Cc}/u;
/** The line breaks a multi-line field (a message, a note, an explanation) may hold. */
const LINE_BREAK = /\r\n|\r|\n/g;
/** Text-direction overrides, embeddings, isolates and marks: they reorder what staff read. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/**
 * Characters nobody sees, derived from Unicode's own properties rather than listed, so a new
 * Unicode version brings its new ones along: every Default_Ignorable_Code_Point (zero-width
 * space and joiners, soft hyphen, word joiner, BOM, the tag block, variation selectors, Hangul
 * fillers, the combining grapheme joiner, …), every format character (Cf), private use (Co),
 * unassigned code points (Cn), surrogates (Cs), the line and paragraph separators (Zl, Zp:
 * U+2028, U+2029), and two that render as nothing or as a box: U+2800 BRAILLE PATTERN BLANK and
 * U+FFFC OBJECT REPLACEMENT CHARACTER.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u2800\uFFFC]/u;
/** The space separators but the plain space: no-break space, narrow no-break space, ideographic space, … */
const OTHER_SPACES = /[^\P{Zs} ]/gu;

/** A name with every space separator (NBSP, U+202F, U+3000, …) as a plain space: one name, however it was typed. */
export const plainSpaces = (value: string): string => value.replace(OTHER_SPACES, ' ');

/** Half of a surrogate pair on its own: not a character at all, and no store keeps it intact. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The sentence for the first unwanted character in `value`, or null: one rule for every text
 * field. `lineBreaks` lets a multi-line field keep its line breaks (and nothing else of Cc).
 */
export function characterProblem(label: string, value: string, options: { lineBreaks?: boolean } = {}): string | null {
  if (LONE_SURROGATE.test(value)) return `The ${label} contains a broken character; please type it again.`;
  const judged = options.lineBreaks ? value.replace(LINE_BREAK, '') : value;
  if (CONTROL.test(judged)) return `The ${label} must not contain control characters.`;
  if (BIDI.test(judged)) return `The ${label} must not contain text-direction characters.`;
  if (INVISIBLE.test(judged)) return `The ${label} must not contain invisible characters such as a zero-width space.`;
  return null;
}

/** The scripts an e-mail's letters may come from; any other letter counts as one more script. */
const SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Bengali}/u,
  /\p{Script=Gurmukhi}/u,
  /\p{Script=Gujarati}/u,
  /\p{Script=Oriya}/u,
  /\p{Script=Tamil}/u,
  /\p{Script=Telugu}/u,
  /\p{Script=Kannada}/u,
  /\p{Script=Malayalam}/u,
  /\p{Script=Thai}/u,
  /\p{Script=Han}/u,
  /\p{Script=Hangul}/u,
  /\p{Script=Georgian}/u,
];
const LETTER = /\p{L}/u;

/** True when the address's letters come from more than one script (a Cyrillic "а" in a Latin name). */
export function mixesScripts(value: string): boolean {
  const seen = new Set<number>();
  for (const character of value) {
    if (!LETTER.test(character)) continue;
    const script = SCRIPTS.findIndex((pattern) => pattern.test(character));
    seen.add(script);
    if (seen.size > 1) return true;
  }
  return false;
}

/**
 * True when the address uses compatibility forms (fullwidth letters, ligatures, superscripts):
 * NFKC would turn them into other characters, so they only ever imitate an address.
 */
export const usesCompatibilityForms = (value: string): boolean => value.normalize('NFKC') !== value.normalize('NFC');

/** A domain in its ASCII (IDNA) form, as DNS knows it: `пример.рф` → `xn--e1afmkfd.xn--p1ai`; unchanged when it is not a host name. */
export function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}`).hostname || domain;
  } catch {
    return domain;
  }
}

/**
 * The key of the one-application-per-address rule: NFKC, lower case, no trailing dot on the
 * domain, and the domain in its ASCII form, so a domain written in Unicode and in punycode (one
 * mailbox) is one key.
 */
export function canonicalEmail(email: string): string {
  const folded = email.trim().normalize('NFKC').toLowerCase().replace(/\.+$/, '');
  const at = folded.lastIndexOf('@');
  return at < 0 ? folded : `${folded.slice(0, at + 1)}${asciiDomain(folded.slice(at + 1))}`;
}
