import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { addSlot, addTeacher, register } from './demoHelpers';

// Capacity is exact under load: 50 parents press the last 3 seats of a group demo at the same
// moment, over real HTTP. Exactly 3 get the seat; 47 get a 409 with a sentence and the next
// free slots; no 500; the slot holds its capacity, never more. On PostgreSQL the same with the
// requests spread over two API instances over one database.

const PARENTS = 50;
const CAPACITY = 5;
const ALREADY_BOOKED = 2;
const NOW = new Date('2026-12-01T06:00:00.000Z');
const START = '2026-12-03T12:30:00.000Z';
const TAKEN = 'Sorry, that time was just taken or is no longer free. Please pick another one.';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function race(bases: readonly string[], tokens: readonly string[], slotId: number) {
  const answers = await Promise.all(
    tokens.map(async (token, i) => {
      const response = await fetch(`${bases[i % bases.length]}/v1/demo/${token}/booking`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `capacity-${i}-key` },
        body: JSON.stringify({ slotId }),
      });
      return { status: response.status, body: (await response.json()) as { error?: string; slots?: unknown[] } };
    }),
  );
  return {
    booked: answers.filter((a) => a.status === 200).length,
    refused: answers.filter((a) => a.status === 409 && a.body.error === TAKEN && Array.isArray(a.body.slots)).length,
    statuses: [...new Set(answers.map((a) => a.status))].sort(),
  };
}

describe.each(eachStore())('%s store: the last seats of a demo under load', (name, target) => {
  let server: TestServer;
  let tokens: string[];
  let slotId: number;

  beforeEach(async () => {
    server = await startTestServer(target, { now: () => NOW });
    await addTeacher(server.store);
    slotId = (await addSlot(server.store, START, { capacity: CAPACITY })).id;
    const spare = await addSlot(server.store, '2026-12-04T12:30:00.000Z', { capacity: 10 });
    expect(spare.id).not.toBe(slotId);
    const registered = [];
    for (let i = 0; i < PARENTS + ALREADY_BOOKED; i += 1) registered.push(await register(server.app, `parent${i}@example.com`));
    for (const { token } of registered.slice(0, ALREADY_BOOKED)) {
      const early = await server.app.inject({ method: 'PUT', url: `/v1/demo/${token}/booking`, payload: { slotId } });
      expect(early.statusCode).toBe(200);
    }
    tokens = registered.slice(ALREADY_BOOKED).map((r) => r.token);
  }, 60_000);
  afterEach(() => server.dispose());

  test(`${PARENTS} simultaneous bookings of the last ${CAPACITY - ALREADY_BOOKED} seats: exactly 3 booked, 47 clear refusals`, async () => {
    const base = await listen(server.app);
    const outcome = await race([base], tokens, slotId);
    expect(outcome).toEqual({ booked: 3, refused: 47, statuses: [200, 409] });
    expect((await server.store.demos.findSlot(slotId))?.booked).toBe(CAPACITY);
    const demos = await server.store.demos.listDemos(NOW, new Date('2026-12-10T00:00:00Z'));
    expect(demos.filter((demo) => demo.slotId === slotId)).toHaveLength(CAPACITY);
  }, 60_000);

  if (name === 'postgres') {
    test('the same across two API instances over one database', async () => {
      const other = await buildServer({
        store: await server.another(),
        now: () => NOW,
        log: { level: 'silent' },
        settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: server.dataDir },
      });
      try {
        const bases = [await listen(server.app), await listen(other)];
        const outcome = await race(bases, tokens, slotId);
        expect(outcome).toEqual({ booked: 3, refused: 47, statuses: [200, 409] });
        expect((await server.store.demos.findSlot(slotId))?.booked).toBe(CAPACITY);
      } finally {
        await other.close();
      }
    }, 60_000);
  }
});
