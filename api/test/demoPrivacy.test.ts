import { purgeExpired } from '../src/cli/retention';
import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { asStaff, managerSession } from './officeHelpers';
import { addSlot, addTeacher, book, capturingWorker, register } from './demoHelpers';

// The free demo and the people's rights: an access request lists the bookings; an erasure, the
// retention purge's included, deletes them with their e-mails not yet sent, frees their seats,
// and the record's demo link then answers 410 and books nothing.

const NOW = new Date('2026-12-01T06:00:00.000Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

describe.each(eachStore())('%s store: demo bookings and personal data', (_name, target) => {
  let server: TestServer;
  let clock: Date;

  beforeEach(async () => {
    clock = NOW;
    server = await startTestServer(target, { now: () => clock });
    await addTeacher(server.store);
  });
  afterEach(() => server.dispose());

  test('the access request lists the bookings; the erasure removes them and the link stops working', async () => {
    const slot = await addSlot(server.store, inHours(48));
    const { number, token } = await register(server.app, 'meera@example.com');
    await book(server.app, token, slot.id, { timeZone: 'Europe/London' });
    const { worker, sent } = capturingWorker(server, () => clock);
    await worker.runOnce();
    const manager = await managerSession(server.store, clock);

    const exported = await asStaff(server.app, manager, { method: 'GET', url: '/office/subject?email=meera%40example.com' });
    expect(exported.json()).toMatchObject({
      demoBookings: [
        { registrationNumber: number, startsAt: inHours(48), teacher: 'Anita Rao', status: 'booked', timeZone: 'Europe/London' },
      ],
    });
    expect(exported.json<{ summary: string }>().summary).toContain(`We hold 1 free demo booking for these registrations:\n- ${number}:`);

    const erased = await asStaff(server.app, manager, {
      method: 'POST',
      url: `/office/registrations/${number}/erase`,
      payload: { reason: 'Asked by e-mail' },
    });
    expect(erased.statusCode).toBe(200);
    expect((await server.store.demos.findSlot(slot.id))?.booked).toBe(0);
    expect(await server.store.demos.listDemos(NOW, new Date(inHours(24 * 7)))).toEqual([]);

    const page = await server.app.inject({ method: 'GET', url: `/v1/demo/${token}` });
    expect(page.statusCode).toBe(410);
    expect(page.json<{ error: string }>().error).toMatch(/^This registration's details were erased, so its demo link no longer works\./);
    const again = await book(server.app, token, slot.id);
    expect(again.statusCode).toBe(410);
    expect((await server.store.demos.findSlot(slot.id))?.booked).toBe(0);

    sent.length = 0;
    clock = new Date(inHours(24));
    await worker.runOnce();
    clock = new Date(inHours(47));
    await worker.runOnce();
    expect(sent).toEqual([]);
  });

  test('the retention purge removes past bookings with the registration', async () => {
    const slot = await addSlot(server.store, inHours(2));
    const { number, token } = await register(server.app, 'old@example.com');
    await book(server.app, token, slot.id);
    const later = new Date('2030-01-01T00:00:00.000Z');
    const report = await purgeExpired(server.store, later, { registrations: 36, applications: 12 }, () => undefined);
    expect(report.registrations).toEqual([number]);
    expect(await server.store.demos.listDemos(NOW, new Date(inHours(24)))).toEqual([]);
  });
});
