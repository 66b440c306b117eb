import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, createManualClock, http, setupApiServer } from '@academy/shared/testing';
import FunnelPage from './FunnelPage';
import { renderInSession } from '../../../testing/renderInSession';

// A page waits for its session and its lists; a busy CI machine may take seconds to answer them.
configure({ asyncUtilTimeout: 5_000 });

// The funnel as a chart and a table; the CSV is a manager's.

const row = {
  week: '2026-W48',
  weekStart: '2026-11-23',
  course: 'Chess',
  registrations: 10,
  demoBooked: 4,
  attended: 2,
  paid: 1,
  bookedRate: 0.4,
  attendedRate: 0.5,
  paidRate: 0.5,
  medianDaysToBook: 0.5,
  medianDaysToAttend: 2,
  medianDaysToPay: null,
};
let asked: string[];
let role: 'desk' | 'manager';
setupApiServer(
  http.get(apiUrl('/office/me'), () => HttpResponse.json({ email: 'staff@academy.example', csrfToken: 't', role })),
  http.get(apiUrl('/office/reports/funnel'), ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ from: '2026-09-03', to: '2026-11-25', rows: [row] });
  }),
);
beforeEach(() => {
  asked = [];
  role = 'desk';
});
const clock = () => createManualClock('2026-11-25T04:30:00.000Z');

test('the last 12 weeks by default: the steps as bars and each week and course as a row', async () => {
  renderInSession(<FunnelPage />, { clock: clock() });
  const chart = await screen.findByRole('img', { name: 'Registrations 10, Demo booked 4, Attended 2, Paid 1' });
  expect(chart).toHaveTextContent('4 (40%)');
  expect(asked).toEqual(['?from=2026-09-03&to=2026-11-25']);
  const cells = within(screen.getByTestId('funnel-row'))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells).toEqual(['2026-W4823/11/2026', 'Chess', '10', '4 40%', '2 50%', '1 50%', '0.5 days', '2 days', '—']);
  expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
});

test('a course and days are asked for when shown; a manager exports exactly that', async () => {
  role = 'manager';
  renderInSession(<FunnelPage />, { clock: clock() });
  await screen.findByTestId('funnel-row');
  await userEvent.selectOptions(screen.getByLabelText('Course'), 'Chess');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  await screen.findByRole('link', { name: 'Export CSV' });
  expect(asked).toContain('?from=2026-09-03&to=2026-11-25&course=Chess');
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    'http://localhost:4000/office/reports/funnel.csv?from=2026-09-03&to=2026-11-25&course=Chess',
  );
});
