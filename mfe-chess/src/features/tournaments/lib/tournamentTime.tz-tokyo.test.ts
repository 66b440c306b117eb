import { formatLocalStart, localZoneName, parseIstStart } from './tournamentTime';
import { tournamentStatus } from './tournamentStatus';

// A browser in Tokyo (UTC+9, 3 h 30 min ahead of IST): an IST late evening is the next local day.

test('an IST start shown in UTC+9', () => {
  const start = parseIstStart('22/11/2026 06:30 PM')!;
  expect(start.getTimezoneOffset()).toBe(-540);
  expect(formatLocalStart(start)).toBe('22/11/2026 10:00 PM');
  expect(formatLocalStart(parseIstStart('22/11/2026 09:00 PM')!)).toBe('23/11/2026 12:30 AM');
  expect(localZoneName(start)).toBe('Japan Standard Time');
});

test('"today" is the Tokyo day: an IST start on the 22nd is tomorrow in Tokyo', () => {
  const start = parseIstStart('22/11/2026 09:00 PM')!; // 23/11 12:30 AM local
  const tokyoJustAfterMidnight = new Date('2026-11-22T15:10:00Z'); // 23/11 12:10 AM local
  expect(tournamentStatus(tokyoJustAfterMidnight, start)).toEqual({ phase: 'starting-soon', today: true });
  const tokyoBeforeMidnight = new Date('2026-11-22T14:50:00Z'); // 22/11 11:50 PM local
  expect(tournamentStatus(tokyoBeforeMidnight, start)).toEqual({ phase: 'upcoming', today: false });
});
