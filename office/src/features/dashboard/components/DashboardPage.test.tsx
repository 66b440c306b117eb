import { screen, within } from '@testing-library/react';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import DashboardPage from './DashboardPage';
import { signedInAtDesk, renderInSession } from '../../../testing/renderInSession';

// The office's home as the desk reads it: each count from GET /office/summary, each a link to
// the list it counts.

const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/summary'), () =>
    HttpResponse.json({ newToday: 3, notContacted: 2, myFollowUpsDue: 1, demosThisWeek: 4, newApplications: 0, today: '2026-11-25' }),
  ),
  http.get(apiUrl('/office/demos'), () => HttpResponse.json({ demos: [] })),
);

const renderHome = () => renderInSession(<DashboardPage />);

test('each count links to the list it counts', async () => {
  renderHome();
  await screen.findByText('New registrations today');
  const links = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['3New registrations today', '/registrations?from=2026-11-25&to=2026-11-25'],
    ['2Not contacted after 24 h', '/registrations?view=not-contacted'],
    ['1My follow-ups due', '/registrations?view=my-due'],
    ['4Demos booked this week', '/registrations?view=demos-this-week'],
    ['0New applications', '/applications?status=new'],
  ]);
});

test('a summary the API cannot answer shows the error with Try again', async () => {
  server.use(http.get(apiUrl('/office/summary'), () => HttpResponse.json({ error: 'Down.' }, { status: 500 })));
  renderHome();
  expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
});
