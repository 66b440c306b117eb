import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import type { PuzzleRecord } from '@academy/contracts/records';
import { renderInSession, signedInAtDesk } from '../../../testing/renderInSession';
import PuzzlesPage from './PuzzlesPage';

// A puzzle is scheduled for a calendar day: the date field's YYYY-MM-DD travels as it is, and
// staff read it as DD/MM/YYYY.

jest.setTimeout(30_000);

let received: { method: string; path: string; body: unknown }[];
const STORED: PuzzleRecord = {
  puzzleId: 'p-7',
  day: '2026-11-25',
  question: 'Which piece can jump?',
  optionA: 'Rook',
  optionB: 'Knight',
  optionC: 'Bishop',
  optionD: 'Queen',
  answer: 'Knight',
  explanation: 'Only the knight jumps.',
};

const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/puzzles'), () => HttpResponse.json({ puzzles: [STORED] })),
  http.post(apiUrl('/office/puzzles'), async ({ request }) => {
    received.push({ method: 'POST', path: '/office/puzzles', body: await request.json() });
    return HttpResponse.json({ puzzleId: 'p-8' }, { status: 201 });
  }),
  http.put(apiUrl('/office/puzzles/:id'), async ({ request, params }) => {
    received.push({ method: 'PUT', path: `/office/puzzles/${String(params.id)}`, body: await request.json() });
    return HttpResponse.json({ puzzleId: params.id });
  }),
);

beforeEach(() => {
  received = [];
});

const renderPage = () => renderInSession(<PuzzlesPage />);

/** Types a whole puzzle but its date: the knight's move, its answer Knight. */
async function typeKnightPuzzle(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Question/), 'Which piece moves in an L?');
  for (const [letter, text] of [
    ['A', 'Rook'],
    ['B', 'Knight'],
    ['C', 'Bishop'],
    ['D', 'Queen'],
  ])
    await user.type(screen.getByLabelText(new RegExp(`^Option ${letter}`)), text!);
  await user.selectOptions(screen.getByLabelText(/^Answer/), 'Knight');
  await user.type(screen.getByLabelText(/^Explanation/), 'Two squares, then one.');
}

test('a puzzle is sent with the day chosen, and its preview shows that day as staff read it', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('rowheader', { name: '25/11/2026' });
  await user.type(screen.getByLabelText(/^Date/), '2026-12-01');
  await typeKnightPuzzle(user);
  expect(screen.getByRole('region', { name: 'Preview, as visitors will see it' })).toHaveTextContent('01/12/2026');

  await user.click(screen.getByRole('button', { name: 'Schedule a puzzle' }));
  expect(await screen.findByText('The puzzle is scheduled.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'POST',
      path: '/office/puzzles',
      body: {
        day: '2026-12-01',
        question: 'Which piece moves in an L?',
        optionA: 'Rook',
        optionB: 'Knight',
        optionC: 'Bishop',
        optionD: 'Queen',
        answer: 'Knight',
        explanation: 'Two squares, then one.',
      },
    },
  ]);
});

test('a stored puzzle is edited by its id, keeping its day', async () => {
  const user = userEvent.setup();
  renderPage();
  const row = (await screen.findByRole('rowheader', { name: '25/11/2026' })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Edit the puzzle of 25/11/2026' }));
  expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-11-25');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The puzzle is saved.')).toBeInTheDocument();
  const { puzzleId, ...input } = STORED;
  expect(received).toEqual([{ method: 'PUT', path: `/office/puzzles/${puzzleId}`, body: input }]);
});

test('without a day the form says to choose one and sends nothing', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('rowheader', { name: '25/11/2026' });
  await user.click(screen.getByRole('button', { name: 'Schedule a puzzle' }));
  expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('Please choose the date.');
  expect(received).toEqual([]);
});

test('a date another puzzle has is said at the field, with the way to that puzzle, and nothing is sent', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('rowheader', { name: '25/11/2026' });
  await user.type(screen.getByLabelText(/^Date/), '2026-11-25');
  await typeKnightPuzzle(user);
  await user.click(screen.getByRole('button', { name: 'Schedule a puzzle' }));
  expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('There is already a puzzle on 25/11/2026.');
  expect(received).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Open the puzzle of 25/11/2026' }));
  expect(screen.getByRole('heading', { name: 'Edit the puzzle of 25/11/2026' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Question/)).toHaveValue('Which piece can jump?');
});

test('a long list is paged, newest first, and a date jumps to its page', async () => {
  // 40 puzzles, one a day from 01/01/2026 to 09/02/2026.
  const many = Array.from({ length: 40 }, (_, index): PuzzleRecord => {
    const day = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    return { ...STORED, puzzleId: `PZ-${day}`, day };
  }).reverse();
  server.use(http.get(apiUrl('/office/puzzles'), () => HttpResponse.json({ puzzles: many })));
  const user = userEvent.setup();
  renderPage();
  const list = await screen.findByRole('region', { name: 'Puzzles' });
  expect(
    within(list)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toHaveLength(35);
  expect(within(list).getAllByRole('rowheader')[0]).toHaveTextContent('09/02/2026');
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Go to a date'), '2026-01-03');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Puzzles' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['05/01/2026', '04/01/2026', '03/01/2026', '02/01/2026', '01/01/2026']);
});
