import { instantOfIstWallClock } from '@academy/contracts/records';
import { formatIstStart, formatLocalStart, localZoneName } from './tournamentTime';
import { tournamentStatus } from './tournamentStatus';

// A browser in Los Angeles (UTC−8 in winter): an IST evening is the same morning there, and
// an IST early morning is the previous local day.

/** The instant of a wall-clock time in India, as the API would serve it. */
const istStart = (wallClock: string) => new Date(instantOfIstWallClock(wallClock)!);

test('an IST start shown in UTC−8', () => {
  const start = istStart('2026-11-22T18:30');
  expect(start.getTimezoneOffset()).toBe(480);
  expect(formatLocalStart(start)).toBe('22/11/2026 05:00 AM');
  expect(formatLocalStart(istStart('2026-11-23T09:00'))).toBe('22/11/2026 07:30 PM');
  expect(localZoneName(start)).toBe('Pacific Standard Time');
  expect(formatIstStart(start)).toBe('22/11/2026 06:30 PM');
});

test('"today" is the Los Angeles day, not the IST day', () => {
  const start = istStart('2026-11-23T09:00'); // 22/11 07:30 PM local
  const eveningBefore = new Date('2026-11-23T03:15:00Z'); // 22/11 07:15 PM local, 23/11 08:45 AM IST
  expect(tournamentStatus(eveningBefore, start)).toEqual({ phase: 'starting-soon', today: true });
  const liveAtMidnight = new Date('2026-11-23T07:59:00Z'); // 22/11 11:59 PM local
  expect(tournamentStatus(liveAtMidnight, istStart('2026-11-23T13:00')).phase).toBe('live');
  // One minute later it is the 23rd in Los Angeles: the start is yesterday, so past.
  expect(tournamentStatus(new Date('2026-11-23T08:00:00Z'), istStart('2026-11-23T13:00')).phase).toBe('past');
});
