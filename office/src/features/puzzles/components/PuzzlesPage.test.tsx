import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import type { PuzzleRecord } from '@academy/contracts/records';
import { SessionProvider } from '../../../lib/session';
import PuzzlesPage from './PuzzlesPage';

// A puzzle is scheduled for a calendar day: the date field's YYYY-MM-DD travels as it is, and
// staff read it as DD/MM/YYYY.

let received: { method: string; path: string; body: unknown }[];
const STORED: PuzzleRecord = {
  puzzleId: 'p-7', day: '2026-11-25', question: 'Which piece can jump?', optionA: 'Rook', optionB: 'Knight', optionC: 'Bishop', optionD: 'Queen',
  answer: 'Knight', explanation: 'Only the knight jumps.',
};

setupApiServer(
  http.get(apiUrl('/office/me'), () => HttpResponse.json({ email: 'desk@academy.example', csrfToken: 'token-1' })),
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

function renderPage() {
  renderWithProviders(
    <SessionProvider>
      <PuzzlesPage />
    </SessionProvider>,
  );
}

test('a puzzle is sent with the day chosen, and its preview shows that day as staff read it', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('rowheader', { name: '25/11/2026' });
  await user.type(screen.getByLabelText(/^Date/), '2026-12-01');
  await user.type(screen.getByLabelText(/^Question/), 'Which piece moves in an L?');
  for (const [letter, text] of [['A', 'Rook'], ['B', 'Knight'], ['C', 'Bishop'], ['D', 'Queen']]) await user.type(screen.getByLabelText(new RegExp(`^Option ${letter}`)), text!);
  await user.selectOptions(screen.getByLabelText(/^Answer/), 'Knight');
  await user.type(screen.getByLabelText(/^Explanation/), 'Two squares, then one.');
  expect(screen.getByRole('region', { name: 'Preview, as visitors will see it' })).toHaveTextContent('01/12/2026');

  await user.click(screen.getByRole('button', { name: 'Schedule a puzzle' }));
  expect(await screen.findByText('The puzzle is scheduled.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'POST', path: '/office/puzzles',
      body: { day: '2026-12-01', question: 'Which piece moves in an L?', optionA: 'Rook', optionB: 'Knight', optionC: 'Bishop', optionD: 'Queen', answer: 'Knight', explanation: 'Two squares, then one.' },
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
