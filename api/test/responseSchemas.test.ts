import { tournamentListSchema } from '@academy/contracts/records';
import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

// An answer leaves through its route's response schema: a column the repository starts reading
// tomorrow (an internal note, a hash kept beside a record) never reaches a visitor because a
// handler passed the whole row on.

describe.each(eachStore())('%s store: answers carry only what their schema names', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target);
  });
  afterEach(() => server.dispose());

  test('a tournament read with an extra internal column answers without it', async () => {
    const { store } = server;
    await store.replaceTournaments([
      {
        name: 'Sunday Blitz',
        startsAt: '2026-12-06T13:30:00.000Z',
        supportLink: null,
        groupALink: 'https://lichess.org/a',
        groupBLink: null,
      },
    ]);
    const read = store.listTournaments.bind(store);
    store.listTournaments = async () => (await read()).map((tournament) => ({ ...tournament, internalNote: 'paid the arbiter in cash' }));

    const response = await server.app.inject({ method: 'GET', url: '/v1/tournaments' });

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('internalNote');
    expect(response.body).not.toContain('paid the arbiter');
    const { tournaments } = tournamentListSchema.parse(response.json());
    expect(tournaments).toEqual([expect.objectContaining({ name: 'Sunday Blitz', startsAt: '2026-12-06T13:30:00.000Z' })]);
  });
});
