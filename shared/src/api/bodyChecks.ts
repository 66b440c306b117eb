// What the zod-free readers of public answers share (the fees', the schedule's): the pages that
// show them must not carry the schemas' code on their first load. Each reader's tests hold it to
// the contract's schema, answer for answer.

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An instant as the contract writes one: ISO 8601 in UTC with seconds and a `Z`, on a real date and time. */
export const isInstant = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/.test(value)) return false;
  // Date reads 30 February as 2 March: the day must come back as written.
  const at = new Date(value);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value.slice(0, 10);
};
