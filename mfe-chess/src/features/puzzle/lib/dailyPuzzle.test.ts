import { judgeAnswer, puzzleOfTheDay, toPuzzles } from './dailyPuzzle';

const record = (day: string, puzzleId: string, answer = 'Qh4#') => ({
  puzzleId,
  day,
  question: `Question ${puzzleId}?`,
  optionA: 'Qf6',
  optionB: 'Bc5',
  optionC: 'Qh4#',
  optionD: 'Qg5',
  answer,
  explanation: 'Because.',
});

test('the puzzle of today (the local day, UTC in this suite) is chosen, from its first second to its last', () => {
  const puzzles = toPuzzles([record('2026-11-21', 'yesterday'), record('2026-11-22', 'today'), record('2026-11-23', 'tomorrow')]);
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-21T23:59:59Z'))?.id).toBe('yesterday');
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-22T00:00:00Z'))?.id).toBe('today');
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-22T23:59:59Z'))?.id).toBe('today');
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-24T12:00:00Z'))).toBeUndefined();
});

test('an option is right only when its text is the answer', () => {
  const [puzzle] = toPuzzles([record('2026-11-22', 'p')]);
  expect(judgeAnswer(puzzle!, 'C')).toBe('correct');
  expect(judgeAnswer(puzzle!, 'A')).toBe('incorrect');
  expect(judgeAnswer(puzzle!, 'D')).toBe('incorrect');
});

test('records become puzzles with options A to D, the day as the page writes it, and the explanation', () => {
  expect(toPuzzles([record('2026-11-22', 'ok')])).toEqual([
    {
      day: '2026-11-22',
      date: '22/11/2026',
      id: 'ok',
      question: 'Question ok?',
      options: [
        { letter: 'A', text: 'Qf6' },
        { letter: 'B', text: 'Bc5' },
        { letter: 'C', text: 'Qh4#' },
        { letter: 'D', text: 'Qg5' },
      ],
      answer: 'Qh4#',
      explanation: 'Because.',
    },
  ]);
  expect(toPuzzles([])).toEqual([]);
});
