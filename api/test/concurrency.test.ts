import { sheetRows } from '../src/cli/sheetTransfer';
import type { AddressInfo } from 'node:net';
import { eachStore } from './storeTargets';
import { GOOD_REGISTRATION, registrationRow, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// Visitors register at once over real HTTP. The site's protocol is one POST /registrations;
// the compatibility protocol is GET the counter, PUT counter + 1 (re-reading on 409), then
// POST the row with that number.

const SITE_CLIENTS = 500;
const CLIENTS = 100;
const MAX_ATTEMPTS = 2_000;

async function registerLikeTheSite(base: string, client: number): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = Number(await (await fetch(`${base}/values?cell=A2`)).text());
    const put = await fetch(`${base}/values`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cell: 'A2', updatedValue: current + 1 }),
    });
    if (put.status === 409) {
      // A little random back-off spreads the losers out, as a real client would.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      continue;
    }
    const { value } = (await put.json()) as { value: number };
    const row = registrationRow(value, { 9: `client${client}@example.com` });
    const post = await fetch(`${base}/new-registration`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ values: [row] }),
    });
    if (post.status !== 200) throw new Error(`POST answered ${post.status}: ${await post.text()}`);
    return ((await post.json()) as { registrationNumber: string }).registrationNumber;
  }
  throw new Error(`client ${client} never claimed a number`);
}

async function registerInOneCall(base: string, client: number): Promise<string> {
  const response = await fetch(`${base}/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...GOOD_REGISTRATION, email: `client${client}@example.com` }),
  });
  if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { registrationNumber: string }).registrationNumber;
}

describe.each(eachStore())('%s store: concurrent registrations over HTTP', (_name, target) => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(target, { writeRateLimit: 0 });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.dispose());

  test(`${SITE_CLIENTS} simultaneous POST /registrations: distinct numbers, every row stored, counter = highest`, async () => {
    const numbers = await Promise.all(Array.from({ length: SITE_CLIENTS }, (_, i) => registerInOneCall(base, i)));

    const expected = Array.from({ length: SITE_CLIENTS }, (_, i) => `GFI${10_001 + i}`);
    expect(new Set(numbers).size).toBe(SITE_CLIENTS);
    expect([...numbers].sort()).toEqual(expected);
    const rows = await sheetRows(server.store, 'registrations');
    expect(rows.map((row) => row[1]).sort()).toEqual(expected);
    expect(await server.store.lastIssued('registration')).toBe(10_000 + SITE_CLIENTS);
  }, 120_000);

  test(`${CLIENTS} clients of the compatibility protocol: distinct numbers and every row stored`, async () => {
    const start = await server.store.lastIssued('registration');
    const numbers = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => registerLikeTheSite(base, i)));

    expect(new Set(numbers).size).toBe(CLIENTS);
    const expected = Array.from({ length: CLIENTS }, (_, i) => `GFI${start + 1 + i}`);
    expect([...numbers].sort()).toEqual(expected);
    const rows = await sheetRows(server.store, 'registrations');
    expect(rows).toHaveLength(SITE_CLIENTS + CLIENTS);
    expect(
      rows
        .slice(SITE_CLIENTS)
        .map((row) => row[1])
        .sort(),
    ).toEqual(expected);
    expect(await server.store.lastIssued('registration')).toBe(start + CLIENTS);
  }, 120_000);
});
