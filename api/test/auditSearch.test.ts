import { createHmac } from 'node:crypto';
import { eachStore } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import type { SignedIn } from './officeHelpers';

// The audit log records each export and each search of a list with the filters it used, the
// search terms as an HMAC-SHA256 under the server's AUDIT_HASH_KEY, never the terms: so once the
// person searched for is erased, their name is nowhere in the database, the audit log included.

const KEY = 'a-test-audit-hash-key-of-more-than-32-characters';
const NOW = new Date('2026-11-24T10:00:00.000Z');
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

describe.each(eachStore())('%s store: the audit log of a search', (_name, target) => {
  let server: TestServer;
  let session: SignedIn;
  beforeEach(async () => {
    server = await startTestServer(target, { now: () => NOW, auditHashKey: KEY });
    await addStaff(server.store);
    session = await managerSession(server.store, NOW, STAFF_EMAIL);
  });
  afterEach(() => server.dispose());

  const auditRows = async () =>
    (await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<{
      rows: { action: string; record: string; detail: string }[];
    }>().rows;

  test('an export is logged with its filters and the keyed hash of its terms, and the terms leave with the erased person', async () => {
    const registered = await server.app.inject({
      method: 'POST',
      url: '/registrations',
      payload: { ...GOOD_REGISTRATION, parentName: 'Meera Searchable', email: 'meera.searchable@example.com' },
    });
    const { registrationNumber } = registered.json<{ registrationNumber: string }>();

    const exported = await asStaff(server.app, session, {
      method: 'GET',
      url: '/office/registrations.csv?q=%20Meera%20Searchable%20&course=Coding',
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Meera Searchable');
    const [entry] = await auditRows();
    // Case and outer spaces aside, the same terms give the same hash, so a manager holding the key can look one up.
    expect(entry).toMatchObject({
      action: 'export',
      record: 'registrations',
      detail: `q=hmac-sha256:${hmac(KEY, 'meera searchable')}&course=Coding`,
    });
    expect(JSON.stringify(await auditRows())).not.toMatch(/searchable/i);

    const erased = await asStaff(server.app, session, {
      method: 'POST',
      url: `/office/registrations/${registrationNumber}/erase`,
      payload: { reason: 'Parent asked by e-mail' },
    });
    expect(erased.statusCode).toBe(200);
    expect(await server.rawContains('Searchable')).toBe(false);
    expect(await server.rawContains('searchable')).toBe(false);
  });

  test('a search of a list is logged too, with the keyed hash of its terms; a list without terms is not', async () => {
    const searched = await asStaff(server.app, session, { method: 'GET', url: '/office/applications?q=Priya%20Listed&status=new' });
    expect(searched.statusCode).toBe(200);
    await asStaff(server.app, session, { method: 'GET', url: '/office/registrations?status=new' });
    const rows = await auditRows();
    expect(rows.filter((row) => row.action === 'search')).toEqual([
      expect.objectContaining({
        action: 'search',
        record: 'applications',
        detail: `q=hmac-sha256:${hmac(KEY, 'priya listed')}&status=new`,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/listed/i);
  });

  test('another key gives another hash: the key is what makes it', async () => {
    await asStaff(server.app, session, { method: 'GET', url: '/office/applications.csv?q=9812300077' });
    const [entry] = await auditRows();
    expect(entry?.detail).toBe(`q=hmac-sha256:${hmac(KEY, '9812300077')}`);
    expect(entry?.detail).not.toBe(`q=hmac-sha256:${hmac('another-key-of-more-than-32-characters!!', '9812300077')}`);
  });
});
