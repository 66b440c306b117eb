import { puzzleOfTheDay, toPuzzles } from './dailyPuzzle';

const puzzles = toPuzzles(
  ['2026-11-21', '2026-11-22', '2026-11-23'].map((day) => ({
    puzzleId: day,
    day,
    question: 'Q?',
    optionA: 'a',
    optionB: 'b',
    optionC: 'c',
    optionD: 'd',
    answer: 'a',
    explanation: 'because',
  })),
);

test('in UTC+9 the puzzle follows the local date, which runs ahead of UTC', () => {
  // 15:00 UTC on the 22nd is already midnight of the 23rd in Tokyo.
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-22T14:59:59Z'))?.date).toBe('22/11/2026');
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-22T15:00:00Z'))?.date).toBe('23/11/2026');
});
