import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import DemoPicker from './DemoPicker';
import { SECOND, TOKEN, bookingOf, demoView, slotAt } from './demoFixtures';

// A page waits for its session and its lists; a busy CI machine may take seconds to answer them.
configure({ asyncUtilTimeout: 5_000 });

const DEMO = apiUrl(`/v1/demo/${TOKEN}`);
const BOOKING = `${DEMO}/booking`;

const server = setupApiServer();
let puts: Array<{ body: unknown; key: string | null }>;
beforeEach(() => {
  puts = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** 10 AM in London on Tuesday 1 Dec 2026: the first slot is today, the second tomorrow. */
const renderPicker = () =>
  renderWithProviders(<DemoPicker token={TOKEN} zone="Europe/London" />, { clock: createManualClock('2026-12-01T10:00:00.000Z') });

const slotButtons = () => screen.findAllByTestId('demo-slot');
/** The slot button whose text holds `text` (its time, its teacher). */
const slot = (text: string) => screen.findByRole('button', { name: new RegExp(text) });

test('while the slots load, it says so under the heading', async () => {
  server.use(http.get(DEMO, () => new Promise(() => undefined)));
  renderPicker();
  expect(screen.getByRole('heading', { name: 'Pick a time for your free demo' })).toBeInTheDocument();
  expect(await screen.findByText('Finding free times…')).toBeInTheDocument();
});

test('each free slot shows the parent’s time and IST, the teacher and the length, under its day', async () => {
  server.use(http.get(DEMO, () => HttpResponse.json(demoView())));
  renderPicker();
  const today = await slot('12:30 PM GMT');
  const tomorrow = await slot('3:30 AM GMT');
  expect(today).toHaveTextContent('12:30 PM GMT');
  expect(today).toHaveTextContent('6:00 PM IST · 30 min');
  expect(today).toHaveTextContent('with Asha Rao');
  expect(tomorrow).toHaveTextContent('3:30 AM GMT');
  expect(tomorrow).toHaveTextContent('9:00 AM IST · 30 min');
  expect(tomorrow).toHaveTextContent('with Vikram Nair');
  expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
});

test('one tap books the slot with an Idempotency-Key, then shows the booking, what to prepare and its links', async () => {
  server.use(
    http.get(DEMO, () => HttpResponse.json(demoView())),
    http.put(BOOKING, async ({ request }) => {
      puts.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json({ booking: bookingOf(SECOND) });
    }),
  );
  renderPicker();
  await userEvent.click(await slot('Vikram Nair'));
  const heading = await screen.findByRole('heading', { name: 'Your free demo is booked' });
  expect(heading).toHaveFocus();
  expect(puts).toEqual([{ body: { slotId: 2, timeZone: expect.any(String) }, key: expect.stringMatching(/.{16,}/) }]);
  const booked = screen.getByTestId('demo-booked');
  expect(booked).toHaveTextContent('Wed 2 Dec, 3:30 AM GMT');
  expect(booked).toHaveTextContent('9:00 AM IST');
  expect(booked).toHaveTextContent('with Vikram Nair');
  expect(within(booked).getByRole('heading', { name: 'What to prepare' })).toBeInTheDocument();
  expect(within(booked).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `${DEMO}/calendar.ics`);
  expect(within(booked).getByRole('link', { name: 'Change or cancel this demo' })).toHaveAttribute('href', `/demo/${TOKEN}`);
  expect(screen.queryByTestId('demo-slot')).not.toBeInTheDocument();
});

test('a course with no free slot says when the academy will call instead', async () => {
  server.use(http.get(DEMO, () => HttpResponse.json(demoView({ slots: [] }))));
  renderPicker();
  expect(await screen.findByTestId('demo-call-instead')).toHaveTextContent(
    'There is no free demo time for Chess in the next 7 days. Our team will call you within one working day',
  );
});

test('"Other" is called, not offered slots', async () => {
  server.use(http.get(DEMO, () => HttpResponse.json(demoView({ course: null, courseName: 'Other', slots: [] }))));
  renderPicker();
  expect(await screen.findByTestId('demo-call-instead')).toHaveTextContent('to find the right course and a demo time');
});

test('a failed load says so, and Try again loads the slots', async () => {
  let fail = true;
  server.use(
    http.get(DEMO, () =>
      fail ? HttpResponse.json({ error: 'Something went wrong on our side.' }, { status: 500 }) : HttpResponse.json(demoView()),
    ),
  );
  renderPicker();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the free times.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await slotButtons()).toHaveLength(2);
});

test('losing the race shows the API’s sentence and the next free slots it sent, and booking one of those works', async () => {
  const next = slotAt(3, '2026-12-02T10:30:00.000Z', 'Meera Iyer');
  server.use(
    http.get(DEMO, () => HttpResponse.json(demoView())),
    http.put(BOOKING, async ({ request }) => {
      const { slotId } = (await request.json()) as { slotId: number };
      if (slotId === 1)
        return HttpResponse.json(
          { error: 'Sorry, that time was just taken. Here are the next free times.', slots: [next] },
          { status: 409 },
        );
      return HttpResponse.json({ booking: bookingOf(next) });
    }),
  );
  renderPicker();
  await userEvent.click(await slot('Asha Rao'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that time was just taken. Here are the next free times.');
  await waitFor(() => expect(screen.getAllByTestId('demo-slot')).toHaveLength(1));
  await userEvent.click(await slot('Meera Iyer'));
  expect(await screen.findByTestId('demo-booked')).toHaveTextContent('with Meera Iyer');
});

test('a booking that fails for another reason keeps the slots and says so', async () => {
  server.use(
    http.get(DEMO, () => HttpResponse.json(demoView())),
    http.put(BOOKING, () => HttpResponse.json({ error: 'This demo can no longer be booked.' }, { status: 410 })),
  );
  renderPicker();
  await userEvent.click(await slot('Asha Rao'));
  expect(await screen.findByRole('alert')).toHaveTextContent('This demo can no longer be booked.');
  await waitFor(() => expect(screen.getByRole('button', { name: /Asha Rao/ })).toBeEnabled());
});
