import { isPlainObject } from '@academy/contracts/rules';
import { badRequest } from './RequestError';

// A JSON object body that holds only the fields a call takes.

export function refuseUnknownFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw badRequest(`The field "${unknown.slice(0, 40)}" is not accepted.`);
}

/** A JSON object body holding only the `allowed` fields. */
export function readObjectBody(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
  refuseUnknownFields(body, allowed);
  return body;
}
