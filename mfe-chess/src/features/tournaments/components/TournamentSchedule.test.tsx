import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { instantOfIstWallClock } from '@academy/contracts/records';
import TournamentsPage from '../../../pages/TournamentsPage';

// This suite runs with TZ=UTC, so the local column is UTC. Now: 22/11/2026 08:00 UTC = 01:30 PM IST.
const NOW = '2026-11-22T08:00:00Z';
const link = (slug: string) => `https://lichess.org/tournament/${slug}`;
const CLUB = 'https://lichess.org/team/club';
/** A record as GET /v1/tournaments serves it, its start given as a wall-clock time in India. */
const tournament = (
  id: number,
  istWallClock: string,
  supportLink: string | null,
  groupALink: string | null,
  groupBLink: string | null,
  name: string | null = null,
) => ({ id, name, startsAt: instantOfIstWallClock(istWallClock)!, supportLink, groupALink, groupBLink });
const TOURNAMENTS = [
  tournament(1, '2026-11-21T18:00', CLUB, link('past-a'), link('past-b'), 'Saturday Rapid 10+5'),
  tournament(2, '2026-11-22T13:10', CLUB, link('live-a'), link('live-b')),
  tournament(3, '2026-11-22T13:45', null, link('soon-a'), null),
  tournament(4, '2026-11-22T18:30', CLUB, link('evening-a'), link('evening-b')),
  tournament(5, '2026-11-25T10:00', null, null, null),
];

let respond: () => Response = () => HttpResponse.json({ tournaments: TOURNAMENTS });
setupApiServer(http.get(apiUrl('/v1/tournaments'), () => respond()));

beforeEach(() => {
  respond = () => HttpResponse.json({ tournaments: TOURNAMENTS });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The row whose IST cell starts with `istText` (an upcoming one's cell also holds "Add to calendar"). */
const rowOf = (istText: string) => screen.getByText(istText, { selector: 'td[data-label="IST Date & Time"] span' }).closest('tr')!;

test('shows a spinner, then every valid row with its local time, status words and buttons', async () => {
  renderWithProviders(<TournamentsPage />, { clock: createManualClock(NOW) });
  expect(screen.getByRole('heading', { level: 1, name: 'Chess Tournaments' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading tournaments…');

  const table = await screen.findByRole('table', { name: 'Tournament schedule' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Local Date & Time', 'IST Date & Time', 'Support', 'Group A', 'Group B']);
  expect(within(table).getAllByRole('row')).toHaveLength(6); // header + 5 tournaments
  // What is live or to come first, soonest first; the finished one after them.
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-phase')),
  ).toEqual(['live', 'starting-soon', 'upcoming', 'upcoming', 'past']);
  expect(screen.getByText('Local times are shown in your time zone (Coordinated Universal Time).')).toBeInTheDocument();

  const past = within(rowOf('21/11/2026 06:00 PM'));
  // A named tournament's row is titled by its name, above its times.
  const title = past.getByText('Saturday Rapid 10+5');
  expect(title.closest('td')).toHaveAttribute('data-label', 'Local Date & Time');
  expect(title.closest('td')).toHaveTextContent(/^Saturday Rapid 10\+5 ?21\/11\/2026 12:30 PM/);
  expect(past.getByText('21/11/2026 12:30 PM')).toBeInTheDocument();
  expect(past.getByText('Finished')).toBeInTheDocument();
  expect(past.getByRole('link', { name: 'Result Group A, 21/11/2026 06:00 PM IST (opens in a new tab)' })).toHaveAttribute(
    'href',
    link('past-a'),
  );
  expect(past.getByRole('link', { name: /^Result Group B/ })).toHaveAttribute('href', link('past-b'));
  expect(past.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();

  // A row without a name (as every row published before names) shows its times first, as before.
  expect(within(rowOf('22/11/2026 01:10 PM')).getAllByRole('cell')[0]).toHaveTextContent(/^22\/11\/2026 07:40 AM/);
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

test('no tournaments show the empty message', async () => {
  respond = () => HttpResponse.json({ tournaments: [] });
  renderWithProviders(<TournamentsPage />);
  expect(await screen.findByText('Sorry, No Tournaments Available. Please check again after sometime.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('an answer that is not the schedule (the old sheet shape) is a failed load, never a half-read table', async () => {
  respond = () => HttpResponse.json({ values: [['', '22/11/2026 01:10 PM', '-', '-', '-']] });
  renderWithProviders(<TournamentsPage />, { clock: createManualClock(NOW) });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not load the tournament schedule. Please check your connection and try again.',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load says so and Retry loads again', async () => {
  respond = () => HttpResponse.json({ error: 'Down.' }, { status: 503 });
  renderWithProviders(<TournamentsPage />, { clock: createManualClock(NOW) });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not load the tournament schedule. Please check your connection and try again.',
  );
  expect(console.error).toHaveBeenCalled();

  respond = () => HttpResponse.json({ tournaments: TOURNAMENTS });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
