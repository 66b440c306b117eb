import type { Store } from '../src/store/Store';
import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { asStaff, managerSession, patchRecord } from './officeHelpers';
import { addSlot, addTeacher, book, deskSession, register } from './demoHelpers';

// The funnel on a small known data set: registrations by ISO week (India's calendar) and course,
// how many booked, attended and paid, the rates and the median days between the steps; and the
// desk's views that follow the same steps.

const pay = (store: Store, number: string, at: string) =>
  store.office.appendActivity('registrations', number, {
    at,
    author: 'desk@academy.example',
    kind: 'payment',
    outcome: null,
    text: '',
    payment: { amountInr: 4500, paidOn: at.slice(0, 10), upiReference: 'UPI12345' },
    statusChange: null,
  });

describe.each(eachStore())('%s store: the demo funnel', (_name, target) => {
  let server: TestServer;
  let clock: Date;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    // Tuesday 24 November 2026, 10:00 in India: week 2026-W48.
    clock = new Date('2026-11-24T04:30:00.000Z');
    server = await startTestServer(target, { now: () => clock });
    await addTeacher(server.store);
    const slot = await addSlot(server.store, '2026-11-26T06:30:00.000Z', { capacity: 5, at: clock });
    const later = await addSlot(server.store, '2026-12-03T06:30:00.000Z', { capacity: 5, at: clock });
    const r1 = await register(server.app, 'r1@example.com');
    const r2 = await register(server.app, 'r2@example.com');
    const r3 = await register(server.app, 'r3@example.com');
    const r4 = await register(server.app, 'r4@example.com', 'Chess');
    await book(server.app, r1.token, slot.id);
    clock = new Date('2026-11-25T04:30:00.000Z');
    await book(server.app, r2.token, slot.id);
    // Monday 30 November: week 2026-W49; this one books and cancels.
    clock = new Date('2026-11-30T04:30:00.000Z');
    const r5 = await register(server.app, 'r5@example.com');
    await book(server.app, r5.token, later.id);
    await server.app.inject({ method: 'DELETE', url: `/v1/demo/${r5.token}/booking` });
    Object.assign(numbers, { r1: r1.number, r2: r2.number, r3: r3.number, r4: r4.number, r5: r5.number });

    clock = new Date('2026-11-26T08:00:00.000Z');
    const desk = await deskSession(server.store, clock);
    const { demos } = (await asStaff(server.app, desk, { method: 'GET', url: '/office/demos?from=2026-11-26&to=2026-11-26' })).json<{
      demos: Array<{ id: number; version: string; registrationNumber: string }>;
    }>();
    for (const demo of demos) {
      const status = demo.registrationNumber === r1.number ? 'attended' : 'no-show';
      const marked = await asStaff(server.app, desk, {
        method: 'PATCH',
        url: `/office/demos/${demo.id}`,
        payload: { status },
        headers: { 'if-match': `"${demo.version}"` },
      });
      expect(marked.statusCode).toBe(200);
    }
    clock = new Date('2026-12-01T06:00:00.000Z');
  }, 60_000);
  afterAll(() => server.dispose());

  const view = async (name: string) => {
    const desk = await deskSession(server.store, clock);
    const page = await asStaff(server.app, desk, { method: 'GET', url: `/office/registrations?view=${name}` });
    expect(page.statusCode).toBe(200);
    return page
      .json<{ records: Array<{ registrationNumber: string }> }>()
      .records.map((r) => r.registrationNumber)
      .sort();
  };

  test('the desk sees who needs a slot, who did not come, and who attended and has not paid', async () => {
    expect(await view('needs-a-slot')).toEqual([numbers.r3, numbers.r4, numbers.r5].sort());
    expect(await view('no-show')).toEqual([numbers.r2]);
    expect(await view('attended-not-paid')).toEqual([numbers.r1]);
    // A status of demo-booked with a follow-up this week is not a booked demo.
    const manager = await managerSession(server.store, clock);
    await patchRecord(server.app, manager, `/office/registrations/${numbers.r3}`, { status: 'demo-booked', followUpOn: '2026-12-03' });
    expect(await view('demos-this-week')).toEqual([]);
  });

  test('registrations, bookings, attendance and payments per week and course, with rates and medians', async () => {
    await pay(server.store, numbers.r1 as string, '2026-11-28T06:30:00.000Z');
    expect(await view('attended-not-paid')).toEqual([]);
    const desk = await deskSession(server.store, clock);
    const response = await asStaff(server.app, desk, { method: 'GET', url: '/office/reports/funnel?from=2026-11-23&to=2026-12-06' });
    expect(response.statusCode).toBe(200);
    const empty = { attended: 0, paid: 0, attendedRate: null, paidRate: null, medianDaysToAttend: null, medianDaysToPay: null };
    expect(response.json()).toEqual({
      from: '2026-11-23',
      to: '2026-12-06',
      rows: [
        {
          week: '2026-W48',
          weekStart: '2026-11-23',
          course: 'Chess',
          registrations: 1,
          demoBooked: 0,
          bookedRate: 0,
          medianDaysToBook: null,
          ...empty,
        },
        {
          week: '2026-W48',
          weekStart: '2026-11-23',
          course: 'Coding',
          registrations: 3,
          demoBooked: 2,
          attended: 1,
          paid: 1,
          bookedRate: 0.667,
          attendedRate: 0.5,
          paidRate: 1,
          // Booked at once and a day later; the demo 2 days 2 hours after booking; paid 2 days after it.
          medianDaysToBook: 0.5,
          medianDaysToAttend: 2.1,
          medianDaysToPay: 2,
        },
        {
          week: '2026-W49',
          weekStart: '2026-11-30',
          course: 'Coding',
          registrations: 1,
          demoBooked: 0,
          bookedRate: 0,
          medianDaysToBook: null,
          ...empty,
        },
      ],
    });
    const chess = await asStaff(server.app, desk, {
      method: 'GET',
      url: '/office/reports/funnel?from=2026-11-23&to=2026-12-06&course=Chess',
    });
    expect(chess.json<{ rows: unknown[] }>().rows).toHaveLength(1);
    const backwards = await asStaff(server.app, desk, { method: 'GET', url: '/office/reports/funnel?from=2026-12-06&to=2026-11-23' });
    expect(backwards.statusCode).toBe(400);
  });

  test('the CSV is a manager task', async () => {
    const desk = await deskSession(server.store, clock);
    const url = '/office/reports/funnel.csv?from=2026-11-23&to=2026-12-06';
    expect((await asStaff(server.app, desk, { method: 'GET', url })).statusCode).toBe(403);
    const manager = await managerSession(server.store, clock);
    const csv = await asStaff(server.app, manager, { method: 'GET', url });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Week,Week starts,Course,Registrations,Demo booked,Attended,Paid,Booked rate,Attended rate,Paid rate,Median days to book,Median days to attend,Median days to pay',
    );
    expect(lines[2]).toBe('2026-W48,23/11/2026,Coding,3,2,1,1,66.7%,50%,100%,0.5,2.1,2');
  });
});
