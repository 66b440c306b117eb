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

test('in UTC−8 the puzzle follows the local date, which lags UTC and IST', () => {
  // 03:00 UTC on the 23rd is 07:00 PM on the 22nd in Los Angeles.
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-23T03:00:00Z'))?.date).toBe('22/11/2026');
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-23T08:00:00Z'))?.date).toBe('23/11/2026');
});
