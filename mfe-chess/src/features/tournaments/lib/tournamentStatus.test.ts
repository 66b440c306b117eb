import { groupAction, rowTone, tournamentStatus } from './tournamentStatus';

// This suite runs with TZ=UTC; "today" is the UTC calendar day here.
const start = new Date('2026-11-22T12:30:00Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

test.each([
  [-31, 'upcoming', 'today', 'Upcoming'],
  [-30, 'starting-soon', 'today', 'Play'],
  [-1, 'starting-soon', 'today', 'Play'],
  [0, 'live', 'live', 'Play'],
  [59, 'live', 'live', 'Play'],
  [60, 'live', 'live', 'Play'],
  [61, 'past', 'past', 'Result'],
])('%i minutes from the start: %s, %s row, button %s', (minutes, phase, tone, action) => {
  const status = tournamentStatus(at(minutes), start);
  expect(status.phase).toBe(phase);
  expect(rowTone(status)).toBe(tone);
  expect(groupAction(status.phase)).toBe(action);
});

test('one second past the hour is past; one second before the 30-minute window is upcoming', () => {
  expect(tournamentStatus(new Date(at(60).getTime() + 1000), start).phase).toBe('past');
  expect(tournamentStatus(new Date(at(-30).getTime() - 1000), start).phase).toBe('upcoming');
});

test('a start on a later day is upcoming on a plain row', () => {
  const status = tournamentStatus(new Date('2026-11-21T12:30:00Z'), start);
  expect(status).toEqual({ phase: 'upcoming', today: false });
  expect(rowTone(status)).toBe('plain');
});

describe('the day boundary', () => {
  const lateStart = new Date('2026-11-22T23:50:00Z');

  test('live only when the start is today: 20 minutes after a start yesterday is past', () => {
    expect(tournamentStatus(new Date('2026-11-22T23:59:59Z'), lateStart).phase).toBe('live');
    expect(tournamentStatus(new Date('2026-11-23T00:00:00Z'), lateStart).phase).toBe('past');
    expect(tournamentStatus(new Date('2026-11-23T00:10:00Z'), lateStart).phase).toBe('past');
  });

  test('starting soon across midnight is Play but not a today row', () => {
    const status = tournamentStatus(new Date('2026-11-22T23:45:00Z'), new Date('2026-11-23T00:10:00Z'));
    expect(status).toEqual({ phase: 'starting-soon', today: false });
    expect(rowTone(status)).toBe('plain');
    expect(groupAction(status.phase)).toBe('Play');
  });

  test('any earlier calendar day is past, however close', () => {
    expect(tournamentStatus(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-22T23:59:00Z')).phase).toBe('past');
  });
});
