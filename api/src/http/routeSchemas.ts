import type { FastifySchemaCompiler } from 'fastify';
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
 * Answers are written as they are: the handlers' types are checked against the declared
 * response schemas when the API is built, so no answer is parsed again on its way out.
 */
export const serializerCompiler =
  () =>
  (data: unknown): string =>
    JSON.stringify(data);

/** A 204 or an answer that is not JSON. */
export const noContent = z.null().describe('No content');
export const csvText = z.string().describe('CSV text, UTF-8 with a BOM');
