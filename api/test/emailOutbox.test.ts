import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import { eachStore } from './storeTargets';
import type { OpenedStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { readEmailSettings } from '../src/email/emailSettings';
import type { NewRegistration } from '../src/store/Store';

// The transactional outbox: a record and its two e-mails are written together, the delivery
// worker's side (claim with a lease, sent, failed) works alike on both stores, the office sees
// each record's e-mail status, and erasing a record removes its e-mails' bodies.

const NOW = new Date('2026-11-24T10:00:00.000Z');
const SETTINGS = readEmailSettings({}).messages;

const registration = (i: number, messages = SETTINGS): NewRegistration => ({
  fields: {
    course: 'Chess',
    parentName: `Parent ${i}`,
    childName: `Child ${i}`,
    age: '9',
    address: 'Pune',
    countryCode: '91',
    mobileNumber: '9876543210',
    email: `p${i}@example.com`,
    referralCode: 'GFI10001',
  },
  receivedAt: NOW.toISOString(),
  consent: { at: NOW.toISOString(), notice: '2026-11' },
  messages,
});

describe.each(eachStore())('%s store: e-mails written with their record', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target, { now: () => NOW });
  });
  afterEach(() => server.dispose());

  test('a registration posted by a plain HTTP client has its two e-mails queued, due now', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/registrations', payload: GOOD_REGISTRATION });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      registrationNumber: 'GFI10001',
      receivedAt: NOW.toISOString(),
      demoToken: expect.stringMatching(/^GFI10001\.[\w-]{43}$/),
    });
    const claimed = await server.store.claimDue(NOW, 10, 60_000);
    expect(claimed.map(({ recordNumber, purpose, templateId, attempts }) => ({ recordNumber, purpose, templateId, attempts }))).toEqual([
      { recordNumber: 'GFI10001', purpose: 'confirmation', templateId: 'template_registration_registrant', attempts: 0 },
      { recordNumber: 'GFI10001', purpose: 'notification', templateId: 'template_registration_team', attempts: 0 },
    ]);
    expect(claimed[0]?.params).toMatchObject({ email: 'priya@example.com', subject: 'Your registration with GFI Academy is successful!' });
    expect(claimed[0]?.params.body).toContain('Your registration number is GFI10001.');
    expect(claimed[1]?.params.body).toContain('Date: 24/11/2026\nTime: 03:30 PM');
  });

  test('an application has its two e-mails; a refused duplicate leaves none', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION })).statusCode).toBe(201);
    expect((await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION })).statusCode).toBe(409);
    const claimed = await server.store.claimDue(NOW, 10, 60_000);
    expect(claimed.map((email) => [email.recordNumber, email.templateId])).toEqual([
      ['TGFI101', 'template_application_applicant'],
      ['TGFI101', 'template_application_team'],
    ]);
    expect(claimed[0]?.params).toMatchObject({ applicationNumber: 'TGFI101', position: 'Trainer or Client Coordinator' });
  });

  test('the office reads each record with its e-mails; erasing it removes their bodies and keeps their state', async () => {
    await addStaff(server.store);
    // Erasing is a manager's task.
    const session = await managerSession(server.store, NOW, STAFF_EMAIL);
    await server.app.inject({ method: 'POST', url: '/registrations', payload: GOOD_REGISTRATION });
    const [first] = await server.store.claimDue(NOW, 1, 60_000);
    await server.store.markSent(first?.id ?? 0, new Date('2026-11-24T10:00:05.000Z'));

    const read = await asStaff(server.app, session, { method: 'GET', url: '/office/registrations/GFI10001' });
    expect(read.json<{ emails: unknown[] }>().emails).toEqual([
      {
        purpose: 'confirmation',
        templateId: 'template_registration_registrant',
        state: 'sent',
        attempts: 1,
        sentAt: '2026-11-24T10:00:05.000Z',
        nextAttemptAt: null,
        lastError: null,
      },
      {
        purpose: 'notification',
        templateId: 'template_registration_team',
        state: 'pending',
        attempts: 0,
        sentAt: null,
        nextAttemptAt: NOW.toISOString(),
        lastError: null,
      },
    ]);

    const erased = await asStaff(server.app, session, {
      method: 'POST',
      url: '/office/registrations/GFI10001/erase',
      payload: { reason: 'Asked to' },
    });
    expect(erased.statusCode).toBe(200);
    expect(await server.rawContains('priya@example.com')).toBe(false);
    const after = await asStaff(server.app, session, { method: 'GET', url: '/office/registrations/GFI10001' });
    expect(after.json<{ emails: Array<{ state: string }> }>().emails.map((email) => email.state)).toEqual(['sent', 'pending']);
  });
});

describe.each(eachStore())("%s store: the delivery worker's side of the outbox", (_name, target) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await target.open();
  });
  afterEach(() => opened.dispose());

  test('a claimed e-mail is leased: not claimed again before the lease ends, claimed again after', async () => {
    await opened.store.issueRegistration(registration(1));
    expect(await opened.store.claimDue(NOW, 1, 30_000)).toHaveLength(1);
    expect((await opened.store.claimDue(NOW, 10, 30_000)).map((email) => email.purpose)).toEqual(['notification']);
    expect(await opened.store.claimDue(new Date(NOW.getTime() + 29_999), 10, 30_000)).toEqual([]);
    expect(await opened.store.claimDue(new Date(NOW.getTime() + 30_000), 10, 30_000)).toHaveLength(2);
  });

  test('a failed try is retried at its time with its attempts counted; a give-up keeps the error and is never claimed', async () => {
    await opened.store.issueRegistration(registration(1));
    const [confirmation, notification] = await opened.store.claimDue(NOW, 10, 30_000);
    const retryAt = new Date(NOW.getTime() + 120_000);
    await opened.store.markFailed(confirmation?.id ?? 0, 'EmailJS answered 503', retryAt);
    await opened.store.markFailed(notification?.id ?? 0, 'EmailJS answered 400: template not found', null);
    expect(await opened.store.claimDue(new Date(retryAt.getTime() - 1), 10, 30_000)).toEqual([]);
    const again = await opened.store.claimDue(retryAt, 10, 30_000);
    expect(again.map((email) => [email.purpose, email.attempts])).toEqual([['confirmation', 1]]);
    const [record] = await opened.store.listRegistrations();
    expect(record?.emails).toEqual([
      expect.objectContaining({ purpose: 'confirmation', state: 'pending', attempts: 1, lastError: 'EmailJS answered 503' }),
      expect.objectContaining({
        purpose: 'notification',
        state: 'failed',
        attempts: 1,
        nextAttemptAt: null,
        lastError: 'EmailJS answered 400: template not found',
      }),
    ]);
  });

  test('records written without message settings (compatibility rows, imports) queue no e-mail', async () => {
    await opened.store.issueRegistration({ ...registration(1), messages: undefined });
    expect(await opened.store.claimDue(NOW, 10, 30_000)).toEqual([]);
  });

  test('claims made at once never hand one e-mail to two callers', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => opened.store.issueRegistration(registration(i))));
    const claims = await Promise.all(Array.from({ length: 10 }, () => opened.store.claimDue(NOW, 15, 60_000)));
    const ids = claims.flat().map((email) => email.id);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
  });

  test('two instances claiming together share 1,000 queued e-mails with none claimed twice', async () => {
    const second = await opened.another();
    for (let start = 0; start < 500; start += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => opened.store.issueRegistration(registration(start + i))));
    }
    const drain = async (store: typeof opened.store): Promise<number[]> => {
      const ids: number[] = [];
      for (;;) {
        const claimed = await store.claimDue(NOW, 20, 60_000);
        if (claimed.length === 0) return ids;
        ids.push(...claimed.map((email) => email.id));
      }
    };
    const [first, other] = await Promise.all([drain(opened.store), drain(second), drain(opened.store), drain(second)]).then(
      ([a = [], b = [], c = [], d = []]) => [
        [...a, ...c],
        [...b, ...d],
      ],
    );
    const all = [...(first ?? []), ...(other ?? [])];
    expect(all).toHaveLength(1000);
    expect(new Set(all).size).toBe(1000);
    // Both instances took a share.
    expect(first?.length).toBeGreaterThan(0);
    expect(other?.length).toBeGreaterThan(0);
  });
});
