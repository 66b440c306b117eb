import { RECORD_CHANGED_MESSAGE, VERSION_REQUIRED_MESSAGE } from '@academy/contracts/office-rules';
import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { eachStore } from './storeTargets';
import { GOOD_REGISTRATION, refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// Office records carry a version counter (migration 16), so an ETag names one moment of a
// record: `If-Match: *` is refused, a change A→B→A does not make the old ETag valid again, and
// a correction needs the version it was typed against. On both stores.

jest.setTimeout(30_000);

describe.each(eachStore())('record versions on %s', (_name, target) => {
  let server: TestServer;
  let session: SignedIn;
  let number: string;
  const path = () => `/office/registrations/${number}`;
  const etag = async () => String((await asStaff(server.app, session, { method: 'GET', url: path() })).headers.etag);
  const patch = (ifMatch: string | undefined, payload: object) =>
    asStaff(server.app, session, { method: 'PATCH', url: path(), payload, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
  const correct = (ifMatch: string | undefined, payload: object) =>
    asStaff(server.app, session, {
      method: 'POST',
      url: `${path()}/correct`,
      payload,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });

  beforeEach(async () => {
    server = await startTestServer(target);
    await addStaff(server.store);
    session = await managerSession(server.store, new Date(), STAFF_EMAIL);
    number = (await server.app.inject({ method: 'POST', url: '/registrations', payload: GOOD_REGISTRATION })).json<{
      registrationNumber: string;
    }>().registrationNumber;
  });
  afterEach(() => server.dispose());

  test('If-Match: * is refused with 428 on a record, and nothing changes', async () => {
    for (const ifMatch of ['*', ' * ', '*, *']) {
      const refused = await patch(ifMatch, { note: 'overwrite whatever is there' });
      expect({ ifMatch, status: refused.statusCode, error: refusal(refused).error }).toEqual({
        ifMatch,
        status: 428,
        error: VERSION_REQUIRED_MESSAGE,
      });
    }
    const record = (await asStaff(server.app, session, { method: 'GET', url: path() })).json<{ note: string }>();
    expect(record.note).toBe('');
  });

  test('a change A→B→A makes a new version: the ETag read at the first A is refused with 412', async () => {
    const atFirstA = await etag();
    expect((await patch(atFirstA, { note: 'B' })).statusCode).toBe(200);
    expect((await patch(await etag(), { note: '' })).statusCode).toBe(200);
    const stale = await patch(atFirstA, { note: 'a save typed against the first A' });
    expect(stale.statusCode).toBe(412);
    expect(refusal(stale).error).toBe(RECORD_CHANGED_MESSAGE);
    expect(stale.headers.etag).toBe(await etag());
  });

  test('a correction needs the version it was typed against: 428 without, 412 when stale, 200 with the ETag', async () => {
    const read = await etag();
    const without = await correct(undefined, { childName: 'Arjun K' });
    expect([without.statusCode, refusal(without).error]).toEqual([428, VERSION_REQUIRED_MESSAGE]);
    expect((await correct('*', { childName: 'Arjun K' })).statusCode).toBe(428);
    expect((await patch(read, { note: 'someone else saved a note' })).statusCode).toBe(200);
    const stale = await correct(read, { childName: 'Arjun K' });
    expect([stale.statusCode, refusal(stale).error]).toEqual([412, RECORD_CHANGED_MESSAGE]);
    const fresh = await correct(await etag(), { childName: 'Arjun K' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ childName: 'Arjun K' });
    expect(fresh.headers.etag).toBe(await etag());
  });
});
