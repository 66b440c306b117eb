import { dayText } from '@academy/contracts/time';
import { localIsoDay } from '@academy/shared';
import type { PuzzleRecord } from '@academy/contracts/records';

const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export interface Puzzle {
  /** The day it is the puzzle of: 'YYYY-MM-DD'. */
  day: string;
  /** That day as the page writes it: 'DD/MM/YYYY'. */
  date: string;
  id: string;
  question: string;
  options: { letter: OptionLetter; text: string }[];
  answer: string;
  explanation: string;
}

/** The API's puzzle records as the page shows them: options lettered A to D. */
export function toPuzzles(records: readonly PuzzleRecord[]): Puzzle[] {
  return records.map((record) => ({
    day: record.day,
    date: dayText(record.day),
    id: record.puzzleId,
    question: record.question,
    options: [record.optionA, record.optionB, record.optionC, record.optionD].map((text, i) => ({ letter: OPTION_LETTERS[i]!, text })),
    answer: record.answer,
    explanation: record.explanation,
  }));
}

/** The puzzle of today in the visitor's own calendar, if any. */
export function puzzleOfTheDay(puzzles: readonly Puzzle[], now: Date): Puzzle | undefined {
  const today = localIsoDay(now);
  return puzzles.find((puzzle) => puzzle.day === today);
}

export type Outcome = 'correct' | 'incorrect';

/** An option is right when its text is the answer. */
export function judgeAnswer(puzzle: Puzzle, letter: OptionLetter): Outcome {
  const chosen = puzzle.options.find((option) => option.letter === letter);
  return chosen?.text === puzzle.answer ? 'correct' : 'incorrect';
}
