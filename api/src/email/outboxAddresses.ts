import { canonicalEmail } from '@academy/contracts/rules';

// Which of the local EmailJS stand-in's messages are about one e-mail address, for an access
// request's export: the message names that address exactly (its canonical form, so case and a
// Unicode or punycode domain do not matter), as a value or as a word of a longer text such as
// "E-mail: p@example.com". A part of an address is no address: `@` or `example.com` names nobody.

/** One address: something before one @ and something after it. */
const ADDRESS = /^[^@]+@[^@]+$/;
/** What separates an address from the words around it in a message's text. */
const SEPARATORS = /[\s<>()[\]{},;:"'`]+/;

function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item);
}

/** True when a message's params name `email` itself; never for a text that is not one whole address. */
export function namesAddress(params: unknown, email: string): boolean {
  const wanted = canonicalEmail(email);
  if (!ADDRESS.test(wanted)) return false;
  for (const text of stringsOf(params)) {
    for (const word of text.split(SEPARATORS)) {
      if (word.includes('@') && canonicalEmail(word) === wanted) return true;
    }
  }
  return false;
}
