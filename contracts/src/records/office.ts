import { z } from 'zod';
import { achievementRecordSchema, puzzleRecordSchema, tournamentRecordSchema } from './content';
import { applicationRecordSchema, registrationRecordSchema } from './submissions';

// The answers of the office's calls (`/office/*`): records, never rows.

/** `GET /office/registrations`: one page of the filtered list, newest first, and how many match in all. */
export const registrationPageSchema = z.object({ records: z.array(registrationRecordSchema), total: z.number().int() });
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

/** `GET /office/applications`. */
export const applicationPageSchema = z.object({ records: z.array(applicationRecordSchema), total: z.number().int() });
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/**
 * `GET /office/summary`: the counts the office opens on, each the total of one filtered list:
 * registrations received today (India's day); new ones not contacted 24 hours after arriving;
 * the registrations the signed-in person owns whose follow-up is due (today or before); registrations
 * with a demo booked in a slot of this week (Monday to Sunday in India); new applications.
 */
export const officeSummarySchema = z.object({
  newToday: z.number().int(),
  notContacted: z.number().int(),
  myFollowUpsDue: z.number().int(),
  demosThisWeek: z.number().int(),
  newApplications: z.number().int(),
  /** India's day the counts were taken on, YYYY-MM-DD (the links' from/to). */
  today: z.string(),
});
export type OfficeSummary = z.infer<typeof officeSummarySchema>;

/** `GET /office/tournaments`, `/office/puzzles` (every one, future included), `/office/achievements`. */
export const officeTournamentsSchema = z.object({ tournaments: z.array(tournamentRecordSchema) });
export const officePuzzlesSchema = z.object({ puzzles: z.array(puzzleRecordSchema) });
export const officeAchievementsSchema = z.object({ achievements: z.array(achievementRecordSchema) });

/**
 * The answer of `POST /office/{registrations,applications}/bulk`: the numbers changed; those someone
 * changed since the list was read (their version no longer matches), left as they are; and those
 * that are no record.
 */
export const bulkResultSchema = z.object({
  changed: z.array(z.string()),
  changedSince: z.array(z.string()),
  notFound: z.array(z.string()),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
