import { formatDateEnGb } from '@academy/shared';

const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export interface Puzzle {
  /** 'DD/MM/YYYY' */
  date: string;
  id: string;
  question: string;
  options: { letter: OptionLetter; text: string }[];
  answer: string;
  explaination: string;
}

/**
 * Rows of GET /puzzles (date, puzzleId, question, optionA–D, answer, explaination) to puzzles;
 * a row without its nine cells is reported and left out.
 */
export function toPuzzles(rows: unknown): Puzzle[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown, index) => {
    const cells = Array.isArray(row) ? row.map((cell) => (typeof cell === 'string' ? cell.trim() : '')) : [];
    const [date, id, question, a, b, c, d, answer, explaination] = cells;
    if (cells.length < 9 || !date || !question || !a || !b || !c || !d || !answer) {
      console.error(`Puzzle row ${index + 1} skipped: it needs a date, a question, four options and an answer.`);
      return [];
    }
    const options = [a, b, c, d].map((text, i) => ({ letter: OPTION_LETTERS[i]!, text }));
    return [{ date, id: id ?? '', question, options, answer, explaination: explaination ?? '' }];
  });
}

/** The puzzle dated today in the visitor's own calendar (DD/MM/YYYY), if any. */
export function puzzleOfTheDay(puzzles: readonly Puzzle[], now: Date): Puzzle | undefined {
  const today = formatDateEnGb(now);
  return puzzles.find((puzzle) => puzzle.date === today);
}

export type Outcome = 'correct' | 'incorrect';

/** An option is right when its text is the answer. */
export function judgeAnswer(puzzle: Puzzle, letter: OptionLetter): Outcome {
  const chosen = puzzle.options.find((option) => option.letter === letter);
  return chosen?.text === puzzle.answer ? 'correct' : 'incorrect';
}
