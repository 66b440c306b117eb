import { toTournaments } from './toTournaments';

const record = (
  startsAt: string,
  supportLink: string | null,
  groupALink: string | null,
  groupBLink: string | null,
  name: string | null = null,
) => ({
  id: 1,
  name,
  startsAt,
  supportLink,
  groupALink,
  groupBLink,
});

test('records become tournaments: the IST start from the instant, null links none', () => {
  expect(
    toTournaments([
      record('2026-11-22T13:00:00.000Z', 'https://lichess.org/team/club', 'https://lichess.org/tournament/a', null),
      record('2026-11-23T04:30:00.000Z', null, null, 'https://lichess.org/tournament/b'),
    ]),
  ).toEqual([
    {
      ist: '22/11/2026 06:30 PM',
      start: new Date('2026-11-22T13:00:00Z'),
      support: 'https://lichess.org/team/club',
      groupA: 'https://lichess.org/tournament/a',
      groupB: undefined,
    },
    {
      ist: '23/11/2026 10:00 AM',
      start: new Date('2026-11-23T04:30:00Z'),
      support: undefined,
      groupA: undefined,
      groupB: 'https://lichess.org/tournament/b',
    },
  ]);
});

test('a name is kept as the title; none stays none', () => {
  const [named, unnamed] = toTournaments([
    record('2026-11-22T13:00:00.000Z', null, null, null, 'Saturday Rapid 10+5'),
    record('2026-11-23T04:30:00.000Z', null, null, null),
  ]);
  expect(named?.name).toBe('Saturday Rapid 10+5');
  expect(unnamed).toHaveProperty('name', undefined);
});

test('a link that is not http(s) is never offered', () => {
  const [row] = toTournaments([record('2026-11-22T13:00:00.000Z', 'javascript:alert(1)', ' ', 'lichess.org/x')]);
  expect(row).toMatchObject({ support: undefined, groupA: undefined, groupB: undefined });
});

test('no records, no tournaments', () => {
  expect(toTournaments([])).toEqual([]);
});
