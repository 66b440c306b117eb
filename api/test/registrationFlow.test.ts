import { sheetRows } from '../src/cli/sheetTransfer';
import { eachStore } from './storeTargets';
import { registrationRow, today, startTestServer, refusal } from './testServer';
import type { TestServer } from './testServer';

// The compatibility registration protocol (GET/PUT /values, POST /new-registration), one visitor at a time.

describe.each(eachStore())('%s store: registration protocol', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target);
  });
  afterEach(() => server.dispose());

  test('GET then PUT then POST stores the row under GFI10001', async () => {
    const read = await server.app.inject({ method: 'GET', url: '/values?cell=A2' });
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('10000');
    expect(read.headers['content-type']).toMatch(/application\/json/);

    const put = await server.app.inject({ method: 'PUT', url: '/values', payload: { cell: 'A2', updatedValue: '10001' } });
    expect(put.json()).toEqual({ value: 10_001 });

    const row = registrationRow(10_001, { 3: '  Priya Sharma ' });
    const post = await server.app.inject({ method: 'POST', url: '/new-registration', payload: { values: [row], website: '' } });
    expect(post.json()).toEqual({ ok: true, registrationNumber: 'GFI10001' });

    const stored = await sheetRows(server.store, 'registrations');
    // The server writes its own day into the date cell.
    expect(stored).toEqual([registrationRow(10_001, { 0: today() })]);
  });

  test('the application counter starts at 100 and moves independently', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/values?cell=B2' })).json()).toBe(100);
    await server.app.inject({ method: 'PUT', url: '/values', payload: { cell: 'B2', updatedValue: 101 } });
    expect((await server.app.inject({ method: 'GET', url: '/values?cell=B2' })).json()).toBe(101);
    expect((await server.app.inject({ method: 'GET', url: '/values?cell=A2' })).json()).toBe(10_000);
  });

  test('a losing PUT learns the current value from the 409', async () => {
    await server.app.inject({ method: 'PUT', url: '/values', payload: { cell: 'A2', updatedValue: 10_001 } });
    const lost = await server.app.inject({ method: 'PUT', url: '/values', payload: { cell: 'A2', updatedValue: 10_001 } });
    expect(lost.statusCode).toBe(409);
    expect(refusal(lost)).toEqual({ error: 'The counter has moved on; read it again.', value: 10_001 });
  });

  test('GET /health names the store and how it makes commits durable', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      store: target.name,
      durability: target.name === 'sqlite' ? { journalMode: 'wal', synchronous: 'full' } : { fsync: 'on', synchronousCommit: 'on' },
    });
  });
});
