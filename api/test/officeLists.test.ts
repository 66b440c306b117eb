import { parseCsv } from '../src/lib/csv';
import { DIRECTION_MESSAGE, OWNER_UNKNOWN_MESSAGE, SORT_MESSAGE } from '@academy/contracts/office-rules';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { OTHER_EMAIL, STAFF_EMAIL, addStaff, asStaff, managerSession, patchRecord, signedIn } from './officeHelpers';
import type { SignedIn } from './officeHelpers';

// The office's lists as a day's tool: sorted by any column (`sort`, `dir`) with ties by number so
// paging is stable, the export in the same order, and bulk changes of status and owner that
// leave a record changed since it was read alone, on both stores.

jest.setTimeout(60_000);

type Listed = { records: Array<Record<string, string>>; total: number };
type Bulk = { changed: string[]; changedSince: string[]; notFound: string[] };

describe.each(eachStore())('office lists on %s', (_name, target) => {
  let server: TestServer;
  let session: SignedIn;
  let clock: Date;
  const register = async (overrides: Record<string, string>) => {
    const response = await server.app.inject({ method: 'POST', url: '/registrations', payload: { ...GOOD_REGISTRATION, ...overrides } });
    expect(response.statusCode).toBe(201);
    return response.json<{ registrationNumber: string }>().registrationNumber;
  };
  const list = async (url: string, as = session): Promise<Listed> => {
    const response = await asStaff(server.app, as, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<Listed>();
  };
  const numbers = async (url: string) => (await list(url)).records.map((r) => r.registrationNumber);
  const bulk = (kind: string, payload: object, as = session) =>
    asStaff(server.app, as, { method: 'POST', url: `/office/${kind}/bulk`, payload });

  beforeEach(async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    server = await startTestServer(target, { now: () => clock });
    await addStaff(server.store);
    await addStaff(server.store, OTHER_EMAIL);
    session = await managerSession(server.store, clock, STAFF_EMAIL);
  });
  afterEach(() => server.dispose());

  test('a list sorts by name either way, case aside, ties by number, and pages without repeating a record', async () => {
    const zara = await register({ childName: 'zara', course: 'Chess' });
    const anil1 = await register({ childName: 'Anil', course: 'Coding' });
    const meera = await register({ childName: 'Meera', course: 'Abacus' });
    const anil2 = await register({ childName: 'anil', course: 'Chess' });
    expect(await numbers('/office/registrations?sort=name')).toEqual([anil1, anil2, meera, zara]);
    expect(await numbers('/office/registrations?sort=name&dir=desc')).toEqual([zara, meera, anil2, anil1]);
    const pages = [
      ...(await numbers('/office/registrations?sort=name&limit=1&page=1')),
      ...(await numbers('/office/registrations?sort=name&limit=1&page=2')),
      ...(await numbers('/office/registrations?sort=name&limit=1&page=3')),
    ];
    expect(pages).toEqual([anil1, anil2, meera]);
    expect(await numbers('/office/registrations?sort=subject&dir=asc')).toEqual([meera, zara, anil2, anil1]);
    expect(await numbers('/office/registrations?sort=number&dir=asc')).toEqual([zara, anil1, meera, anil2]);
    // The filters still hold under a sort.
    expect(await numbers('/office/registrations?course=Chess&sort=name')).toEqual([anil2, zara]);
    // Without a sort the list is newest first, as before.
    expect(await numbers('/office/registrations')).toEqual([anil2, meera, anil1, zara]);
  });

  test('sorts by received, status, follow-up and owner; an application by its name', async () => {
    const first = await register({ childName: 'A' });
    clock = new Date('2026-03-01T10:00:00Z');
    const earlier = await register({ childName: 'B' });
    await patchRecord(server.app, session, `/office/registrations/${first}`, {
      status: 'enrolled',
      followUpOn: '2026-03-05',
      owner: OTHER_EMAIL,
    });
    await patchRecord(server.app, session, `/office/registrations/${earlier}`, { status: 'contacted', followUpOn: '2026-03-09' });
    expect(await numbers('/office/registrations?sort=received')).toEqual([earlier, first]);
    expect(await numbers('/office/registrations?sort=status')).toEqual([earlier, first]);
    expect(await numbers('/office/registrations?sort=followUp&dir=desc')).toEqual([earlier, first]);
    expect(await numbers('/office/registrations?sort=owner&dir=desc')).toEqual([first, earlier]);

    for (const name of ['Vikram', 'asha']) {
      await server.app.inject({
        method: 'POST',
        url: '/applications',
        payload: { ...GOOD_APPLICATION, name, email: `${name}@example.com` },
      });
    }
    expect((await list('/office/applications?sort=name')).records.map((r) => r.name)).toEqual(['asha', 'Vikram']);
  });

  test('a sort or direction the list does not know is refused with a sentence', async () => {
    for (const [query, message] of [
      ['sort=parent', SORT_MESSAGE],
      ['sort=name&dir=up', DIRECTION_MESSAGE],
      ['dir=asc', SORT_MESSAGE],
      ['sort=name;DROP', SORT_MESSAGE],
    ]) {
      const response = await asStaff(server.app, session, { method: 'GET', url: `/office/registrations?${query}` });
      expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([400, message]);
    }
    const csv = await asStaff(server.app, session, { method: 'GET', url: '/office/registrations.csv?sort=nope' });
    expect(csv.statusCode).toBe(400);
  });

  test('the export follows the sort across batches', async () => {
    const names = ['Kiran', 'asha', 'Dev', 'bala', 'Esha'];
    for (const childName of names) await register({ childName, email: `${childName.toLowerCase()}@example.com` });
    const batches = [];
    for await (const batch of server.store.office.streamRecords('registrations', {}, 2, { sort: 'name', dir: 'desc' })) {
      batches.push(batch.map((r) => ('childName' in r ? r.childName : '')));
    }
    expect(batches).toEqual([['Kiran', 'Esha'], ['Dev', 'bala'], ['asha']]);
    const csv = await asStaff(server.app, session, { method: 'GET', url: '/office/registrations.csv?sort=name' });
    const [header, ...rows] = parseCsv(csv.body);
    const child = header?.indexOf("Child's name") ?? -1;
    expect(rows.map((row) => row[child])).toEqual(['asha', 'bala', 'Dev', 'Esha', 'Kiran']);
  });

  test('bulk sets one status on the records chosen, each audited and in its history as a single change is', async () => {
    const one = await register({ childName: 'One' });
    const two = await register({ childName: 'Two' });
    const listed = (await list('/office/registrations')).records;
    // A desk account may change many at once, as it may change one.
    const desk = await signedIn(server.app, OTHER_EMAIL);
    const answer = await bulk(
      'registrations',
      { records: listed.map((r) => ({ number: r.registrationNumber, version: r.version })), status: 'contacted' },
      desk,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Bulk>()).toEqual({ changed: [two, one], changedSince: [], notFound: [] });
    expect((await list('/office/registrations?status=contacted')).total).toBe(2);
    const audit = (await server.store.office.listAudit(10, 0)).rows;
    expect(audit.filter((entry) => entry.action === 'status').map((entry) => [entry.actor, entry.record, entry.detail])).toEqual([
      [OTHER_EMAIL, one, 'new → contacted'],
      [OTHER_EMAIL, two, 'new → contacted'],
    ]);
    const history = await server.store.office.listActivity('registrations', one);
    expect(history.map((entry) => [entry.kind, entry.author, entry.statusChange])).toEqual([
      ['status', OTHER_EMAIL, { from: 'new', to: 'contacted' }],
    ]);
  });

  test('bulk leaves a record changed since the list was read, and says which; an unknown number is named too', async () => {
    const kept = await register({ childName: 'Kept' });
    const changed = await register({ childName: 'Changed' });
    const listed = (await list('/office/registrations')).records;
    const versions = new Map(listed.map((r) => [r.registrationNumber, r.version ?? '']));
    // Someone else saves a note on one of them after the list was read.
    await patchRecord(server.app, session, `/office/registrations/${changed}`, { note: 'Called back' });
    const answer = await bulk('registrations', {
      records: [
        { number: kept, version: `"${versions.get(kept)}"` },
        { number: changed, version: versions.get(changed) },
        { number: 'GFI99999', version: 'x' },
      ],
      owner: OTHER_EMAIL,
    });
    expect(answer.json<Bulk>()).toEqual({ changed: [kept], changedSince: [changed], notFound: ['GFI99999'] });
    const after = new Map((await list('/office/registrations')).records.map((r) => [r.registrationNumber, r]));
    expect([after.get(kept)?.owner, after.get(changed)?.owner, after.get(changed)?.note]).toEqual([OTHER_EMAIL, '', 'Called back']);
    const audit = (await server.store.office.listAudit(10, 0)).rows;
    expect(audit.filter((entry) => entry.action === 'owner').map((entry) => [entry.record, entry.detail])).toEqual([[kept, OTHER_EMAIL]]);
  });

  test('bulk on applications; refusals: no change named, an unknown owner, a status of the other list, no records', async () => {
    await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION });
    const [application] = (await list('/office/applications')).records;
    const records = [{ number: application?.applicationNumber ?? '', version: application?.version ?? '' }];
    for (const payload of [
      { records },
      { records, status: 'contacted' },
      { records: [], status: 'reviewed' },
      { records, status: 'hired', extra: 1 },
    ]) {
      expect((await bulk('applications', payload)).statusCode).toBe(400);
    }
    const stranger = await bulk('applications', { records, owner: 'nobody@example.com' });
    expect([stranger.statusCode, stranger.json<{ error: string }>().error]).toEqual([400, OWNER_UNKNOWN_MESSAGE]);
    const done = await bulk('applications', { records, status: 'reviewed', owner: STAFF_EMAIL });
    expect(done.json<Bulk>().changed).toEqual([application?.applicationNumber]);
    expect((await list('/office/applications')).records[0]).toMatchObject({ status: 'reviewed', owner: STAFF_EMAIL });
    const anonymous = await server.app.inject({ method: 'POST', url: '/office/applications/bulk', payload: { records, status: 'new' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
