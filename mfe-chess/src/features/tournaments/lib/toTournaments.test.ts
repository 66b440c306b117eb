import { toTournaments } from './toTournaments';

afterEach(() => jest.restoreAllMocks());

test('rows of the API shape become tournaments; "-" and missing links are none', () => {
  expect(
    toTournaments([
      ['', '22/11/2026 06:30 PM', 'https://lichess.org/team/club', 'https://lichess.org/tournament/a', '-'],
      ['', '23/11/2026 10:00 AM', '-', '-', 'https://lichess.org/tournament/b'],
      ['', '24/11/2026 10:00 AM'],
    ]),
  ).toEqual([
    {
      ist: '22/11/2026 06:30 PM',
      start: new Date('2026-11-22T13:00:00Z'),
      support: 'https://lichess.org/team/club',
      groupA: 'https://lichess.org/tournament/a',
      groupB: undefined,
    },
    { ist: '23/11/2026 10:00 AM', start: new Date('2026-11-23T04:30:00Z'), support: undefined, groupA: undefined, groupB: 'https://lichess.org/tournament/b' },
    { ist: '24/11/2026 10:00 AM', start: new Date('2026-11-24T04:30:00Z'), support: undefined, groupA: undefined, groupB: undefined },
  ]);
});

test('a link that is not http(s) is never offered', () => {
  const [row] = toTournaments([['', '22/11/2026 06:30 PM', 'javascript:alert(1)', ' ', 'lichess.org/x']]);
  expect(row).toMatchObject({ support: undefined, groupA: undefined, groupB: undefined });
});

test('malformed dates are reported and their rows skipped; the others stay', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const tournaments = toTournaments([
    ['', '31/02/2026 06:30 PM', '-', '-', '-'],
    ['', '22/11/2026 06:30 PM', '-', '-', '-'],
    ['', 'soon', '-', '-', '-'],
    'not a row',
  ]);
  expect(tournaments.map((t) => t.ist)).toEqual(['22/11/2026 06:30 PM']);
  expect(error).toHaveBeenCalledTimes(3);
  expect(error).toHaveBeenCalledWith('Tournament row 1 skipped: "31/02/2026 06:30 PM" is not a DD/MM/YYYY hh:mm AM|PM date.');
});

test('a response without rows is an empty schedule', () => {
  expect(toTournaments(undefined)).toEqual([]);
  expect(toTournaments({})).toEqual([]);
});
