import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import type { TournamentRecord } from '@academy/contracts/records';
import { renderInSession, signedInAtDesk } from '../../../testing/renderInSession';
import TournamentsPage from './TournamentsPage';

// The tournament form: the start is typed as India's wall-clock time and the API receives the
// instant it names; the list shows each stored instant back in IST.

let stored: TournamentRecord[];
let received: { method: string; path: string; body: unknown }[];

const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/tournaments'), () => HttpResponse.json({ tournaments: stored })),
  http.post(apiUrl('/office/tournaments'), async ({ request }) => {
    received.push({ method: 'POST', path: '/office/tournaments', body: await request.json() });
    return HttpResponse.json({ id: 9 }, { status: 201 });
  }),
  http.put(apiUrl('/office/tournaments/:id'), async ({ request, params }) => {
    received.push({ method: 'PUT', path: `/office/tournaments/${String(params.id)}`, body: await request.json() });
    return HttpResponse.json({ id: Number(params.id) });
  }),
);

beforeEach(() => {
  stored = [];
  received = [];
});

const renderPage = () => renderInSession(<TournamentsPage />);

/** Chooses a date and time in the date-time field, as the browser's picker sets it. */
const chooseStart = (value: string) => fireEvent.change(screen.getByLabelText(/^Start \(IST\)/), { target: { value } });

test('a start typed as 19:00 in India is sent as 13:30 UTC, with the empty name and links sent as none', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByText('No tournaments yet.')).toBeInTheDocument();
  for (const label of ['Name', 'Support link', 'Group A link', 'Group B link']) expect(screen.getByLabelText(label)).toHaveValue('');

  chooseStart('2026-11-25T19:00');
  await user.type(screen.getByLabelText('Group A link'), 'https://lichess.org/tournament/abc');
  await user.click(screen.getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('The tournament is added.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'POST',
      path: '/office/tournaments',
      body: {
        name: null,
        startsAt: '2026-11-25T13:30:00.000Z',
        supportLink: null,
        groupALink: 'https://lichess.org/tournament/abc',
        groupBLink: null,
      },
    },
  ]);
});

test('just after midnight on New Year’s Day in India is still the old year in UTC', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('No tournaments yet.');
  chooseStart('2027-01-01T00:30');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await screen.findByText('The tournament is added.');
  expect(received.map((r) => (r.body as { startsAt: string }).startsAt)).toEqual(['2026-12-31T19:00:00.000Z']);
});

test('a stored tournament is listed in IST and edited from its IST wall-clock time', async () => {
  stored = [
    {
      id: 4,
      name: 'Midnight Blitz 3+2',
      startsAt: '2026-11-24T18:30:00.000Z',
      supportLink: 'https://example.org/help',
      groupALink: null,
      groupBLink: null,
    },
  ];
  const user = userEvent.setup();
  renderPage();
  const row = (await screen.findByRole('rowheader', { name: '25/11/2026 12:00 AM' })).closest('tr')!;
  expect(within(row).getByRole('cell', { name: 'Midnight Blitz 3+2' })).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'https://example.org/help' })).toBeInTheDocument();
  expect(within(row).getAllByText('—')).toHaveLength(2);

  await user.click(within(row).getByRole('button', { name: 'Edit the tournament of 25/11/2026 12:00 AM' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Edit the tournament of 25/11/2026 12:00 AM' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Start \(IST\)/)).toHaveValue('2026-11-25T00:00');
  expect(screen.getByLabelText('Name')).toHaveValue('Midnight Blitz 3+2');
  expect(screen.getByLabelText('Support link')).toHaveValue('https://example.org/help');
  expect(screen.getByLabelText('Group A link')).toHaveValue('');

  chooseStart('2026-11-25T20:15');
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), '  Evening Rapid 10+5 ');
  await user.clear(screen.getByLabelText('Support link'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The tournament is saved.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'PUT',
      path: '/office/tournaments/4',
      body: { name: 'Evening Rapid 10+5', startsAt: '2026-11-25T14:45:00.000Z', supportLink: null, groupALink: null, groupBLink: null },
    },
  ]);
});

test('no start, or a link that is not http(s), is refused beside its field and nothing is sent', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('No tournaments yet.');
  await user.type(screen.getByLabelText('Support link'), 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText(/^Start \(IST\)/)).toHaveAccessibleDescription('Please choose the date and start time (IST).');
  expect(screen.getByLabelText(/^Start \(IST\)/)).toHaveFocus();
  expect(screen.getByLabelText('Support link')).toHaveAccessibleDescription('The support link must be an http(s) link, or empty for none.');
  expect(received).toEqual([]);
});

test('a name with an invisible character is refused beside it, focused, and nothing is sent', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('No tournaments yet.');
  await user.type(screen.getByLabelText('Name'), 'Rapid\u200bOpen');
  chooseStart('2026-11-25T19:00');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
    'The name must not contain invisible characters such as a zero-width space.',
  );
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(received).toEqual([]);
});

test('a list that cannot be loaded says so, with a way to try again', async () => {
  server.use(http.get(apiUrl('/office/tournaments'), () => HttpResponse.json({ error: 'Down.' }, { status: 503 }), { once: true }));
  stored = [{ id: 4, name: null, startsAt: '2026-11-25T13:30:00.000Z', supportLink: null, groupALink: null, groupBLink: null }];
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This list could not be loaded.');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('rowheader', { name: '25/11/2026 07:00 PM' })).toBeInTheDocument();
});
