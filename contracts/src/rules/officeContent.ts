import { z } from 'zod';
import { checkPlainText } from './validators';

// The content staff publish from the office (tournaments, puzzles, achievements), judged by the
// same schemas in the office's forms and in the API.

const DAY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const IST_START_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;
/** A link staff paste: http(s) only, or `-` for none. */
const LINK_PATTERN = /^https?:\/\/[^\s<>"]+$/;
/** An achievement's id: lower-case letters, digits and single hyphens, as in its page's URL. */
export const ACHIEVEMENT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CONTENT_TEXT_MAX = 500;

/** True when DD, MM and YYYY name a real day. */
function realDay(dd: string, mm: string, yyyy: string): boolean {
  const probe = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  return probe.getUTCFullYear() === Number(yyyy) && probe.getUTCMonth() === Number(mm) - 1 && probe.getUTCDate() === Number(dd);
}

export const isDdmmyyyy = (value: string): boolean => {
  const match = DAY_PATTERN.exec(value);
  return match !== null && realDay(match[1] ?? '', match[2] ?? '', match[3] ?? '');
};

export const isIstStart = (value: string): boolean => {
  const match = IST_START_PATTERN.exec(value);
  return match !== null && realDay(match[1] ?? '', match[2] ?? '', match[3] ?? '');
};

const trimmed = (label: string) => z.string({ error: `The ${label} must be text.` }).trim();

function contentText(label: string, max = CONTENT_TEXT_MAX) {
  return trimmed(label)
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`)
    .superRefine((value, context) => {
      const problem = checkPlainText(label)(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

const link = (label: string) =>
  trimmed(label).refine((v) => v === '-' || (v.length <= 500 && LINK_PATTERN.test(v)), `The ${label} must be an http(s) link, or - for none.`);

export const tournamentSchema = z.strictObject({
  start: trimmed('start').refine(isIstStart, 'The start must be an IST time as DD/MM/YYYY hh:mm AM or PM.'),
  support: link('support link'),
  groupA: link('Group A link'),
  groupB: link('Group B link'),
});
export type TournamentInput = z.infer<typeof tournamentSchema>;

export const puzzleSchema = z
  .strictObject({
    date: trimmed('date').refine(isDdmmyyyy, 'The date must be a day as DD/MM/YYYY.'),
    question: contentText('question', 1000),
    optionA: contentText('option A', 200),
    optionB: contentText('option B', 200),
    optionC: contentText('option C', 200),
    optionD: contentText('option D', 200),
    answer: contentText('answer', 200),
    explanation: contentText('explanation', 2000),
  })
  .refine((p) => [p.optionA, p.optionB, p.optionC, p.optionD].includes(p.answer), {
    message: 'The answer must be one of the four options, exactly as written.',
    path: ['answer'],
  });
export type PuzzleInput = z.infer<typeof puzzleSchema>;

export const achievementSchema = z.strictObject({
  id: trimmed('id').min(1, 'Please enter the id.').max(60, 'The id must be at most 60 characters.')
    .regex(ACHIEVEMENT_ID_PATTERN, 'The id may hold lower-case letters, digits and single hyphens only.'),
  title: contentText('title', 100),
  subtitle: contentText('subtitle', 200),
});
export type AchievementInput = z.infer<typeof achievementSchema>;

/** What an achievement image may be, checked by its content. */
export const ACHIEVEMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ACHIEVEMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side of a stored achievement image. */
export const ACHIEVEMENT_IMAGE_MAX_SIDE = 1600;
