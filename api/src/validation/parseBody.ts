import { schemaFieldErrors } from '@academy/contracts/rules';
import type { Schema, SchemaOutput } from '@academy/contracts/rules';
import { RequestError } from './RequestError';

/**
 * The body read through one of the shared schemas (the forms run the same ones). A refusal is
 * 400 `{error, fields}`: `error` the first problem as a sentence, `fields` each failing field's message.
 */
export function parseBody<S extends Schema>(schema: S, body: unknown): SchemaOutput<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const { '': bodyProblem, ...fields } = schemaFieldErrors(parsed.error);
  const first = bodyProblem ?? Object.values(fields)[0] ?? 'The request could not be read.';
  throw new RequestError(400, first, { fields });
}
