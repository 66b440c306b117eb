/** A JSON object: not null, not an array (the shape a request body or config.json must have). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
