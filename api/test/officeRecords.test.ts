import { sheetRows } from '../src/cli/sheetTransfer';
import { parseCsv } from '../src/lib/csv';
import {
  OFFICE_DAY_MESSAGE,
  OFFICE_DAY_ORDER_MESSAGE,
  OWNER_UNKNOWN_MESSAGE,
  RECORD_CHANGED_MESSAGE,
  VERSION_REQUIRED_MESSAGE,
} from '@academy/contracts/office-rules';
import { addSlot, addTeacher } from './demoHelpers';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { STAFF_EMAIL, addStaff, asStaff, managerSession, patchRecord } from './officeHelpers';
import type { SignedIn } from './officeHelpers';

// The office's registrations and applications: list, search, filters, paging, status and note,
// the compatibility sheet's N/Y column, CSV export, and the audit entries they leave, on both stores.

jest.setTimeout(60_000);

type Listed = { records: Array<Record<string, string>>; rows: Array<Record<string, string>>; total: number };

describe.each(eachStore())('office records on %s', (_name, target) => {
  let server: TestServer;
  let session: SignedIn;
  let clock: Date;
  const register = async (overrides: Record<string, string>) => {
    const response = await server.app.inject({ method: 'POST', url: '/registrations', payload: { ...GOOD_REGISTRATION, ...overrides } });
    expect(response.statusCode).toBe(201);
    return response.json<{ registrationNumber: string }>().registrationNumber;
  };
  const list = async (url: string): Promise<Listed> => {
    const response = await asStaff(server.app, session, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<Listed>();
  };

  beforeEach(async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    server = await startTestServer(target, { now: () => clock });
    await addStaff(server.store);
    session = await managerSession(server.store, clock, STAFF_EMAIL);
  });
  afterEach(() => server.dispose());

  test('lists registrations newest first with status new, and finds one by number, e-mail, mobile or name', async () => {
    const first = await register({ parentName: 'Meera Iyer', email: 'meera@example.com', mobileNumber: '9000000001' });
    const second = await register({ parentName: 'Kabir Rao', email: 'Kabir@Example.com', mobileNumber: '9000000002', course: 'Chess' });
    const all = await list('/office/registrations');
    expect(all.total).toBe(2);
    expect(all.records.map((r) => r.registrationNumber)).toEqual([second, first]);
    expect(all.records[0]).toMatchObject({
      receivedAt: '2026-03-02T10:00:00.000Z',
      course: 'Chess',
      parentName: 'Kabir Rao',
      childName: 'Aarav',
      countryCode: '91',
      mobileNumber: '9000000002',
      email: 'Kabir@Example.com',
      status: 'new',
      note: '',
    });

    expect((await list(`/office/registrations?q=${first.toLowerCase()}`)).records.map((r) => r.parentName)).toEqual(['Meera Iyer']);
    expect((await list('/office/registrations?q=kabir@example.com')).records.map((r) => r.registrationNumber)).toEqual([second]);
    expect((await list('/office/registrations?q=9000000001')).records.map((r) => r.registrationNumber)).toEqual([first]);
    expect((await list('/office/registrations?q=919000000002')).records.map((r) => r.registrationNumber)).toEqual([second]);
    expect((await list('/office/registrations?q=meera')).records.map((r) => r.registrationNumber)).toEqual([first]);
    expect((await list('/office/registrations?course=Chess')).total).toBe(1);
    expect((await list('/office/registrations?q=nobody')).records).toEqual([]);
  });

  test('search finds what staff type: a curly apostrophe, part of an e-mail, digits without GFI, a mobile with its 0', async () => {
    const dsouza = await register({ parentName: "Anita D'Souza", email: 'anita.dsouza@example.com', mobileNumber: '9000000011' });
    const curly = await register({ parentName: 'Rohan D’Cruz', email: 'rohan@mail.example', mobileNumber: '9000000012' });
    const found = async (q: string) =>
      (await list(`/office/registrations?q=${encodeURIComponent(q)}`)).records.map((r) => r.registrationNumber);
    expect(await found('D’Souza')).toEqual([dsouza]);
    expect(await found("d'cruz")).toEqual([curly]);
    expect(await found('anita.dsouza')).toEqual([dsouza]);
    expect(await found('@mail.example')).toEqual([curly]);
    expect(await found('rohan@')).toEqual([curly]);
    expect(await found(dsouza.replace(/^GFI/, ''))).toEqual([dsouza]);
    expect(await found('09000000012')).toEqual([curly]);
    expect(await found('0 9000 000 011')).toEqual([dsouza]);
  });

  test('paging, date and status filters', async () => {
    const numbers = [];
    for (let i = 0; i < 5; i += 1) numbers.push(await register({ email: `p${i}@example.com` }));
    clock = new Date('2026-03-04T10:00:00Z');
    const later = await register({ email: 'later@example.com' });
    session = await managerSession(server.store, clock, STAFF_EMAIL);
    const page2 = await list('/office/registrations?page=2&limit=2');
    expect(page2.total).toBe(6);
    expect(page2.records.map((r) => r.registrationNumber)).toEqual([numbers[3], numbers[2]]);
    expect((await list('/office/registrations?from=2026-03-03')).records.map((r) => r.registrationNumber)).toEqual([later]);
    expect((await list('/office/registrations?to=2026-03-02')).total).toBe(5);
    expect((await list('/office/registrations?from=2026-03-02&to=2026-03-02')).total).toBe(5);

    await patchRecord(server.app, session, `/office/registrations/${later}`, { status: 'enrolled' });
    expect((await list('/office/registrations?status=enrolled')).records.map((r) => r.registrationNumber)).toEqual([later]);
    for (const bad of ['status=paid', 'from=02/03/2026', 'page=0', 'limit=500']) {
      const response = await asStaff(server.app, session, { method: 'GET', url: `/office/registrations?${bad}` });
      expect(response.statusCode).toBe(400);
    }
  });

  test('a mistyped day or a From after To is refused with a sentence for the field, never a failed list', async () => {
    const refusal = async (query: string) => {
      const response = await asStaff(server.app, session, { method: 'GET', url: `/office/registrations?${query}` });
      expect(response.statusCode).toBe(400);
      return response.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await refusal('from=112026-11-25')).toEqual({ from: OFFICE_DAY_MESSAGE });
    expect(await refusal('to=2026-02-31')).toEqual({ to: OFFICE_DAY_MESSAGE });
    expect(await refusal('from=2026-03-05&to=2026-03-01')).toEqual({ from: OFFICE_DAY_ORDER_MESSAGE });
    expect((await list('/office/registrations?from=2026-03-01&to=2026-03-01')).total).toBe(0);
  });

  test('PATCH sets status and note, refuses other statuses, and audits each change', async () => {
    const number = await register({});
    const patched = await patchRecord(server.app, session, `/office/registrations/${number}`, {
      status: 'contacted',
      note: ' Called, demo on Friday ',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ registrationNumber: number, status: 'contacted', note: 'Called, demo on Friday' });

    for (const payload of [{ status: 'hired' }, { status: 'paid' }, {}, { note: 'x', extra: 1 }]) {
      const refused = await asStaff(server.app, session, { method: 'PATCH', url: `/office/registrations/${number}`, payload });
      expect(refused.statusCode).toBe(400);
    }
    const missing = await asStaff(server.app, session, {
      method: 'PATCH',
      url: '/office/registrations/GFI99999',
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    const detail = await asStaff(server.app, session, { method: 'GET', url: `/office/registrations/${number}` });
    expect(detail.json()).toMatchObject({ status: 'contacted', note: 'Called, demo on Friday' });

    const audit = (await list('/office/audit')).rows;
    expect(audit.slice(0, 2).map((r) => [r.action, r.actor, r.record, r.detail])).toEqual([
      ['note', STAFF_EMAIL, number, 'Called, demo on Friday'],
      ['status', STAFF_EMAIL, number, 'new → contacted'],
    ]);
    // The compatibility sheet is untouched by the staff's fields.
    expect((await sheetRows(server.store, 'registrations'))[0]).toHaveLength(11);
  });

  test('a PATCH names the version it read: 428 without If-Match, 412 when the record changed since', async () => {
    const number = await register({});
    const path = `/office/registrations/${number}`;
    const read = await asStaff(server.app, session, { method: 'GET', url: path });
    const etag = read.headers.etag as string;
    expect(etag).toBe(`"${read.json<{ version: string }>().version}"`);

    const bare = await asStaff(server.app, session, { method: 'PATCH', url: path, payload: { status: 'contacted' } });
    expect([bare.statusCode, bare.json<{ error: string }>().error]).toEqual([428, VERSION_REQUIRED_MESSAGE]);

    // Two desks read the same version; the first save lands and answers the new version.
    const first = await asStaff(server.app, session, {
      method: 'PATCH',
      url: path,
      payload: { note: 'Called at 10' },
      headers: { 'if-match': etag },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    expect(first.headers.etag).toBe(`"${first.json<{ version: string }>().version}"`);
    const second = await asStaff(server.app, session, {
      method: 'PATCH',
      url: path,
      payload: { status: 'closed' },
      headers: { 'if-match': etag },
    });
    expect([second.statusCode, second.json<{ error: string }>().error]).toEqual([412, RECORD_CHANGED_MESSAGE]);
    expect(second.headers.etag).toBe(first.headers.etag);
    const weak = await asStaff(server.app, session, {
      method: 'PATCH',
      url: path,
      payload: { status: 'closed' },
      headers: { 'if-match': `W/${first.headers.etag as string}` },
    });
    expect(weak.statusCode).toBe(412);
    expect((await asStaff(server.app, session, { method: 'GET', url: path })).json()).toMatchObject({
      status: 'new',
      note: 'Called at 10',
    });

    const listed = (await list('/office/registrations')).records[0] as unknown as { version: string };
    expect(`"${listed.version}"`).toBe(first.headers.etag);
    const third = await asStaff(server.app, session, {
      method: 'PATCH',
      url: path,
      payload: { status: 'closed' },
      headers: { 'if-match': `"x", "${listed.version}"` },
    });
    expect(third.json()).toMatchObject({ status: 'closed', note: 'Called at 10' });
  });

  test("follow-ups and owners: mine, due today and overdue by India's day, not contacted after 24 h, at their edges", async () => {
    const at = async (iso: string) => {
      clock = new Date(iso);
      session = await managerSession(server.store, clock, STAFF_EMAIL);
    };
    const view = async (name: string) => (await list(`/office/registrations?view=${name}`)).records.map((r) => r.registrationNumber);
    const waiting = await register({ email: 'waiting@example.com' });
    const followed = await register({ email: 'followed@example.com' });
    const saved = await patchRecord(server.app, session, `/office/registrations/${followed}`, {
      status: 'contacted',
      followUpOn: '2026-03-03',
      owner: ` ${STAFF_EMAIL.toUpperCase()} `,
    });
    expect(saved.json()).toMatchObject({ followUpOn: '2026-03-03', owner: STAFF_EMAIL });
    const stranger = await patchRecord(server.app, session, `/office/registrations/${waiting}`, { owner: 'nobody@academy.example' });
    expect([stranger.statusCode, stranger.json<{ fields: unknown }>().fields]).toEqual([400, { owner: OWNER_UNKNOWN_MESSAGE }]);
    const badDay = await patchRecord(server.app, session, `/office/registrations/${waiting}`, { followUpOn: '2026-02-30' });
    expect([badDay.statusCode, badDay.json<{ fields: unknown }>().fields]).toEqual([400, { followUpOn: OFFICE_DAY_MESSAGE }]);
    expect(await view('mine')).toEqual([followed]);

    // Received 10:00 UTC on 2 March: exactly 24 hours later it is not late yet; a millisecond after, it is.
    await at('2026-03-03T10:00:00.000Z');
    expect(await view('not-contacted')).toEqual([]);
    await at('2026-03-03T10:00:00.001Z');
    expect(await view('not-contacted')).toEqual([waiting]);

    // The follow-up of 3 March is due from midnight in India (18:30 UTC on the 2nd) and overdue from the next.
    await at('2026-03-02T18:29:59.999Z');
    expect([await view('due-today'), await view('overdue')]).toEqual([[], []]);
    await at('2026-03-02T18:30:00.000Z');
    expect([await view('due-today'), await view('overdue')]).toEqual([[followed], []]);
    await at('2026-03-03T18:30:00.000Z');
    expect([await view('due-today'), await view('overdue')]).toEqual([[], [followed]]);

    const cleared = await patchRecord(server.app, session, `/office/registrations/${followed}`, { followUpOn: null, owner: '' });
    expect(cleared.json()).toMatchObject({ followUpOn: null, owner: '' });
    expect([await view('overdue'), await view('mine')]).toEqual([[], []]);
    expect((await asStaff(server.app, session, { method: 'GET', url: '/office/registrations?view=all' })).statusCode).toBe(400);
    const audit = (await list('/office/audit')).rows.slice(0, 2).map((r) => [r.action, r.detail]);
    expect(audit).toEqual([
      ['owner', ''],
      ['follow-up', ''],
    ]);
  });

  test('the summary counts what each list shows, judged at the clock in India', async () => {
    // Monday 2 March 2026, 15:30 in India.
    const summary = async () =>
      (await asStaff(server.app, session, { method: 'GET', url: '/office/summary' })).json<Record<string, unknown>>();
    const late = await register({ email: 'late@example.com' });
    clock = new Date('2026-03-02T18:29:59.999Z');
    const lastOfDay = await register({ email: 'last@example.com' });
    session = await managerSession(server.store, clock, STAFF_EMAIL);
    await patchRecord(server.app, session, `/office/registrations/${lastOfDay}`, {
      status: 'demo-booked',
      followUpOn: '2026-03-08',
      owner: STAFF_EMAIL,
    });
    // Demos booked this week counts bookings whose slot is in the week: Sunday 8 March, 11:30 in India.
    await addTeacher(server.store);
    const slot = await addSlot(server.store, '2026-03-08T06:00:00.000Z', { at: clock });
    const booked = await server.store.demos.book({
      number: lastOfDay,
      slotId: slot.id,
      timeZone: null,
      now: clock,
      claim: null,
      mail: () => [],
      answer: (booking) => ({ status: 200, body: booking }),
    });
    expect(booked).toMatchObject({ replayed: false });
    await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION });
    expect(await summary()).toEqual({
      newToday: 2,
      notContacted: 0,
      myFollowUpsDue: 0,
      demosThisWeek: 1,
      newApplications: 1,
      today: '2026-03-02',
    });

    // A millisecond later it is Tuesday in India; Sunday 8 March is still this week, and the follow-up not yet due.
    clock = new Date('2026-03-02T18:30:00.000Z');
    expect(await summary()).toMatchObject({ newToday: 0, myFollowUpsDue: 0, demosThisWeek: 1, today: '2026-03-03' });
    clock = new Date('2026-03-03T10:00:00.001Z');
    session = await managerSession(server.store, clock, STAFF_EMAIL);
    expect(await summary()).toMatchObject({ notContacted: 1 });
    expect((await list('/office/registrations?view=not-contacted')).records.map((r) => r.registrationNumber)).toEqual([late]);
    // Monday 9 March in India: the demo's week is over and the follow-up is due.
    clock = new Date('2026-03-08T18:30:00.000Z');
    session = await managerSession(server.store, clock, STAFF_EMAIL);
    expect(await summary()).toMatchObject({ myFollowUpsDue: 1, demosThisWeek: 0, today: '2026-03-09' });
    expect((await list('/office/registrations?view=my-due')).records.map((r) => r.registrationNumber)).toEqual([lastOfDay]);
  });

  test("the compatibility sheet shows an application's last column N until its status leaves new, then Y", async () => {
    const created = await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION });
    const number = created.json<{ applicationNumber: string }>().applicationNumber;
    const [listed] = (await list('/office/applications')).records;
    expect(listed).toMatchObject({ applicationNumber: number, name: 'Ravi Kumar', email: 'Ravi@Example.com', status: 'new' });
    expect((await sheetRows(server.store, 'applicants'))[0]?.[11]).toBe('N');

    const reviewed = await patchRecord(server.app, session, `/office/applications/${number}`, { status: 'reviewed' });
    expect(reviewed.json()).toMatchObject({ status: 'reviewed' });
    expect((await sheetRows(server.store, 'applicants'))[0]?.[11]).toBe('Y');
    const wrong = await asStaff(server.app, session, {
      method: 'PATCH',
      url: `/office/applications/${number}`,
      payload: { status: 'contacted' },
    });
    expect(wrong.statusCode).toBe(400);
    // GET /applicants stays as it is: personal cells blank.
    const publicRows = (await server.app.inject({ method: 'GET', url: '/applicants' })).json<{ values: string[][] }>();
    expect(publicRows.values[0]?.[3]).toBe('');
  });

  test("the CSV export has a BOM, headings in words, India's times, a ready-to-dial phone kept as text, the filtered rows, and defused formulas", async () => {
    const plain = await register({ parentName: 'Anaya Gupta', email: 'anaya@example.com', referralCode: '00123' });
    const other = await register({ parentName: 'Zoya Khan', email: 'zoya@example.com', course: 'Chess' });
    await patchRecord(server.app, session, `/office/registrations/${plain}`, {
      note: '=HYPERLINK("x")',
      followUpOn: '2026-03-09',
      owner: STAFF_EMAIL,
    });
    const response = await asStaff(server.app, session, { method: 'GET', url: '/office/registrations.csv?course=Coding' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="registrations.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Registration number',
      'Received (India time)',
      "Parent's name",
      "Child's name",
      'Age',
      'Address',
      'Course',
      'Phone (ready to dial)',
      'E-mail',
      'Referral code',
      'Status',
      'Note',
      'Follow-up on',
      'Owner',
      'Consent given (India time)',
      'Privacy notice version',
      'Erased on (India time)',
    ]);
    expect(rows).toHaveLength(1);
    const exported = Object.fromEntries(header!.map((heading, i) => [heading, rows[0]?.[i]]));
    expect(exported).toEqual({
      'Registration number': plain,
      // 10:00 UTC is 3:30 in the afternoon in India.
      'Received (India time)': '02/03/2026 03:30 PM',
      "Parent's name": 'Anaya Gupta',
      "Child's name": 'Aarav',
      Age: '9',
      Address: '12 MG Road, Pune',
      Course: 'Coding',
      // The formula whose value is the text: every digit and the plus, never 9.19877E+11.
      'Phone (ready to dial)': '="+919876543210"',
      'E-mail': 'anaya@example.com',
      // A leading zero a spreadsheet would drop is kept the same way.
      'Referral code': '="00123"',
      Status: 'new',
      Note: '\'=HYPERLINK("x")',
      'Follow-up on': '09/03/2026',
      Owner: STAFF_EMAIL,
      'Consent given (India time)': '02/03/2026 03:30 PM',
      'Privacy notice version': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Erased on (India time)': '',
    });
    expect(response.body).not.toContain(other);
    const audit = (await list('/office/audit')).rows[0];
    expect(audit).toMatchObject({ action: 'export', record: 'registrations', detail: 'course=Coding' });
  });

  test('no exported cell is a formula but a constant of digits, and no long number is left for a spreadsheet to round', async () => {
    const hostile = ["=cmd|' /C calc'!A0", '+91 98765', '-2+3', '@SUM(A1)'];
    const number = await register({ parentName: 'Tara Menon', email: 'tara@example.com', referralCode: '919876543210' });
    for (const note of hostile) await patchRecord(server.app, session, `/office/registrations/${number}`, { note });
    await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, mobileNumber: '9812345678' } });
    for (const kind of ['registrations', 'applications']) {
      const [header, ...rows] = parseCsv(
        (await asStaff(server.app, session, { method: 'GET', url: `/office/${kind}.csv?q=example` })).body,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const cell of rows.flat()) {
        // A cell a spreadsheet would run starts with =, +, -, @, a tab or a CR.
        if (/^[=+\-@\t\r]/.test(cell)) expect(cell).toMatch(/^="\+?\d+"$/);
        expect(cell).not.toMatch(/^\+?\d{12,}$/);
      }
      const phones = rows.map((row) => row[header!.indexOf('Phone (ready to dial)')]);
      // The application's ten digits were typed without the country code: India's is put first.
      expect(phones).toEqual([kind === 'registrations' ? '="+919876543210"' : '="+919812345678"']);
    }
    const [header, row] = parseCsv((await asStaff(server.app, session, { method: 'GET', url: '/office/registrations.csv?q=tara' })).body);
    expect(row?.[header!.indexOf('Referral code')]).toBe('="919876543210"');
    expect(row?.[header!.indexOf('Note')]).toBe("'@SUM(A1)");
  });

  test('the applications CSV streams every row across batches', async () => {
    for (let i = 0; i < 5; i += 1) {
      await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, email: `r${i}@example.com` } });
    }
    const batches = [];
    for await (const batch of server.store.office.streamRecords('applications', {}, 2)) batches.push(batch.map((r) => r.email));
    expect(batches).toEqual([['r4@example.com', 'r3@example.com'], ['r2@example.com', 'r1@example.com'], ['r0@example.com']]);
    const csv = await asStaff(server.app, session, { method: 'GET', url: '/office/applications.csv' });
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'Application number',
      'Received (India time)',
      'Name',
      'Phone (ready to dial)',
      'E-mail',
      'Expert in',
      'Level',
      'Years of experience',
      'Opening applied for',
      'Status',
      'Note',
      'Follow-up on',
      'Owner',
      'Consent given (India time)',
      'Privacy notice version',
      'Erased on (India time)',
    ]);
    expect(rows.map((r) => r[4])).toEqual(['r4@example.com', 'r3@example.com', 'r2@example.com', 'r1@example.com', 'r0@example.com']);
  });
});
