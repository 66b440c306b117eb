import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import TournamentsPage from '../../../pages/TournamentsPage';

// This suite runs with TZ=UTC, so the local column is UTC. Now: 22/11/2026 08:00 UTC = 01:30 PM IST.
const NOW = '2026-11-22T08:00:00Z';
const link = (slug: string) => `https://lichess.org/tournament/${slug}`;
const ROWS = [
  ['', '21/11/2026 06:00 PM', 'https://lichess.org/team/club', link('past-a'), link('past-b')],
  ['', '22/11/2026 01:10 PM', 'https://lichess.org/team/club', link('live-a'), link('live-b')],
  ['', '22/11/2026 01:45 PM', '-', link('soon-a'), '-'],
  ['', '22/11/2026 06:30 PM', 'https://lichess.org/team/club', link('evening-a'), link('evening-b')],
  ['', 'next Tuesday', '-', link('bad'), '-'],
  ['', '25/11/2026 10:00 AM', '-', '-', '-'],
];

let respond: () => Response = () => HttpResponse.json({ values: ROWS });
setupApiServer(http.get(apiUrl('/tournament'), () => respond()));

beforeEach(() => {
  respond = () => HttpResponse.json({ values: ROWS });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const rowOf = (istText: string) => screen.getByRole('cell', { name: istText }).closest('tr')!;

test('shows a spinner, then every valid row with its local time, status words and buttons', async () => {
  renderWithProviders(<TournamentsPage />, { clock: createManualClock(NOW) });
  expect(screen.getByRole('heading', { level: 1, name: 'Chess Tournaments' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading tournaments…');

  const table = await screen.findByRole('table', { name: 'Tournament schedule' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Local Date & Time', 'IST Date & Time', 'Support', 'Group A', 'Group B',
  ]);
  expect(within(table).getAllByRole('row')).toHaveLength(6); // header + 5 valid rows; the malformed one is skipped
  expect(console.error).toHaveBeenCalledWith('Tournament row 5 skipped: "next Tuesday" is not a DD/MM/YYYY hh:mm AM|PM date.');
  expect(screen.getByText('Local times are shown in your time zone (Coordinated Universal Time).')).toBeInTheDocument();

  const past = within(rowOf('21/11/2026 06:00 PM'));
  expect(past.getByText('21/11/2026 12:30 PM')).toBeInTheDocument();
  expect(past.getByText('Finished')).toBeInTheDocument();
  expect(past.getByRole('link', { name: 'Result Group A, 21/11/2026 06:00 PM IST (opens in a new tab)' })).toHaveAttribute('href', link('past-a'));
  expect(past.getByRole('link', { name: /^Result Group B/ })).toHaveAttribute('href', link('past-b'));
  expect(past.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();

  const live = within(rowOf('22/11/2026 01:10 PM'));
  expect(live.getByText('Live')).toBeInTheDocument();
  expect(live.getAllByRole('link', { name: /^Play Group/ })).toHaveLength(2);
  expect(live.getByRole('link', { name: /^Support/ })).toHaveAttribute('href', 'https://lichess.org/team/club');

  const soon = within(rowOf('22/11/2026 01:45 PM'));
  expect(soon.getByText('Starting soon')).toBeInTheDocument();
  expect(soon.getByRole('link', { name: /^Play Group A/ })).toHaveAttribute('href', link('soon-a'));
  expect(soon.queryByRole('link', { name: /Group B|Support/ })).not.toBeInTheDocument();
  expect(soon.getAllByText('Not available')).toHaveLength(2);
  expect(soon.getByRole('button', { name: 'Add to calendar for 22/11/2026 01:45 PM IST' })).toBeInTheDocument();

  const evening = within(rowOf('22/11/2026 06:30 PM'));
  expect(evening.getByText('Later today')).toBeInTheDocument();
  expect(evening.getAllByRole('link', { name: /^Upcoming Group/ })).toHaveLength(2);

  const later = within(rowOf('25/11/2026 10:00 AM'));
  expect(later.getByText('Upcoming')).toBeInTheDocument();
  expect(later.queryAllByRole('link')).toEqual([]);
});

test('statuses move on while the page stays open', async () => {
  const clock = createManualClock(NOW);
  renderWithProviders(<TournamentsPage />, { clock });
  await screen.findByRole('table');
  expect(within(rowOf('22/11/2026 01:45 PM')).getByText('Starting soon')).toBeInTheDocument();
  expect(within(rowOf('22/11/2026 01:10 PM')).getByText('Live')).toBeInTheDocument();

  act(() => clock.advance(15 * 60_000)); // 01:45 PM IST: the soon one starts
  expect(within(rowOf('22/11/2026 01:45 PM')).getByText('Live')).toBeInTheDocument();
  expect(within(rowOf('22/11/2026 01:45 PM')).queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();

  act(() => clock.advance(46 * 60_000)); // 02:31 PM IST: 01:10 PM started 81 minutes ago
  const finished = within(rowOf('22/11/2026 01:10 PM'));
  expect(finished.getByText('Finished')).toBeInTheDocument();
  expect(finished.getAllByRole('link', { name: /^Result Group/ })).toHaveLength(2);
});

test('no rows, or no values at all, show the empty message', async () => {
  respond = () => HttpResponse.json({ values: [] });
  const { unmount } = renderWithProviders(<TournamentsPage />);
  expect(await screen.findByText('Sorry, No Tournaments Available. Please check again after sometime.')).toBeInTheDocument();
  unmount();
  respond = () => HttpResponse.json({});
  renderWithProviders(<TournamentsPage />);
  expect(await screen.findByText('Sorry, No Tournaments Available. Please check again after sometime.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load says so and Retry loads again', async () => {
  respond = () => HttpResponse.json({ error: 'Down.' }, { status: 503 });
  renderWithProviders(<TournamentsPage />, { clock: createManualClock(NOW) });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the tournament schedule. Please check your connection and try again.');
  expect(console.error).toHaveBeenCalled();

  respond = () => HttpResponse.json({ values: ROWS });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
