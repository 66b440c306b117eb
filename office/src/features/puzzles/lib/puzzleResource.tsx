import { officePuzzlesSchema } from '@academy/contracts/records';
import type { PuzzleRecord } from '@academy/contracts/records';
import type { PuzzleInput } from '@academy/contracts/office-rules';
import { resourceApi } from '../../../lib/resource/resourceApi';
import type { Resource } from '../../../lib/resource/resource';
import { dayText } from '@academy/contracts/time';
import { puzzlesCopy as copy } from '../../../content/content';

/** Puzzles: one a day, named by their day, listed newest first with question and answer. */
export const puzzleResource = {
  api: resourceApi('puzzles', (data) => officePuzzlesSchema.parse(data).puzzles),
  idOf: (puzzle) => puzzle.puzzleId,
  one: (puzzle) => copy.one(dayText(puzzle.day)),
  columns: [
    { header: copy.date, rowHeader: true, cell: (puzzle) => <time dateTime={puzzle.day}>{dayText(puzzle.day)}</time> },
    { header: copy.question, cell: (puzzle) => puzzle.question },
    { header: copy.answer, cell: (puzzle) => puzzle.answer },
  ],
  copy: { ...copy, create: copy.newHeading, editHeading: (puzzle) => copy.editHeading(dayText(puzzle.day)) },
} satisfies Resource<PuzzleRecord, PuzzleInput>;
