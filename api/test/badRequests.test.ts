import { registrationOfRow } from '../src/legacy/sheetAdapter';
import { sheetRows } from '../src/cli/sheetTransfer';
import { eachStore } from './storeTargets';
import { applicantRow, registrationRow, startTestServer, refusal } from './testServer';
import type { TestServer } from './testServer';
import { BAD_REQUEST_CASES } from './badRequestCases';

// Every refused request answers its status and sentence and leaves the store exactly as it was.

describe.each(eachStore())('%s store: bad requests are refused and change nothing', (_name, target) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(target);
    // Issue numbers so rows are refused for their content, not for an unissued number.
    await server.store.compareAndSet('registration', 10_000, 10_001);
    await server.store.compareAndSet('application', 100, 101);
    // One stored row of each kind so duplicates can be tried.
    await server.store.insertRegistration(registrationOfRow(registrationRow(10_001), new Date()), 10_001);
  });
  afterAll(() => server.dispose());

  test('the table holds at least 60 cases', () => {
    expect(BAD_REQUEST_CASES.length).toBeGreaterThanOrEqual(60);
  });

  test.each(BAD_REQUEST_CASES.map((c) => [c.name, c] as const))('%s', async (_case, badCase) => {
    const before = {
      registrations: await sheetRows(server.store, 'registrations'),
      applicants: await sheetRows(server.store, 'applicants'),
      a2: await server.store.lastIssued('registration'),
      b2: await server.store.lastIssued('application'),
    };

    const response = await server.app.inject({
      method: badCase.method,
      url: badCase.url,
      headers: { 'content-type': badCase.contentType ?? 'application/json' },
      payload: typeof badCase.body === 'string' ? badCase.body : JSON.stringify(badCase.body),
    });

    expect(response.statusCode).toBe(badCase.status);
    expect(refusal(response)).toEqual({ error: badCase.error, ...(badCase.extra ?? {}) });
    expect(await sheetRows(server.store, 'registrations')).toEqual(before.registrations);
    expect(await sheetRows(server.store, 'applicants')).toEqual(before.applicants);
    expect(await server.store.lastIssued('registration')).toBe(before.a2);
    expect(await server.store.lastIssued('application')).toBe(before.b2);
  });

  test('a good applicant row is still accepted afterwards', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/applicants',
      payload: { values: [applicantRow(101, 'ok@example.com')] },
    });
    expect(response.json()).toEqual({ ok: true, applicationNumber: 'TGFI101' });
  });
});
