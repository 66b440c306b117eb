import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { runStaffCommand } from '../src/cli/staff';
import { DEVELOPMENT_AUDIT_HASH_KEY } from '../src/config/settings';
import { AUDIT_KEY_FILE } from '../src/office/auditKey';
import { hashedTerms } from '../src/office/searchTerms';
import { buildServer } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { STAFF_EMAIL, addStaff, asStaff, managerSession, signedIn } from './officeHelpers';
import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

// Two notes of the hostile probe (issue #47), on both stores: enrolling in two-factor sign-in
// again (a lost phone) ends the account's sessions, and outside production the audit log's
// search hashes use a key of the data directory's own, not one published in the repository.

const stdin = (): NodeJS.ReadableStream => {
  const stream = new PassThrough();
  stream.end('');
  return stream;
};

describe.each(eachStore())('account hygiene on %s', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target);
    await addStaff(server.store);
  });
  afterEach(() => server.dispose());

  test('enrolling in two-factor sign-in again (a lost phone) ends the sessions opened before', async () => {
    const before = await signedIn(server.app);
    expect((await asStaff(server.app, before, { method: 'GET', url: '/office/me' })).statusCode).toBe(200);
    await runStaffCommand(server.store.office, ['totp', STAFF_EMAIL], stdin());
    expect((await asStaff(server.app, before, { method: 'GET', url: '/office/me' })).statusCode).toBe(401);
  });

  test("outside production a searched mobile number is hashed under the data directory's own random key", async () => {
    const session = await managerSession(server.store);
    await asStaff(server.app, session, { method: 'GET', url: '/office/applications.csv?q=9812300077' });
    const audit = await asStaff(server.app, session, { method: 'GET', url: '/office/audit' });
    const detail = audit
      .json<{ rows: Array<{ action: string; detail: string }> }>()
      .rows.find((row) => row.detail.startsWith('q='))?.detail;
    const key = readFileSync(join(server.dataDir, AUDIT_KEY_FILE), 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(detail).toBe(`q=${hashedTerms(key, '9812300077')}`);
    // The published key reads nothing back.
    expect(detail).not.toBe(`q=${hashedTerms(DEVELOPMENT_AUDIT_HASH_KEY, '9812300077')}`);
    // A second instance over the same data directory hashes alike.
    const again = await buildServer({
      store: server.store,
      log: { level: 'silent' },
      settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: server.dataDir },
    });
    try {
      await asStaff(again, session, { method: 'GET', url: '/office/applications.csv?q=9812300077' });
      const rows = (await asStaff(again, session, { method: 'GET', url: '/office/audit' })).json<{ rows: Array<{ detail: string }> }>()
        .rows;
      expect(rows.filter((row) => row.detail === detail)).toHaveLength(2);
    } finally {
      await again.close();
    }
  });
});
