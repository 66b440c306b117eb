import type { FastifyRequest } from 'fastify';
import { characterProblem } from '@academy/contracts/rules';
import { RequestError } from './RequestError';
import { labelOf } from './bodyRules';

// The body's character rule (bodyRules.ts) for the rest of the text a request carries: its query
// string and its path parameters. An office search for `q=%00` reached the query as it was, and
// PostgreSQL answers a NUL in a text parameter with an error, so it was a 500; now every such value
// is judged, and read as NFC, before any route's handler or guard reads the database. A query
// value has no line breaks to keep: it is one line by nature.

type Parts = Record<string, unknown>;

/** The not-found handler's catch-all parameter: an unknown address stays a 404, whatever it spells. */
const CATCH_ALL = '*';

function judged(part: unknown): Parts | undefined {
  if (part === null || typeof part !== 'object') return undefined;
  const out: Parts = {};
  for (const [key, value] of Object.entries(part as Parts)) {
    if (key === CATCH_ALL) {
      out[key] = value;
      continue;
    }
    const keyProblem = characterProblem(labelOf(key), key);
    if (keyProblem) throw new RequestError(400, keyProblem, { fields: { [key]: keyProblem } });
    const judge = (text: unknown): unknown => {
      if (typeof text !== 'string') return text;
      const problem = characterProblem(labelOf(key), text);
      if (problem) throw new RequestError(400, problem, { fields: { [key]: problem } });
      return text.normalize('NFC');
    };
    out[key.normalize('NFC')] = Array.isArray(value) ? value.map(judge) : judge(value);
  }
  return out;
}

/** Refuses (400 `{error, fields}`) a query or path parameter the character rule refuses; leaves the rest as NFC. */
export async function judgeRequestParts(request: FastifyRequest): Promise<void> {
  const query = judged(request.query);
  if (query) request.query = query;
  const params = judged(request.params);
  if (params) request.params = params;
}
