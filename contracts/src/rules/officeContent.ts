import { z } from 'zod';
import { instantSchema, isoDaySchema } from '../records/instants';
import { checkCharacters, checkPlainText } from './validators';

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

/** A link typed without its scheme (`lichess.org/…`) is completed with `https://`. */
export function completeLink(value: string): string {
  const link = value.trim();
  return link === '' || /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link.replace(/^\/+/, '')}`;
}

/** An http(s) link, or none: empty, missing and null all read as null; `https://` is added when missing. */
const link = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? null : typeof value === 'string' ? completeLink(value) || null : value),
    trimmed(label)
      .refine((v) => v.length <= 500 && LINK_PATTERN.test(v), `The ${label} must be an http(s) link, or empty for none.`)
      .nullable(),
  );

export const TOURNAMENT_NAME_MAX = 80;

/**
 * A tournament's name ("Saturday Rapid 10+5"), the title of its row on the public schedule; an
 * empty or missing name is none (null), as the tournaments published before names were have.
 * One line of plain text: no invisible, control or text-direction characters, no markup.
 */
const tournamentName = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  trimmed('name')
    .max(TOURNAMENT_NAME_MAX, `The name must be at most ${TOURNAMENT_NAME_MAX} characters.`)
    .superRefine((value, context) => {
      const problem = checkCharacters('name')(value) ?? checkPlainText('name')(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
);

export const tournamentSchema = z.strictObject({
  name: tournamentName,
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

export const ACHIEVEMENT_ID_MAX = 60;

/**
 * The id an achievement's title gives it: its Latin letters (accents dropped) and digits in lower
 * case, each run of anything else one hyphen, at most 60 characters. Empty when the title has none.
 */
export function achievementIdFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, ACHIEVEMENT_ID_MAX + 1)
    .replace(/^-+/, '')
    .slice(0, ACHIEVEMENT_ID_MAX)
    .replace(/-+$/, '');
}

/** An achievement; its id, when not given, is made from its title. */
export const achievementSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const fields = value as Record<string, unknown>;
    const id = typeof fields.id === 'string' ? fields.id.trim() : fields.id;
    return (id === undefined || id === '') && typeof fields.title === 'string'
      ? { ...fields, id: achievementIdFrom(fields.title) }
      : fields;
  },
  z.strictObject({
    id: trimmed('id')
      .min(1, 'Please enter the id: the title has no letters or digits to make one from.')
      .max(ACHIEVEMENT_ID_MAX, `The id must be at most ${ACHIEVEMENT_ID_MAX} characters.`)
      .regex(ACHIEVEMENT_ID_PATTERN, 'The id may hold lower-case letters, digits and single hyphens only.'),
    title: contentText('title', 100),
    subtitle: contentText('subtitle', 200),
  }),
);
export type AchievementInput = z.infer<typeof achievementSchema>;

/** `PUT /office/achievements/order`: every achievement's id once, first shown first. */
export const achievementOrderSchema = z.strictObject({
  ids: z
    .array(z.string().regex(ACHIEVEMENT_ID_PATTERN, 'Each id must be an achievement id.').max(ACHIEVEMENT_ID_MAX), {
      error: 'Send the ids as a list.',
    })
    .max(1000, 'Send at most 1000 ids.'),
});
export type AchievementOrder = z.infer<typeof achievementOrderSchema>;

/** What an achievement image may be, checked by its content. */
export const ACHIEVEMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest photo staff may send; it is shrunk to ACHIEVEMENT_IMAGE_MAX_SIDE and re-encoded. */
export const ACHIEVEMENT_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const ACHIEVEMENT_IMAGE_MAX_MB = ACHIEVEMENT_IMAGE_MAX_BYTES / 1024 / 1024;
/** The longest side of a stored achievement image. */
export const ACHIEVEMENT_IMAGE_MAX_SIDE = 1600;
