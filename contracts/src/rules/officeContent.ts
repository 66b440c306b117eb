import { z } from 'zod';
import { instantSchema, isoDaySchema } from '../records/instants';
import { checkPlainText } from './validators';

// The content staff publish from the office (tournaments, puzzles, achievements), judged by the
// same schemas in the office's forms and in the API.

/** A link staff paste: http(s) only. */
const LINK_PATTERN = /^https?:\/\/[^\s<>"]+$/;
/** An achievement's id: lower-case letters, digits and single hyphens, as in its page's URL. */
export const ACHIEVEMENT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CONTENT_TEXT_MAX = 500;

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

/** An http(s) link, or none: empty, missing and null all read as null. */
const link = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    trimmed(label)
      .refine((v) => v.length <= 500 && LINK_PATTERN.test(v), `The ${label} must be an http(s) link, or empty for none.`)
      .nullable(),
  );

export const tournamentSchema = z.strictObject({
  startsAt: instantSchema,
  supportLink: link('support link'),
  groupALink: link('Group A link'),
  groupBLink: link('Group B link'),
});
export type TournamentInput = z.infer<typeof tournamentSchema>;

export const puzzleSchema = z
  .strictObject({
    day: isoDaySchema,
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
