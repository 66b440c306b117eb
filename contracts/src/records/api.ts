import { z } from 'zod';

// The shape of every refusal; the paths of the typed calls are in ./apiPaths.ts (no zod).

export { API_PATHS } from './apiPaths';

/** Every refusal: a sentence for a person, a sentence per field when fields were judged, and the request's id. */
export const errorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
