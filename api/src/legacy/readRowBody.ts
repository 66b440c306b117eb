import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '@academy/contracts/rules';
import { badRequest } from '../validation/RequestError';
import { readObjectBody } from '../validation/readObjectBody';

// The envelope every row write of the compatibility protocol shares: {values: [row], website?}.
// Checked before the row so a bot's request is refused whatever else it carries.

/** The single row of a write, each cell a string; `width` is the sheet's column count. */
export function readRowBody(body: unknown, width: number): string[] {
  const { values, [HONEYPOT_FIELD]: honeypot } = readObjectBody(body, ['values', HONEYPOT_FIELD]);
  if (honeypot !== undefined && honeypot !== '') throw badRequest(HONEYPOT_MESSAGE);
  if (values === undefined) throw badRequest('The field "values" is required.');
  if (!Array.isArray(values) || values.length !== 1) {
    throw badRequest('The field "values" must be a list holding exactly one row.');
  }
  const row: unknown = values[0];
  if (!Array.isArray(row)) throw badRequest('The row must be a list of cells.');
  if (row.length !== width) throw badRequest(`The row must have exactly ${width} cells, not ${row.length}.`);
  const nonText = row.findIndex((cell) => typeof cell !== 'string');
  if (nonText !== -1) throw badRequest(`Cell ${nonText + 1} of the row must be text.`);
  return row as string[];
}
