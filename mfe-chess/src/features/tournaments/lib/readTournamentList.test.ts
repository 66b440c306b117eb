import { tournamentListSchema } from '@academy/contracts/records';
import { readTournamentList } from './readTournamentList';

// The hand-written reader and the contract's schema must agree on every answer: the reader is
// what the schedule runs, the schema is what the API answers with.

const GAME = {
  id: 7,
  name: 'Saturday Rapid 10+5',
  startsAt: '2026-11-28T13:30:00.000Z',
  supportLink: null,
  groupALink: 'https://lichess.org/tournament/a',
  groupBLink: null,
};
const { name: _name, ...BEFORE_NAMES } = GAME;

const READ = [
  { tournaments: [] },
  { tournaments: [GAME] },
  { tournaments: [GAME, { ...GAME, id: 8, name: null, startsAt: '2026-11-28T13:30:00Z', supportLink: 'https://wa.me/1' }] },
  { tournaments: [BEFORE_NAMES] },
  { tournaments: [{ ...GAME, id: -1, name: '' }] },
];

const REFUSED = [
  null,
  [],
  'tournaments',
  {},
  { tournaments: null },
  { tournaments: {} },
  { tournaments: [null] },
  { tournaments: [{ ...GAME, id: 7.5 }] },
  { tournaments: [{ ...GAME, id: '7' }] },
  { tournaments: [{ ...GAME, name: 5 }] },
  { tournaments: [{ ...GAME, startsAt: '28/11/2026 07:00 PM' }] },
  { tournaments: [{ ...GAME, startsAt: '2026-11-28T19:00:00+05:30' }] },
  { tournaments: [{ ...GAME, startsAt: '2026-11-28' }] },
  { tournaments: [{ ...GAME, startsAt: '2026-11-28T13:30Z' }] },
  { tournaments: [{ ...GAME, startsAt: '2026-02-30T13:30:00Z' }] },
  { tournaments: [{ ...GAME, startsAt: '2026-11-28T24:00:00Z' }] },
  { tournaments: [{ ...GAME, groupALink: 3 }] },
  { tournaments: [(({ supportLink: _dropped, ...rest }) => rest)(GAME)] },
  { tournaments: [(({ groupBLink: _dropped, ...rest }) => rest)(GAME)] },
];

test.each(READ)('an answer the contract accepts is read as the contract reads it: %j', (body) => {
  expect(readTournamentList(body)).toEqual(tournamentListSchema.parse(body));
});

test.each(REFUSED)('an answer the contract refuses is refused: %j', (body) => {
  expect(tournamentListSchema.safeParse(body).success).toBe(false);
  expect(() => readTournamentList(body)).toThrow();
});

test('fields the contract does not name are left out, as the schema leaves them out', () => {
  const body = { tournaments: [{ ...GAME, createdBy: 'staff@academy.example' }] };
  expect(readTournamentList(body)).toEqual({ tournaments: [GAME] });
  expect(readTournamentList(body)).toEqual(tournamentListSchema.parse(body));
});
