import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { DemoManage } from './DemoManage';
import { FIRST, SECOND, SLOTS, TOKEN, bookingOf, demoView } from './demoFixtures';

// A page waits for its session and its lists; a busy CI machine may take seconds to answer them.
configure({ asyncUtilTimeout: 5_000 });

const DEMO = apiUrl(`/v1/demo/${TOKEN}`);
const BOOKING = `${DEMO}/booking`;

const server = setupApiServer();
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const renderManage = () =>
  renderWithProviders(<DemoManage token={TOKEN} zone="Europe/London" />, {
    clock: createManualClock('2026-12-01T10:00:00.000Z'),
    config: { supportPhone: '+91 98765 43210', supportEmail: 'support@academy.example' },
  });

test('a booked demo shows its time, and Choose another time moves it to a free slot', async () => {
  let booking = bookingOf(FIRST);
  server.use(
    http.get(DEMO, () => HttpResponse.json(demoView({ booking, slots: [SECOND] }))),
    http.put(BOOKING, () => {
      booking = bookingOf(SECOND);
      return HttpResponse.json({ booking });
    }),
  );
  renderManage();
  expect(await screen.findByTestId('demo-booked')).toHaveTextContent('Tue 1 Dec, 12:30 PM GMT');
  expect(screen.queryByRole('link', { name: 'Change or cancel this demo' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Choose another time' }));
  await userEvent.click(screen.getByTestId('demo-slot'));
  expect(await screen.findByRole('status')).toHaveTextContent('Your demo has moved to the new time.');
  expect(screen.getByTestId('demo-booked')).toHaveTextContent('Wed 2 Dec, 3:30 AM GMT');
  expect(screen.queryByTestId('demo-slot')).not.toBeInTheDocument();
});

test('Cancel asks first, then cancels and offers the free slots again', async () => {
  let cancelled = false;
  server.use(
    http.get(DEMO, () => HttpResponse.json(demoView({ booking: cancelled ? null : bookingOf(FIRST), slots: SLOTS }))),
    http.delete(BOOKING, () => {
      cancelled = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderManage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel the demo' }));
  const question = screen.getByRole('group', { name: 'Cancel the demo' });
  expect(cancelled).toBe(false);
  await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByRole('heading', { name: 'Pick a time for your free demo' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your demo is cancelled.');
  expect(await screen.findAllByTestId('demo-slot')).toHaveLength(2);
  expect(cancelled).toBe(true);
});

test('with no booking yet, the page is the picker', async () => {
  server.use(http.get(DEMO, () => HttpResponse.json(demoView())));
  renderManage();
  expect(await screen.findByRole('heading', { name: 'Pick a time for your free demo' })).toBeInTheDocument();
  expect(await screen.findAllByTestId('demo-slot')).toHaveLength(2);
});

test('a changed or expired link gets the API’s sentence and how to reach the academy', async () => {
  server.use(http.get(DEMO, () => HttpResponse.json({ error: 'This demo link has expired.' }, { status: 410 })));
  renderManage();
  expect(await screen.findByRole('alert')).toHaveTextContent('This demo link has expired.');
  expect(screen.getByText(/Please call us on \+91 98765 43210 or write to support@academy.example/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(screen.getByRole('link', { name: 'E-mail support@academy.example' })).toHaveAttribute('href', 'mailto:support@academy.example');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
