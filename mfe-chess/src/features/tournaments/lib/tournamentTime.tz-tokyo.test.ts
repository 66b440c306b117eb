import { instantOfIstWallClock } from '@academy/contracts/records';
import { formatIstStart, formatLocalStart, localZoneName } from './tournamentTime';
import { tournamentStatus } from './tournamentStatus';

// A browser in Tokyo (UTC+9, 3 h 30 min ahead of IST): an IST late evening is the next local day.

/** The instant of a wall-clock time in India, as the API would serve it. */
const istStart = (wallClock: string) => new Date(instantOfIstWallClock(wallClock)!);

test('an IST start shown in UTC+9', () => {
  const start = istStart('2026-11-22T18:30');
  expect(start.getTimezoneOffset()).toBe(-540);
  expect(formatLocalStart(start)).toBe('22/11/2026 10:00 PM');
  expect(formatLocalStart(istStart('2026-11-22T21:00'))).toBe('23/11/2026 12:30 AM');
  expect(localZoneName(start)).toBe('Japan Standard Time');
  // The IST column does not follow the browser's zone.
  expect(formatIstStart(start)).toBe('22/11/2026 06:30 PM');
});

test('"today" is the Tokyo day: an IST start on the 22nd is tomorrow in Tokyo', () => {
  const start = istStart('2026-11-22T21:00'); // 23/11 12:30 AM local
  const tokyoJustAfterMidnight = new Date('2026-11-22T15:10:00Z'); // 23/11 12:10 AM local
  expect(tournamentStatus(tokyoJustAfterMidnight, start)).toEqual({ phase: 'starting-soon', today: true });
  const tokyoBeforeMidnight = new Date('2026-11-22T14:50:00Z'); // 22/11 11:50 PM local
  expect(tournamentStatus(tokyoBeforeMidnight, start)).toEqual({ phase: 'upcoming', today: false });
});
