import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import type { ZodType } from 'zod';
import { schemaFieldErrors } from '@academy/contracts/rules';
import { RequestError } from '../validation/RequestError';

// How the routes' zod schemas judge requests, so a refusal reads exactly as it always has:
// a body refused by its schema is 400 `{error, fields}` (the first problem as a sentence, each
// failing field's message), a query or address part 400 `{error}` with the first problem.
// A part whose rules live in its handler (the spreadsheet protocol's rows, the office's filters,
// the sign-in) is declared for the description only, with `checkedByHandler`.

const CHECKED_BY_HANDLER = 'x-checked-by-handler';

/** Declares `schema` for the API's description; the route's handler judges the part itself. */
export function checkedByHandler<S extends ZodType>(schema: S): S {
  return schema.meta({ [CHECKED_BY_HANDLER]: true });
}

const isCheckedByHandler = (schema: ZodType): boolean => schema.meta()?.[CHECKED_BY_HANDLER] === true;

export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  if (isCheckedByHandler(schema)) return (data: unknown) => ({ value: data });
  return (data) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { value: parsed.data };
    const { '': problem, ...fields } = schemaFieldErrors(parsed.error);
    const first = problem ?? Object.values(fields)[0] ?? 'The request could not be read.';
    return { error: httpPart === 'body' ? new RequestError(400, first, { fields }) : new RequestError(400, first) };
  };
};

/**
 * Answers go out through their declared response schema: a field the schema does not name never
 * leaves (an internal column added to a record, a hash kept beside it), because zod's objects drop
 * unknown keys. An answer that does not fit its schema is the API's own fault: it is refused with a
 * 500 rather than sent half-described.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> =
  ({ schema }) =>
  (data: unknown): string =>
    JSON.stringify(schema.parse(data));

/** A 204 or an answer that is not JSON. */
export const noContent = z.null().describe('No content');
export const csvText = z.string().describe('CSV text, UTF-8 with a BOM');
