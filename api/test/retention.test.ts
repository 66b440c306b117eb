import { monthsBefore, purgeExpired, retentionMonths } from '../src/cli/retention';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// The daily purge: personal data past its retention is erased, exactly those rows, once.

test('the months come from the environment, with the privacy notice’s defaults, and a bad value is refused', () => {
  expect(retentionMonths({})).toEqual({ registrations: 36, applications: 12 });
  expect(retentionMonths({ RETENTION_MONTHS: '24', APPLICANT_RETENTION_MONTHS: '6' })).toEqual({ registrations: 24, applications: 6 });
  expect(() => retentionMonths({ RETENTION_MONTHS: '0' })).toThrow(
    'RETENTION_MONTHS must be a whole number of months, at least 1 (it is "0").',
  );
  expect(() => retentionMonths({ APPLICANT_RETENTION_MONTHS: 'a year' })).toThrow('APPLICANT_RETENTION_MONTHS');
});

test('the limit is counted on the academy’s calendar (IST), and the 31st falls back to a shorter month’s last day', () => {
  expect(monthsBefore(new Date('2026-11-24T10:00:00Z'), 36)).toBe('2023-11-24');
  // 20:00 UTC on 30 November is already 1 December in India.
  expect(monthsBefore(new Date('2026-11-30T20:00:00Z'), 12)).toBe('2025-12-01');
  expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1)).toBe('2026-02-28');
});

describe.each(eachStore())('%s store: the retention purge', (_name, target) => {
  let server: TestServer;
  let clock: Date;
  beforeEach(async () => {
    server = await startTestServer(target, { now: () => clock });
  });
  afterEach(() => server.dispose());

  async function registerOn(iso: string, email: string): Promise<string> {
    clock = new Date(iso);
    const response = await server.app.inject({ method: 'POST', url: '/registrations', payload: { ...GOOD_REGISTRATION, email } });
    return response.json<{ registrationNumber: string }>().registrationNumber;
  }

  async function applyOn(iso: string, email: string): Promise<string> {
    clock = new Date(iso);
    const response = await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, email } });
    return response.json<{ applicationNumber: string }>().applicationNumber;
  }

  test('erases exactly the rows past the limits, keeps an enrolled child’s, and a second run erases nothing', async () => {
    // IST days: the limit on 24/11/2026 is 24/11/2023 for registrations and 24/11/2025 for applications.
    const old = await registerOn('2023-11-23T06:00:00Z', 'old@example.com');
    const onTheDay = await registerOn('2023-11-24T06:00:00Z', 'day@example.com');
    const enrolled = await registerOn('2022-01-10T06:00:00Z', 'enrolled@example.com');
    await server.store.office.updateRecord('registrations', enrolled, { status: 'enrolled' });
    const oldApplication = await applyOn('2025-11-23T06:00:00Z', 'old-applicant@example.com');
    const recentApplication = await applyOn('2025-11-24T06:00:00Z', 'recent-applicant@example.com');

    const now = new Date('2026-11-24T06:00:00Z');
    const months = { registrations: 36, applications: 12 };
    expect(await purgeExpired(server.store, now, months)).toEqual({ registrations: [old], applications: [oldApplication] });

    expect(await server.store.office.findRecord('registrations', old)).toMatchObject({ email: '', erasedAt: now.toISOString() });
    expect(await server.store.office.findRecord('registrations', onTheDay)).toMatchObject({ email: 'day@example.com', erasedAt: null });
    expect(await server.store.office.findRecord('registrations', enrolled)).toMatchObject({ email: 'enrolled@example.com' });
    expect(await server.store.office.findRecord('applications', recentApplication)).toMatchObject({
      email: 'recent-applicant@example.com',
    });
    expect(await server.rawContains('old@example.com')).toBe(false);
    expect(await server.rawContains('old-applicant@example.com')).toBe(false);
    const audit = await server.store.office.listAudit(10, 0);
    expect(audit.rows.map((row) => [row.actor, row.action, row.record])).toEqual(
      expect.arrayContaining([
        ['retention', 'erase', old],
        ['retention', 'erase', oldApplication],
      ]),
    );

    expect(await purgeExpired(server.store, now, months)).toEqual({ registrations: [], applications: [] });
  });
});
