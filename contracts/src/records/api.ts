import { z } from 'zod';

// The paths of the typed calls the site reads, and the shape of every refusal. The office's
// calls live under `/office/*`; the spreadsheet-shaped calls of the original site (`/tournament`,
// `/puzzles`, `/achievements`, `/values`, `/new-registration`, `/applicants`) stay for old clients.

export const API_PATHS = {
  registrations: '/registrations',
  applications: '/applications',
  tournaments: '/v1/tournaments',
  puzzles: '/v1/puzzles',
  achievements: '/v1/achievements',
  teachers: '/v1/teachers',
} as const;

/** Every refusal: a sentence for a person, a sentence per field when fields were judged, and the request's id. */
export const errorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
