import type { LightMyRequestResponse } from 'fastify';
import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { asStaff, managerSession } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { TEACHER, addSlot, addTeacher, book, capturingWorker, deskSession, register } from './demoHelpers';

// The office publishes demo slots (one-off, weekly rules, days off), refuses bad ones with a
// sentence and changes nothing, cancels a booked slot telling each parent, and works its demo
// calendar: each change at the version read (If-Match), audited.

const NOW = new Date('2026-12-01T06:00:00.000Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
const errorOf = (response: LightMyRequestResponse) => response.json<{ error: string }>().error;

describe.each(eachStore())('%s store: the office and the demo slots', (_name, target) => {
  let server: TestServer;
  let clock: Date;
  let desk: SignedIn;
  const slotCount = async () => (await server.store.demos.listSlots(new Date(0), new Date('2030-01-01T00:00:00Z'))).length;
  const post = (url: string, payload: object) => asStaff(server.app, desk, { method: 'POST', url, payload });
  const slotInput = { startsAt: inHours(30), minutes: 30, course: 'coding', teacherId: TEACHER.id, capacity: 1 };

  beforeEach(async () => {
    clock = NOW;
    server = await startTestServer(target, { now: () => clock });
    await addTeacher(server.store);
    desk = await deskSession(server.store, NOW);
  });
  afterEach(() => server.dispose());

  test('a desk account publishes a slot; a past, overlapping, empty or foreign one gets a sentence and nothing is stored', async () => {
    const created = await post('/office/demo-slots', slotInput);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ startsAt: inHours(30), teacherName: 'Anita Rao', capacity: 1, booked: 0, status: 'open' });

    const refusals: Array<[object, number, string]> = [
      [{ ...slotInput, startsAt: inHours(-1) }, 400, 'A slot must start in the future.'],
      [{ ...slotInput, startsAt: inHours(30.25) }, 409, 'This teacher already has a slot at that time. Choose another time.'],
      [{ ...slotInput, startsAt: inHours(40), capacity: 0 }, 400, 'A slot takes at least 1 child.'],
      [{ ...slotInput, startsAt: inHours(40), minutes: 5 }, 400, 'A demo lasts at least 15 minutes.'],
      [{ ...slotInput, startsAt: inHours(40), teacherId: 'nobody' }, 400, 'There is no such teacher. Choose one of the teachers.'],
      [{ ...slotInput, startsAt: inHours(40), course: 'abacus' }, 400, 'This teacher does not teach that course.'],
    ];
    for (const [payload, status, sentence] of refusals) {
      const refused = await post('/office/demo-slots', payload);
      expect([refused.statusCode, errorOf(refused)]).toEqual([status, sentence]);
    }
    expect(await slotCount()).toBe(1);
    // The same time for another teacher is no overlap.
    await addTeacher(server.store, 'ravi-kumar', 'Ravi Kumar', ['coding']);
    expect((await post('/office/demo-slots', { ...slotInput, teacherId: 'ravi-kumar' })).statusCode).toBe(201);
    expect(
      (await asStaff(server.app, desk, { method: 'POST', url: '/office/demo-slots', payload: slotInput, csrf: null })).statusCode,
    ).toBe(403);
  });

  test('a slot with bookings cannot be deleted, only cancelled; cancelling tells each parent with the next free slots', async () => {
    const slot = await addSlot(server.store, inHours(30), { capacity: 2 });
    const next = await addSlot(server.store, inHours(54));
    const empty = await addSlot(server.store, inHours(80));
    const a = await register(server.app, 'a@example.com');
    const b = await register(server.app, 'b@example.com');
    await book(server.app, a.token, slot.id);
    await book(server.app, b.token, slot.id);
    const { worker, sent } = capturingWorker(server, () => clock);
    await worker.runOnce();
    sent.length = 0;

    const refused = await asStaff(server.app, desk, { method: 'DELETE', url: `/office/demo-slots/${slot.id}` });
    expect([refused.statusCode, errorOf(refused)]).toEqual([
      409,
      'This slot has bookings, so it cannot be deleted. Cancel it instead: each booked parent is told.',
    ]);
    expect((await asStaff(server.app, desk, { method: 'DELETE', url: `/office/demo-slots/${empty.id}` })).statusCode).toBe(204);

    const cancelled = await post(`/office/demo-slots/${slot.id}/cancel`, { reason: 'the teacher is unwell' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ slot: { id: slot.id, status: 'cancelled', booked: 0 }, parentsTold: 2 });
    expect((await server.app.inject({ method: 'GET', url: `/v1/demo/${a.token}` })).json()).toMatchObject({ booking: null });
    clock = new Date(inHours(1));
    await worker.runOnce();
    expect(sent.map((p) => p.email).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(sent[0]?.subject).toMatch(/^Your free Coding demo on .* is cancelled$/);
    expect(sent[0]?.body).toContain('(the teacher is unwell)');
    expect(sent[0]?.body).toContain('These times are free:\n- Thursday 3 December 2026, 5:30 pm (India) with Anita Rao');
    expect(sent[0]?.body).toMatch(/Pick a new time: http:\/\/localhost:3000\/demo\/GFI\d+\.[\w-]{43}$/);
    // No reminder of the cancelled demo ever goes.
    clock = new Date(inHours(30 - 24));
    sent.length = 0;
    await worker.runOnce();
    expect(sent).toEqual([]);
    expect(next.booked).toBe(0);
  });

  test('a weekly rule becomes UTC slots, skipping a holiday and crossing the year end; a day off removes free slots', async () => {
    const holiday = await post('/office/demo-exceptions', { day: '2026-12-24', teacherId: null, reason: 'Christmas Eve' });
    expect(holiday.statusCode).toBe(201);
    const rule = await post('/office/demo-rules', {
      weekday: 4,
      timeIst: '17:30',
      minutes: 45,
      capacity: 3,
      course: 'coding',
      teacherId: TEACHER.id,
      from: '2026-12-01',
      until: '2027-01-14',
    });
    expect(rule.statusCode).toBe(201);
    const created = rule.json<{
      slots: Array<{ startsAt: string; ruleId: number }>;
      skipped: Array<{ startsAt: string; reason: string }>;
    }>();
    expect(created.slots.map((s) => s.startsAt)).toEqual([
      '2026-12-03T12:00:00.000Z',
      '2026-12-10T12:00:00.000Z',
      '2026-12-17T12:00:00.000Z',
      '2026-12-31T12:00:00.000Z',
      '2027-01-07T12:00:00.000Z',
      '2027-01-14T12:00:00.000Z',
    ]);
    expect(created.skipped).toEqual([{ startsAt: '2026-12-24T12:00:00.000Z', reason: 'a day off' }]);

    const a = await register(server.app, 'a@example.com');
    const booked = created.slots[1] as { startsAt: string };
    const bookedId = (await server.store.demos.listSlots(new Date(booked.startsAt), new Date(Date.parse(booked.startsAt) + 1)))[0]?.id;
    await book(server.app, a.token, bookedId as number);
    const dayOff = await post('/office/demo-exceptions', { day: '2026-12-10', teacherId: TEACHER.id, reason: 'Training' });
    expect(dayOff.json()).toMatchObject({ slotsRemoved: 0, slotsWithBookings: [{ id: bookedId, booked: 1 }] });
    const other = await post('/office/demo-exceptions', { day: '2026-12-31', teacherId: TEACHER.id, reason: "New Year's Eve" });
    expect(other.json()).toMatchObject({ slotsRemoved: 1, slotsWithBookings: [] });
    expect(await slotCount()).toBe(5);
    const bad = await post('/office/demo-rules', { ...rule.json<{ rule: object }>().rule, id: undefined, timeIst: '25:00' });
    expect(bad.statusCode).toBe(400);
    const backwards = await post('/office/demo-rules', {
      weekday: 1,
      timeIst: '10:00',
      minutes: 30,
      capacity: 1,
      course: 'coding',
      teacherId: TEACHER.id,
      from: '2027-01-10',
      until: '2027-01-01',
    });
    expect([backwards.statusCode, errorOf(backwards)]).toEqual([400, 'The rule must start on or before its last day.']);
    expect(await slotCount()).toBe(5);
  });

  test('the calendar lists each demo with child, parent and phone; marks need If-Match and are audited', async () => {
    const slot = await addSlot(server.store, inHours(30));
    const a = await register(server.app, 'a@example.com');
    await book(server.app, a.token, slot.id);
    const listed = await asStaff(server.app, desk, { method: 'GET', url: '/office/demos?from=2026-12-01&to=2026-12-07' });
    expect(listed.statusCode).toBe(200);
    const [demo] = listed.json<{ demos: Array<{ id: number; version: string }> }>().demos;
    expect(demo).toMatchObject({
      registrationNumber: a.number,
      childName: 'Aarav',
      parentName: 'Priya Sharma',
      countryCode: '91',
      mobileNumber: '9876543210',
      course: 'coding',
      teacherName: 'Anita Rao',
      status: 'booked',
      paid: false,
    });
    const url = `/office/demos/${demo?.id}`;
    const patch = (payload: object, headers: Record<string, string> = {}) =>
      asStaff(server.app, desk, { method: 'PATCH', url, payload, headers });
    expect((await patch({ status: 'attended' })).statusCode).toBe(428);
    const stale = await patch({ status: 'attended' }, { 'if-match': '"999"' });
    expect([stale.statusCode, stale.headers.etag]).toEqual([412, `"${demo?.version}"`]);
    clock = new Date(inHours(31));
    desk = await deskSession(server.store, clock);
    const marked = await patch({ status: 'attended' }, { 'if-match': `"${demo?.version}"` });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: demo?.id, status: 'attended' });
    expect(marked.headers.etag).toBe(`"${Number(demo?.version) + 1}"`);
    const manager = await managerSession(server.store, clock);
    const audit = await asStaff(server.app, manager, { method: 'GET', url: '/office/audit' });
    expect(audit.json<{ rows: Array<{ action: string; record: string; actor: string }> }>().rows[0]).toMatchObject({
      action: 'demo-attended',
      record: a.number,
      actor: 'desk@academy.example',
    });
    const moved = await patch({ slotId: slot.id }, { 'if-match': marked.headers.etag as string });
    expect([moved.statusCode, errorOf(moved)]).toEqual([409, 'This demo took place, so it cannot be moved.']);
  });
});
