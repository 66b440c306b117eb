import { formatIstStart, formatLocalStart } from './tournamentTime';

// One instant, two columns: IST as the academy announces it, and the browser's zone (UTC in this suite).

test('the IST column is the instant at +05:30, in the schedule format', () => {
  expect(formatIstStart(new Date('2026-11-22T13:00:00.000Z'))).toBe('22/11/2026 06:30 PM');
  expect(formatIstStart(new Date('2026-12-31T18:30:00.000Z'))).toBe('01/01/2027 12:00 AM');
  expect(formatIstStart(new Date('2027-01-01T06:45:00.000Z'))).toBe('01/01/2027 12:15 PM');
  expect(formatIstStart(new Date('2026-03-05T03:35:00.000Z'))).toBe('05/03/2026 09:05 AM');
});

test('the IST day turns at 18:30 UTC: one minute either side', () => {
  expect(formatIstStart(new Date('2026-11-22T18:29:00.000Z'))).toBe('22/11/2026 11:59 PM');
  expect(formatIstStart(new Date('2026-11-22T18:30:00.000Z'))).toBe('23/11/2026 12:00 AM');
});

test('the local column is the same instant in the browser zone (UTC in this suite)', () => {
  expect(formatLocalStart(new Date('2026-11-22T13:00:00Z'))).toBe('22/11/2026 01:00 PM');
  expect(formatLocalStart(new Date('2026-12-31T18:30:00Z'))).toBe('31/12/2026 06:30 PM');
});
