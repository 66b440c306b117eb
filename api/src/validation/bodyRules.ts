import { FIELD_LABELS, characterProblem, isPlainObject } from '@academy/contracts/rules';
import { RequestError } from './RequestError';

// The rules every JSON body meets before any route sees it (the one body reader, in server.ts):
// at most 32 levels of nesting, judged on the text before it is parsed, so no parser or walker
// recurses 4,000 deep; then every string in it, keys included, read as NFC and judged by the
// one character rule (no control, format, private-use, unassigned, tag, text-direction or
// broken characters; line breaks are left to each field's own rule). So NUL and its kind reach
// no query, whatever the route and whether or not its schema names the field.

export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`;

/** True when the JSON text opens more than `max` arrays and objects inside one another. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** How a refusal names a field: its label in the forms' wording, or its key. */
export const labelOf = (key: string): string => (FIELD_LABELS as Record<string, string>)[key] ?? `field "${key.slice(0, 40)}"`;

/**
 * The body with every string read as NFC; a RequestError (400 `{error, fields}`) naming the top
 * field of the first string the character rule refuses.
 */
export function judgeBody(body: unknown): unknown {
  const visit = (value: unknown, field: string): unknown => {
    if (typeof value === 'string') {
      const problem = characterProblem(labelOf(field), value, { lineBreaks: true });
      if (problem) throw new RequestError(400, problem, { fields: { [field]: problem } });
      return value.normalize('NFC');
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, field));
    if (isPlainObject(value)) {
      const judged: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const name = field || key;
        const keyProblem = characterProblem(labelOf(name), key);
        if (keyProblem) throw new RequestError(400, keyProblem, { fields: { [name]: keyProblem } });
        judged[key.normalize('NFC')] = visit(item, name);
      }
      return judged;
    }
    return value;
  };
  return visit(body, '');
}
