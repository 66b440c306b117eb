import { scheduleOrder } from './scheduleOrder';

// This suite runs with TZ=UTC; "today" is the UTC calendar day here.
const now = new Date('2026-11-22T12:00:00Z');
const at = (iso: string) => ({ name: iso, start: new Date(iso) });

test('live and upcoming first, soonest first; then the finished ones, the latest first', () => {
  const list = [
    at('2026-11-01T12:00:00Z'), // finished weeks ago
    at('2026-11-29T12:00:00Z'), // next week
    at('2026-11-22T11:01:00Z'), // started 59 minutes ago: live
    at('2026-11-21T12:00:00Z'), // yesterday: finished
    at('2026-11-22T12:20:00Z'), // starting soon
  ];
  expect(scheduleOrder(list, now).map((t) => t.name)).toEqual([
    '2026-11-22T11:01:00Z',
    '2026-11-22T12:20:00Z',
    '2026-11-29T12:00:00Z',
    '2026-11-21T12:00:00Z',
    '2026-11-01T12:00:00Z',
  ]);
});

test('at the edge of the live hour: 60 minutes after its start a game is still ahead, a minute later it is finished', () => {
  const game = at('2026-11-22T11:00:00Z');
  const later = at('2026-11-22T18:00:00Z');
  expect(scheduleOrder([later, game], new Date('2026-11-22T12:00:00Z')).map((t) => t.name)).toEqual([game.name, later.name]);
  expect(scheduleOrder([game, later], new Date('2026-11-22T12:01:00Z')).map((t) => t.name)).toEqual([later.name, game.name]);
});

test('the list given is not reordered in place', () => {
  const list = [at('2026-11-01T12:00:00Z'), at('2026-11-29T12:00:00Z')];
  scheduleOrder(list, now);
  expect(list[0]!.name).toBe('2026-11-01T12:00:00Z');
});
