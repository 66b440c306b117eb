import { CSRF_MESSAGE } from '../src/office/officeAuth';
import { EMAIL_TAKEN_MESSAGE } from '../src/office/personalDataRoutes';
import { ERASED_KEY_MESSAGE, idempotencyClaim } from '../src/idempotency/idempotencyKey';
import { STAFF_EMAIL, addStaff, asStaff, managerSession, patchRecord } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, openOutbox, refusal, startTestServer } from './testServer';
import type { TestOutbox, TestServer } from './testServer';

// Access, correction and erasure of a person's data, by staff. After an erasure the person's data
// is in no answer, no export, no outbox e-mail, no idempotency record and nowhere in the
// database's own storage. A resend of the erased request (its Idempotency-Key) is refused for
// good instead of storing the person again.

const EMAIL = 'meera.erase@example.com';
const NOW = new Date('2026-11-24T10:00:00.000Z');

describe.each(eachStore())('%s store: correction, erasure and access', (_name, target) => {
  let server: TestServer;
  let session: SignedIn;
  let outbox: TestOutbox;
  let clock: Date;
  beforeEach(async () => {
    clock = NOW;
    server = await startTestServer(target, { now: () => clock });
    outbox = await openOutbox(server);
    await addStaff(server.store);
    session = await managerSession(server.store, NOW, STAFF_EMAIL);
  });
  afterEach(() => server.dispose());

  /** A registration sent with a key, its two e-mails in the outbox and a staff note. */
  async function registered(): Promise<string> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/registrations',
      headers: { 'idempotency-key': 'erase-key-0001' },
      payload: { ...GOOD_REGISTRATION, parentName: 'Meera Kulkarni', childName: 'Arjun', email: EMAIL },
    });
    const { registrationNumber } = response.json<{ registrationNumber: string }>();
    for (const template of ['template_registration_registrant', 'template_registration_team']) {
      await outbox.inject({
        method: 'POST',
        url: '/api/v1.0/email/send',
        payload: {
          service_id: 'service_local',
          template_id: template,
          user_id: 'local-public-key',
          template_params: { email: EMAIL, body: `Registration ${registrationNumber} for Arjun` },
        },
      });
    }
    await patchRecord(server.app, session, `/office/registrations/${registrationNumber}`, {
      note: 'Mother Meera Kulkarni prefers calls after 6',
    });
    return registrationNumber;
  }

  const outboxHolds = async (text: string) =>
    JSON.stringify((await outbox.inject({ method: 'GET', url: '/outbox' })).json()).includes(text);

  test('erasure blanks every personal field, keeps the number, date, course and status, and leaves no trace anywhere', async () => {
    const number = await registered();
    await patchRecord(server.app, session, `/office/registrations/${number}`, { status: 'contacted' });
    // Before: the data is there, so the searches below can fail.
    expect(await server.rawContains(EMAIL)).toBe(true);
    expect(await outboxHolds(EMAIL)).toBe(true);

    const erased = await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/registrations/${number}/erase`,
      payload: { reason: 'Parent asked by phone, identity checked' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({
      registrationNumber: number,
      receivedAt: NOW.toISOString(),
      course: 'Coding',
      status: 'contacted',
      parentName: '',
      childName: '',
      age: '',
      address: '',
      countryCode: '',
      mobileNumber: '',
      email: '',
      note: '',
      erasedAt: NOW.toISOString(),
      consent: { at: NOW.toISOString(), notice: '2026-11-24' },
    });

    for (const text of [EMAIL, 'Meera Kulkarni', '9876543210']) {
      expect(await server.rawContains(text)).toBe(false);
      expect(await outboxHolds(text)).toBe(false);
      const record = await asStaff(server.app, session, { method: 'GET', url: `/office/registrations/${number}` });
      expect(record.body).not.toContain(text);
      const csv = await asStaff(server.app, session, { method: 'GET', url: '/office/registrations.csv' });
      expect(csv.body).not.toContain(text);
      const list = await asStaff(server.app, session, { method: 'GET', url: '/office/registrations' });
      expect(list.body).not.toContain(text);
      const sheet = await server.app.inject({ method: 'GET', url: '/values?cell=A2' });
      expect(sheet.body).not.toContain(text);
    }
    const audit = (await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<{
      rows: { action: string; record: string; detail: string }[];
    }>();
    expect(audit.rows.find((row) => row.action === 'erase')).toMatchObject({
      record: number,
      detail: 'Parent asked by phone, identity checked',
    });
    expect(audit.rows.find((row) => row.action === 'note')?.detail).toBe('');
  });

  test('erasure needs a signed-in member of staff, the CSRF token and a reason; an unknown number is 404', async () => {
    const number = await registered();
    const anonymous = await server.app.inject({ method: 'POST', url: `/office/registrations/${number}/erase`, payload: { reason: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const noToken = await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/registrations/${number}/erase`,
      payload: { reason: 'x' },
      csrf: null,
    });
    expect(noToken.statusCode).toBe(403);
    expect(refusal(noToken)).toEqual({ error: CSRF_MESSAGE });
    const noReason = await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/registrations/${number}/erase`,
      payload: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(refusal(noReason)).toMatchObject({ fields: { reason: 'Give the reason for the erasure.' } });
    expect(await server.rawContains(EMAIL)).toBe(true);
    const unknown = await asStaff(server.app, session, {
      method: 'POST',
      url: '/office/registrations/GFI99999/erase',
      payload: { reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  test("an application's erasure frees its e-mail address, and erasing twice is harmless", async () => {
    const applied = await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, email: EMAIL } });
    const { applicationNumber } = applied.json<{ applicationNumber: string }>();
    for (let i = 0; i < 2; i += 1) {
      const erased = await asStaff(server.app, session, {
        method: 'POST',
        url: `/office/applications/${applicationNumber}/erase`,
        payload: { reason: 'Applicant withdrew' },
      });
      expect(erased.json()).toMatchObject({
        applicationNumber,
        name: '',
        email: '',
        mobileNumber: '',
        expertIn: '',
        erasedAt: NOW.toISOString(),
      });
    }
    expect(await server.rawContains(EMAIL)).toBe(false);
    const again = await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, email: EMAIL } });
    expect(again.statusCode).toBe(201);
  });

  test('correction changes the personal fields by the public rules and logs which fields, not their values', async () => {
    const number = await registered();
    const versionOf = async (path: string) => ({
      'if-match': String((await asStaff(server.app, session, { method: 'GET', url: path })).headers.etag),
    });
    const bad = await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/registrations/${number}/correct`,
      headers: await versionOf(`/office/registrations/${number}`),
      payload: { mobileNumber: '98x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(refusal(bad)).toMatchObject({ fields: { mobileNumber: 'The mobile number must contain digits only.' } });
    const corrected = await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/registrations/${number}/correct`,
      headers: await versionOf(`/office/registrations/${number}`),
      payload: { childName: ' Arjun Kulkarni ', age: '10', email: EMAIL },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ childName: 'Arjun Kulkarni', age: '10', email: EMAIL, course: 'Coding' });
    const audit = (await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<{
      rows: { action: string; detail: string }[];
    }>();
    expect(audit.rows[0]).toMatchObject({ action: 'correct', detail: 'childName, age' });

    const first = await server.app.inject({
      method: 'POST',
      url: '/applications',
      payload: { ...GOOD_APPLICATION, email: 'first@example.com' },
    });
    const second = await server.app.inject({
      method: 'POST',
      url: '/applications',
      payload: { ...GOOD_APPLICATION, email: 'second@example.com' },
    });
    const secondNumber = second.json<{ applicationNumber: string }>().applicationNumber;
    expect(first.statusCode).toBe(201);
    const taken = await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/applications/${secondNumber}/correct`,
      headers: await versionOf(`/office/applications/${secondNumber}`),
      payload: { email: ' FIRST@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(refusal(taken)).toEqual({ error: EMAIL_TAKEN_MESSAGE });
  });

  test('an access request gets everything held about one address as a JSON file, and is audit-logged', async () => {
    const number = await registered();
    await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, email: EMAIL.toUpperCase() } });
    const response = await asStaff(server.app, session, { method: 'GET', url: `/office/subject?email=${encodeURIComponent(EMAIL)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    const data = response.json<{
      registrations: { registrationNumber: string; parentName: string }[];
      applications: { applicationNumber: string }[];
      emails: unknown[];
      summary: string;
    }>();
    expect(data.registrations).toMatchObject([
      { registrationNumber: number, parentName: 'Meera Kulkarni', consent: { notice: '2026-11-24' } },
    ]);
    expect(data.applications).toHaveLength(1);
    expect(data.emails).toHaveLength(2);
    // Beside the data, the same in plain words for the person who asked, times in India's.
    const application = data.applications[0]?.applicationNumber ?? '';
    expect(data.summary.split('\n')).toEqual([
      `Personal data we hold about ${EMAIL}, as of 24/11/2026 03:30 PM India time.`,
      '',
      `We hold 1 registration for ${EMAIL}:`,
      `- ${number} for Coding, received 24/11/2026 03:30 PM India time: parent Meera Kulkarni, child Arjun, age 9, address 12 MG Road, Pune, phone +919876543210, e-mail ${EMAIL}, referral code GFI10001; consent given 24/11/2026 03:30 PM India time to privacy notice version 2026-11-24; status new; our note: Mother Meera Kulkarni prefers calls after 6.`,
      '',
      `We hold 1 job application from ${EMAIL}:`,
      `- ${application} for Trainer or Client Coordinator, received 24/11/2026 03:30 PM India time: name Ravi Kumar, phone +919812345678, e-mail ${EMAIL.toUpperCase()}, expert in Chess, level Advanced, years of experience 5; consent given 24/11/2026 03:30 PM India time to privacy notice version 2026-11-24; status new.`,
      '',
      expect.stringMatching(
        /^We hold copies of 2 e-mails sent to or about this address, sent \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M India time; .+\.$/,
      ),
      "Our staff's log holds 1 entry about these records: who looked after them, changed or exported them, and when.",
      '',
      'The file personal-data.json holds the same data in full, in a form a computer can read.',
      '',
    ]);
    const audit = (await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<{ rows: { action: string }[] }>();
    expect(audit.rows[0]?.action).toBe('access-export');
    const anonymous = await server.app.inject({ method: 'GET', url: `/office/subject?email=${encodeURIComponent(EMAIL)}` });
    expect(anonymous.statusCode).toBe(401);
  });

  test("a resend of an erased registration's request is refused with 410, then and days later, and stores nothing", async () => {
    const payload = { ...GOOD_REGISTRATION, parentName: 'Meera Kulkarni', childName: 'Arjun', email: EMAIL };
    const send = () =>
      server.app.inject({ method: 'POST', url: '/registrations', headers: { 'idempotency-key': 'erase-key-0002' }, payload });
    const { registrationNumber } = (await send()).json<{ registrationNumber: string }>();
    const { fingerprint } = idempotencyClaim('erase-key-0002', 'POST /registrations', payload, NOW);
    expect(await server.rawContains(fingerprint)).toBe(true);
    await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/registrations/${registrationNumber}/erase`,
      payload: { reason: 'Parent asked' },
    });
    const issued = await server.store.lastIssued('registration');

    // The key's tombstone holds nothing derived from the person's body.
    expect(await server.rawContains(fingerprint)).toBe(false);
    for (const later of [NOW, new Date(NOW.getTime() + 3 * 24 * 60 * 60 * 1000)]) {
      clock = later;
      const resent = await send();
      expect(resent.statusCode).toBe(410);
      expect(refusal(resent)).toEqual({ error: ERASED_KEY_MESSAGE });
    }
    expect(await server.store.lastIssued('registration')).toBe(issued);
    expect(await server.store.countRecords('registrations')).toBe(1);
    expect(await server.rawContains(EMAIL)).toBe(false);
    // The key lives on past the purge of expired keys; a new key is a new registration.
    await server.store.purgeIdempotencyKeys(new Date(clock.getTime() + 1000).toISOString());
    expect((await send()).statusCode).toBe(410);
    const fresh = await server.app.inject({
      method: 'POST',
      url: '/registrations',
      headers: { 'idempotency-key': 'erase-key-0003' },
      payload,
    });
    expect(fresh.statusCode).toBe(201);
  });

  test("a resend of an erased application's request is refused with 410, whatever its body", async () => {
    const send = (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/applications',
        headers: { 'idempotency-key': 'erase-key-0004' },
        payload: { ...GOOD_APPLICATION, email },
      });
    const { applicationNumber } = (await send(EMAIL)).json<{ applicationNumber: string }>();
    await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/applications/${applicationNumber}/erase`,
      payload: { reason: 'Applicant withdrew' },
    });
    for (const email of [EMAIL, 'someone.else@example.com']) {
      const resent = await send(email);
      expect(resent.statusCode).toBe(410);
      expect(refusal(resent)).toEqual({ error: ERASED_KEY_MESSAGE });
    }
    expect(await server.store.countRecords('applications')).toBe(1);
    expect(await server.rawContains(EMAIL)).toBe(false);
  });
});
