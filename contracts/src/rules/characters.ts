// Characters a person never means to type into a name or an e-mail, and the canonical e-mail the
// one-application-per-address rule compares. Shared by the forms and the API (docs/decisions/
// input-characters.md): text is read as NFC, and these are refused with a sentence per field.

/** C0 and C1 control characters, NUL and DEL included. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Text-direction overrides, embeddings, isolates and marks: they reorder what staff read. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Zero-width and other invisible characters: a soft hyphen, joiners, word joiner, BOM, fillers. */
const INVISIBLE = /[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200D\u2060-\u2064\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/;
/** Half of a surrogate pair on its own: not a character at all, and no store keeps it intact. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The sentence for the first unwanted character in `value`, or null. */
export function characterProblem(label: string, value: string): string | null {
  if (LONE_SURROGATE.test(value)) return `The ${label} contains a broken character; please type it again.`;
  if (CONTROL.test(value)) return `The ${label} must not contain control characters.`;
  if (BIDI.test(value)) return `The ${label} must not contain text-direction characters.`;
  if (INVISIBLE.test(value)) return `The ${label} must not contain invisible characters such as a zero-width space.`;
  return null;
}

/** The scripts an e-mail's letters may come from; any other letter counts as one more script. */
const SCRIPTS = [
  /\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u,
  /\p{Script=Hebrew}/u, /\p{Script=Arabic}/u, /\p{Script=Devanagari}/u, /\p{Script=Bengali}/u,
  /\p{Script=Gurmukhi}/u, /\p{Script=Gujarati}/u, /\p{Script=Oriya}/u, /\p{Script=Tamil}/u,
  /\p{Script=Telugu}/u, /\p{Script=Kannada}/u, /\p{Script=Malayalam}/u, /\p{Script=Thai}/u,
  /\p{Script=Han}/u, /\p{Script=Hangul}/u, /\p{Script=Georgian}/u,
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

/** The key of the one-application-per-address rule: NFKC, lower case, no trailing dot on the domain. */
export function canonicalEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase().replace(/\.+$/, '');
}
