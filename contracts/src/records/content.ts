import { z } from 'zod';
import { instantSchema, isoDaySchema } from './instants';

// The content staff publish (tournaments, puzzles, achievements) as the API serves it to the
// site and the office. The office's forms send the inputs (`@academy/contracts/office-rules`).

export const tournamentRecordSchema = z.object({
  id: z.number().int(),
  /**
   * Its title on the schedule ("Saturday Rapid 10+5"), or null for none. A copy kept from before
   * tournaments had names (offline, or from an API not yet upgraded) reads as none.
   */
  name: z.string().nullable().default(null),
  /** When the games start. The site shows it in IST and in the visitor's own time. */
  startsAt: instantSchema,
  /** https links, or null when there is none. */
  supportLink: z.string().nullable(),
  groupALink: z.string().nullable(),
  groupBLink: z.string().nullable(),
});
export type TournamentRecord = z.infer<typeof tournamentRecordSchema>;

export const puzzleRecordSchema = z.object({
  puzzleId: z.string(),
  /** The day the puzzle is the puzzle of. */
  day: isoDaySchema,
  question: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  /** One of the four options, exactly as written. */
  answer: z.string(),
  explanation: z.string(),
});
export type PuzzleRecord = z.infer<typeof puzzleRecordSchema>;

export const achievementRecordSchema = z.object({
  /** Lower-case words joined by hyphens: the achievement page's address. */
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The image's file name under `GET /images/`. */
  imageFile: z.string(),
});
export type AchievementRecord = z.infer<typeof achievementRecordSchema>;

/** `GET /v1/tournaments`: every tournament, soonest start first. */
export const tournamentListSchema = z.object({ tournaments: z.array(tournamentRecordSchema) });
export type TournamentList = z.infer<typeof tournamentListSchema>;

/** `GET /v1/puzzles`: the puzzles dated up to tomorrow (UTC), oldest first; later ones stay private. */
export const puzzleListSchema = z.object({ puzzles: z.array(puzzleRecordSchema) });
export type PuzzleList = z.infer<typeof puzzleListSchema>;

/** `GET /v1/achievements`: the gallery, in the order staff gave it. */
export const achievementListSchema = z.object({ achievements: z.array(achievementRecordSchema) });
export type AchievementList = z.infer<typeof achievementListSchema>;
