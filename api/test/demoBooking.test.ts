import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { addSlot, addTeacher, book, capturingWorker, register } from './demoHelpers';

// A parent books, moves and cancels the free demo through the signed link of the registration,
// without an account; the page shows the booking and never the registration's personal data.

const NOW = new Date('2026-12-01T06:00:00.000Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

describe.each(eachStore())('%s store: booking the free demo', (_name, target) => {
  let server: TestServer;
  let clock: Date;

  beforeEach(async () => {
    clock = NOW;
    server = await startTestServer(target, { now: () => clock });
    await addTeacher(server.store);
  });
  afterEach(() => server.dispose());

  test('the slots of a course are its free future ones of the next 7 days, soonest first, with the teacher', async () => {
    const later = await addSlot(server.store, inHours(50));
    const sooner = await addSlot(server.store, inHours(26), { capacity: 4 });
    await addSlot(server.store, inHours(24 * 8)); // past the week
    await addSlot(server.store, inHours(30), { course: 'chess' });
    const response = await server.app.inject({ method: 'GET', url: '/v1/demo-slots?course=coding' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      slots: [
        {
          id: sooner.id,
          startsAt: inHours(26),
          minutes: 30,
          course: 'coding',
          teacher: { name: 'Anita Rao', photoFile: 'anita-rao.jpg', photoWebpFile: 'anita-rao.webp' },
          seatsLeft: 4,
        },
        expect.objectContaining({ id: later.id, seatsLeft: 1 }),
      ],
    });
    const bad = await server.app.inject({ method: 'GET', url: '/v1/demo-slots?course=cooking' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('Choose a course of the catalogue.');
  });

  test('the token opens the demo page with the course and the slots, and no personal data', async () => {
    const slot = await addSlot(server.store, inHours(26));
    const { token } = await register(server.app, 'meera@example.com');
    const page = await server.app.inject({ method: 'GET', url: `/v1/demo/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      course: 'coding',
      courseName: 'Coding',
      booking: null,
      slots: [expect.objectContaining({ id: slot.id })],
    });
    for (const personal of ['meera', 'Priya', 'Aarav', '9876543210', 'MG Road']) expect(page.body).not.toContain(personal);
  });

  test('one tap books; the page then shows the booking; booking again moves it and frees the first seat', async () => {
    const first = await addSlot(server.store, inHours(26));
    const second = await addSlot(server.store, inHours(50));
    const { number, token } = await register(server.app, 'meera@example.com');

    const booked = await book(server.app, token, first.id, { timeZone: 'Europe/London' });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toEqual({
      booking: {
        slotId: first.id,
        startsAt: inHours(26),
        minutes: 30,
        course: 'coding',
        teacher: { name: 'Anita Rao', photoFile: 'anita-rao.jpg', photoWebpFile: 'anita-rao.webp' },
        status: 'booked',
        timeZone: 'Europe/London',
      },
    });
    expect((await server.store.demos.findSlot(first.id))?.booked).toBe(1);
    const page = await server.app.inject({ method: 'GET', url: `/v1/demo/${token}` });
    expect(page.json()).toMatchObject({ booking: { slotId: first.id, status: 'booked' }, slots: [{ id: second.id }] });

    const moved = await book(server.app, token, second.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { slotId: second.id, timeZone: 'Europe/London' } });
    expect((await server.store.demos.findSlot(first.id))?.booked).toBe(0);
    expect((await server.store.demos.findSlot(second.id))?.booked).toBe(1);
    const demos = await server.store.demos.listDemos(new Date(NOW), new Date(inHours(24 * 7)));
    expect(demos.map((demo) => [demo.registrationNumber, demo.slotId, demo.status])).toEqual([[number, second.id, 'booked']]);
  });

  test('the confirmation names the time in India and in the parent zone, the teacher, the calendar and manage links', async () => {
    const slot = await addSlot(server.store, '2026-12-05T12:00:00.000Z');
    const { token } = await register(server.app, 'meera@example.com');
    const { worker, sent } = capturingWorker(server, () => clock);
    await worker.runOnce();
    // The registration's own confirmation carries the link to pick a time, with its token filled in.
    expect(sent[0]?.body).toContain(`Pick a time for your free demo class: http://localhost:3000/demo/${token}`);
    sent.length = 0;

    await book(server.app, token, slot.id, { timeZone: 'America/New_York' });
    await worker.runOnce();
    const [confirmation, notification] = sent;
    expect(confirmation?.email).toBe('meera@example.com');
    expect(confirmation?.subject).toBe('Your free Coding demo is booked for Saturday 5 December 2026, 5:30 pm');
    expect(confirmation?.body).toContain('with Anita Rao is on Saturday 5 December 2026, 5:30 pm (India)');
    expect(confirmation?.body).toContain('which is Saturday 5 December 2026, 7:00 am in your time zone (America/New_York)');
    expect(confirmation?.body).toContain(`Add it to your calendar: http://localhost:4000/v1/demo/${token}/calendar.ics`);
    expect(confirmation?.body).toContain(`See, move or cancel the demo: http://localhost:3000/demo/${token}`);
    expect(notification?.subject).toMatch(/^Demo booked: GFI\d+ \(Coding\) with Anita Rao$/);
  });

  test('the calendar file is text/calendar with the demo starting at its UTC instant, naming course and teacher', async () => {
    const slot = await addSlot(server.store, '2026-12-05T12:00:00.000Z', { minutes: 45 });
    const { token } = await register(server.app, 'meera@example.com');
    expect((await server.app.inject({ method: 'GET', url: `/v1/demo/${token}/calendar.ics` })).statusCode).toBe(404);
    await book(server.app, token, slot.id);
    const file = await server.app.inject({ method: 'GET', url: `/v1/demo/${token}/calendar.ics` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = file.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'DTSTART:20261205T120000Z',
        'DTEND:20261205T124500Z',
        'SUMMARY:Free Coding demo with Anita Rao (GFI Academy)',
        `URL:http://localhost:3000/demo/${token}`,
        'END:VEVENT',
      ]),
    );
  });

  test('a resent booking with its Idempotency-Key replays the first answer and books nothing more', async () => {
    const slot = await addSlot(server.store, inHours(26), { capacity: 3 });
    const { token } = await register(server.app, 'meera@example.com');
    const first = await book(server.app, token, slot.id, { key: 'demo-key-0001' });
    const again = await book(server.app, token, slot.id, { key: 'demo-key-0001' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await server.store.demos.findSlot(slot.id))?.booked).toBe(1);
    const other = await addSlot(server.store, inHours(50));
    const reused = await book(server.app, token, other.id, { key: 'demo-key-0001' });
    expect(reused.statusCode).toBe(422);
    expect((await server.store.demos.findSlot(other.id))?.booked).toBe(0);
  });

  test('cancelling frees the seat; a second cancel changes nothing', async () => {
    const slot = await addSlot(server.store, inHours(26));
    const { token } = await register(server.app, 'meera@example.com');
    await book(server.app, token, slot.id);
    const cancelled = await server.app.inject({ method: 'DELETE', url: `/v1/demo/${token}/booking` });
    expect(cancelled.statusCode).toBe(204);
    expect((await server.store.demos.findSlot(slot.id))?.booked).toBe(0);
    expect((await server.app.inject({ method: 'GET', url: `/v1/demo/${token}` })).json()).toMatchObject({ booking: null });
    expect((await server.app.inject({ method: 'DELETE', url: `/v1/demo/${token}/booking` })).statusCode).toBe(204);
    expect((await server.store.demos.findSlot(slot.id))?.booked).toBe(0);
  });

  test('a full slot is a 409 with a sentence and the next free slots; nothing is booked', async () => {
    const full = await addSlot(server.store, inHours(26));
    const free = await addSlot(server.store, inHours(28));
    const a = await register(server.app, 'a@example.com');
    const b = await register(server.app, 'b@example.com');
    await book(server.app, a.token, full.id);
    const refused = await book(server.app, b.token, full.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Sorry, that time was just taken or is no longer free. Please pick another one.',
      slots: [{ id: free.id }],
    });
    expect((await server.app.inject({ method: 'GET', url: `/v1/demo/${b.token}` })).json()).toMatchObject({ booking: null });
  });

  test('a token with one character changed is refused with a sentence and a way to ask the academy', async () => {
    const slot = await addSlot(server.store, inHours(26));
    const { token } = await register(server.app, 'meera@example.com');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -1)}${last}`;
    for (const response of [
      await server.app.inject({ method: 'GET', url: `/v1/demo/${tampered}` }),
      await book(server.app, tampered, slot.id),
      await server.app.inject({ method: 'GET', url: `/v1/demo/${tampered}/calendar.ics` }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: string }>().error).toBe(
        'This demo link is not valid. Please open the link from your e-mail again, or please ask the academy: phone +91 98765 43210, e-mail support@gfi-academy.example.',
      );
    }
    expect((await server.store.demos.findSlot(slot.id))?.booked).toBe(0);
  });

  test('once the demo is past the link answers 410 with a sentence', async () => {
    const slot = await addSlot(server.store, inHours(26));
    const { token } = await register(server.app, 'meera@example.com');
    await book(server.app, token, slot.id);
    clock = new Date(inHours(27));
    const page = await server.app.inject({ method: 'GET', url: `/v1/demo/${token}` });
    expect(page.statusCode).toBe(410);
    expect(page.json<{ error: string }>().error).toMatch(/^This demo has already taken place, so its link no longer works\./);
  });

  test('a slot of another course, or in the past, is refused and nothing changes', async () => {
    const chess = await addSlot(server.store, inHours(26), { course: 'chess' });
    const past = await addSlot(server.store, inHours(1), { at: new Date(NOW.getTime() - HOUR) });
    const { token } = await register(server.app, 'meera@example.com');
    expect((await book(server.app, token, chess.id)).statusCode).toBe(400);
    clock = new Date(inHours(2));
    const late = await book(server.app, token, past.id);
    expect(late.statusCode).toBe(409);
    expect((await server.store.demos.findSlot(past.id))?.booked).toBe(0);
    expect((await book(server.app, token, 99_999)).statusCode).toBe(409);
    const bad = await server.app.inject({ method: 'PUT', url: `/v1/demo/${token}/booking`, payload: { slotId: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('Choose one of the slots.');
  });

  test('"Other" has no slots: the page says so and a booking is refused with the academy calling instead', async () => {
    const { token } = await register(server.app, 'meera@example.com', 'Other');
    const page = await server.app.inject({ method: 'GET', url: `/v1/demo/${token}` });
    expect(page.json()).toEqual({ course: null, courseName: 'Other', booking: null, slots: [] });
    const slot = await addSlot(server.store, inHours(26));
    const refused = await book(server.app, token, slot.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/^There are no demo slots for this course yet: our team will call you/);
  });
});
