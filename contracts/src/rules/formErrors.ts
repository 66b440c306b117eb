import type { z } from 'zod';

// What a failed parse means to a person: one message per field. Kept apart from the schemas
// (and free of zod's code) so a form helper can use it without loading the rules themselves.

/** A schema of the rules, and what it parses to (so callers need not import zod themselves). */
export type Schema = z.ZodType;
export type SchemaOutput<S extends Schema> = z.output<S>;

/**
 * What a form shows for `values` (already trimmed): the message of each failing field, `{}`
 * when the schema accepts them. useForm runs exactly this, and the API parses with the same schema.
 */
export function validateForm(schema: z.ZodType, values: Record<string, string>): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : schemaFieldErrors(parsed.error);
}

/** The message of each failing field (the first one when a field fails several rules); '' for the body itself. */
export function schemaFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
