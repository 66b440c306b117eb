import { formatLocalStart, localZoneName, parseIstStart } from './tournamentTime';
import { tournamentStatus } from './tournamentStatus';

// A browser in Los Angeles (UTC−8 in winter): an IST evening is the same morning there, and
// an IST early morning is the previous local day.

test('an IST start shown in UTC−8', () => {
  const start = parseIstStart('22/11/2026 06:30 PM')!;
  expect(start.getTimezoneOffset()).toBe(480);
  expect(formatLocalStart(start)).toBe('22/11/2026 05:00 AM');
  expect(formatLocalStart(parseIstStart('23/11/2026 09:00 AM')!)).toBe('22/11/2026 07:30 PM');
  expect(localZoneName(start)).toBe('Pacific Standard Time');
});

test('"today" is the Los Angeles day, not the IST day', () => {
  const start = parseIstStart('23/11/2026 09:00 AM')!; // 22/11 07:30 PM local
  const eveningBefore = new Date('2026-11-23T03:15:00Z'); // 22/11 07:15 PM local, 23/11 08:45 AM IST
  expect(tournamentStatus(eveningBefore, start)).toEqual({ phase: 'starting-soon', today: true });
  const liveAtMidnight = new Date('2026-11-23T07:59:00Z'); // 22/11 11:59 PM local
  expect(tournamentStatus(liveAtMidnight, parseIstStart('23/11/2026 01:00 PM')!).phase).toBe('live');
  // One minute later it is the 23rd in Los Angeles: the start is yesterday, so past.
  expect(tournamentStatus(new Date('2026-11-23T08:00:00Z'), parseIstStart('23/11/2026 01:00 PM')!).phase).toBe('past');
});
