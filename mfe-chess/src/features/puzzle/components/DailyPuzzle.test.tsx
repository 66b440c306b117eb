import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import PuzzlePage from '../../../pages/PuzzlePage';

const PUZZLES = [
  {
    puzzleId: 'p-21',
    day: '2026-11-21',
    question: 'Yesterday?',
    optionA: 'w',
    optionB: 'x',
    optionC: 'y',
    optionD: 'z',
    answer: 'w',
    explanation: 'Old.',
  },
  {
    puzzleId: 'p-22',
    day: '2026-11-22',
    question: 'After 1.f3 e5 2.g4, which move by Black gives checkmate?',
    optionA: 'Qf6',
    optionB: 'Bc5',
    optionC: 'Qh4#',
    optionD: 'Qg5',
    answer: 'Qh4#',
    explanation: 'The queen checks along the opened diagonal.',
  },
];
let respond: () => Response;
setupApiServer(http.get(apiUrl('/v1/puzzles'), () => respond()));
beforeEach(() => {
  // The copy kept on the device by an earlier test would answer for a failed load.
  localStorage.clear();
  respond = () => HttpResponse.json({ puzzles: PUZZLES });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const today = () => createManualClock('2026-11-22T10:00:00Z');
const options = () => within(screen.getByRole('group', { name: 'Choose your answer' })).getAllByRole('button');

test("today's puzzle shows its question and options A to D as buttons, beside Enroll Here", async () => {
  renderWithProviders(<PuzzlePage />, { clock: today() });
  expect(screen.getByRole('heading', { level: 1, name: 'Daily Puzzle' })).toBeInTheDocument();
  expect(await screen.findByText('After 1.f3 e5 2.g4, which move by Black gives checkmate?')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Puzzle of 22/11/2026' })).toBeInTheDocument();
  expect(options().map((b) => b.textContent)).toEqual(['AA.Qf6', 'BB.Bc5', 'CC.Qh4#', 'DD.Qg5']);
  expect(screen.getByRole('button', { name: 'C. Qh4#' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Enroll Here' })).toHaveAttribute('href', '/registration');
  expect(screen.queryByText('Yesterday?')).not.toBeInTheDocument();
});

test('the right answer turns green, says so, shows the explanation, and there is no second try', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PuzzlePage />, { clock: today() });
  await user.click(await screen.findByRole('button', { name: 'C. Qh4#' }));

  expect(screen.getByText('✅ Correct Answer!')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByText('The queen checks along the opened diagonal.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Explanation' })).toHaveFocus();
  for (const option of options()) expect(option).toBeDisabled();
  const chosen = screen.getByRole('button', { name: 'C. Qh4# (your answer)' });
  expect(chosen).toHaveStyle({ backgroundColor: '#166534' });
  expect(screen.getByRole('button', { name: 'A. Qf6' })).not.toHaveStyle({ backgroundColor: '#166534' });

  await user.click(screen.getByRole('button', { name: 'A. Qf6' }));
  expect(screen.getByText('✅ Correct Answer!')).toBeInTheDocument();
  expect(screen.queryByText('❌ Incorrect Answer!')).not.toBeInTheDocument();
});

test('a wrong answer turns red and says so', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PuzzlePage />, { clock: today() });
  await user.click(await screen.findByRole('button', { name: 'B. Bc5' }));
  expect(screen.getByText('❌ Incorrect Answer!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'B. Bc5 (your answer)' })).toHaveStyle({ backgroundColor: '#b91c1c' });
  expect(screen.getByRole('button', { name: 'C. Qh4#' })).toBeDisabled();
  expect(screen.getByText('The queen checks along the opened diagonal.')).toBeInTheDocument();
});

test('no puzzle for today shows the empty message', async () => {
  renderWithProviders(<PuzzlePage />, { clock: createManualClock('2026-11-25T10:00:00Z') });
  expect(await screen.findByText('Sorry, No Puzzle Available. Please check again after sometime.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enroll Here' })).toBeInTheDocument();
});

test('a failed load shows a message, and Retry loads again', async () => {
  respond = () => HttpResponse.error();
  renderWithProviders(<PuzzlePage />, { clock: today() });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We could not load today's puzzle. Please check your connection and try again.",
  );
  respond = () => HttpResponse.json({ puzzles: PUZZLES });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'A. Qf6' })).toBeInTheDocument();
});

test('offline, the puzzles last fetched show with when they were fetched', async () => {
  const first = renderWithProviders(<PuzzlePage />, { clock: createManualClock('2026-11-22T04:05:00Z') });
  expect(await screen.findByRole('button', { name: 'A. Qf6' })).toBeInTheDocument();
  expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument();
  first.unmount();

  respond = () => HttpResponse.error();
  renderWithProviders(<PuzzlePage />, { clock: today() });
  expect(await screen.findByRole('button', { name: 'A. Qf6' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^Offline: showing the puzzles as of 22 Nov, 4:05 AM (UTC|GMT)$/);
});
