import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { addSlot, addTeacher, book, capturingWorker, register } from './demoHelpers';

// The reminders 24 hours and 1 hour before a demo are outbox rows sent from their time on: the
// delivery worker, on an injected clock, sends each at its time, never twice, and never for a
// booking that was cancelled or moved since.

const NOW = new Date('2026-12-01T06:00:00.000Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(eachStore())('%s store: demo reminders', (_name, target) => {
  let server: TestServer;
  let clock: Date;
  let sent: Array<Record<string, string>>;
  let runAt: (hours: number) => Promise<string[]>;

  beforeEach(async () => {
    clock = NOW;
    server = await startTestServer(target, { now: () => clock });
    await addTeacher(server.store);
    const capture = capturingWorker(server, () => clock);
    sent = capture.sent;
    runAt = async (hours) => {
      clock = at(hours);
      sent.length = 0;
      await capture.worker.runOnce();
      return sent.map((params) => params.subject ?? '');
    };
  });
  afterEach(() => server.dispose());

  test('sent at 24 h and at 1 h before the start, each once', async () => {
    const slot = await addSlot(server.store, at(48).toISOString());
    const { token } = await register(server.app, 'meera@example.com');
    await book(server.app, token, slot.id);
    expect(await runAt(0)).toEqual([
      'Your registration with GFI Academy is successful!',
      expect.stringMatching(/^New registration GFI\d+ \(Coding\)$/),
      'Your free Coding demo is booked for Thursday 3 December 2026, 11:30 am',
      expect.stringMatching(/^Demo booked: /),
    ]);
    expect(await runAt(24 - 1 / 60)).toEqual([]);
    expect(await runAt(24)).toEqual(["Reminder: Aarav's free Coding demo is tomorrow"]);
    expect(sent[0]?.email).toBe('meera@example.com');
    expect(await runAt(24 + 1 / 60)).toEqual([]);
    expect(await runAt(46.9)).toEqual([]);
    expect(await runAt(47)).toEqual(["Reminder: Aarav's free Coding demo starts in 1 hour"]);
    expect(await runAt(47.5)).toEqual([]);
    expect(await runAt(49)).toEqual([]);
  });

  test('none for a cancelled booking', async () => {
    const slot = await addSlot(server.store, at(48).toISOString());
    const { token } = await register(server.app, 'meera@example.com');
    await book(server.app, token, slot.id);
    await runAt(0);
    clock = at(2);
    expect((await server.app.inject({ method: 'DELETE', url: `/v1/demo/${token}/booking` })).statusCode).toBe(204);
    expect(await runAt(24)).toEqual([]);
    expect(await runAt(47)).toEqual([]);
  });

  test('a moved booking is reminded of its new time only', async () => {
    const first = await addSlot(server.store, at(48).toISOString());
    const second = await addSlot(server.store, at(72).toISOString());
    const { token } = await register(server.app, 'meera@example.com');
    await book(server.app, token, first.id);
    await runAt(0);
    clock = at(1);
    await book(server.app, token, second.id);
    expect(await runAt(2)).toEqual([
      'Your free Coding demo is moved to Friday 4 December 2026, 11:30 am',
      expect.stringMatching(/^Demo moved: /),
    ]);
    expect(await runAt(24)).toEqual([]);
    expect(await runAt(47)).toEqual([]);
    expect(await runAt(48)).toEqual(["Reminder: Aarav's free Coding demo is tomorrow"]);
    expect(sent[0]?.body).toContain('Friday 4 December 2026, 11:30 am (India)');
    expect(await runAt(71)).toEqual(["Reminder: Aarav's free Coding demo starts in 1 hour"]);
  });

  test('a demo booked less than 24 hours ahead gets only the 1-hour reminder', async () => {
    const slot = await addSlot(server.store, at(3).toISOString());
    const { token } = await register(server.app, 'meera@example.com');
    await book(server.app, token, slot.id);
    await runAt(0);
    expect(await runAt(2)).toEqual(["Reminder: Aarav's free Coding demo starts in 1 hour"]);
    expect(await runAt(2.5)).toEqual([]);
  });
});
