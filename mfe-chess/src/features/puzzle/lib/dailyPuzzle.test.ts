import { judgeAnswer, puzzleOfTheDay, toPuzzles } from './dailyPuzzle';

const row = (date: string, id: string, answer = 'Qh4#') => [date, id, `Question ${id}?`, 'Qf6', 'Bc5', 'Qh4#', 'Qg5', answer, 'Because.'];

afterEach(() => jest.restoreAllMocks());

test('the puzzle dated today (DD/MM/YYYY, UTC in this suite) is chosen', () => {
  const puzzles = toPuzzles([row('21/11/2026', 'yesterday'), row('22/11/2026', 'today'), row('23/11/2026', 'tomorrow')]);
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-22T00:00:00Z'))?.id).toBe('today');
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-22T23:59:59Z'))?.id).toBe('today');
  expect(puzzleOfTheDay(puzzles, new Date('2026-11-24T12:00:00Z'))).toBeUndefined();
});

test('an option is right only when its text is the answer', () => {
  const [puzzle] = toPuzzles([row('22/11/2026', 'p')]);
  expect(judgeAnswer(puzzle!, 'C')).toBe('correct');
  expect(judgeAnswer(puzzle!, 'A')).toBe('incorrect');
  expect(judgeAnswer(puzzle!, 'D')).toBe('incorrect');
});

test('rows become puzzles with options A to D and the explaination; incomplete rows are reported and skipped', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const puzzles = toPuzzles([['22/11/2026', 'short', 'Q?', 'a', 'b'], row(' 22/11/2026 ', 'ok'), 'nope']);
  expect(puzzles).toEqual([
    {
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
      explaination: 'Because.',
    },
  ]);
  expect(error).toHaveBeenCalledTimes(2);
  expect(toPuzzles(undefined)).toEqual([]);
});
