import { formatLocalStart, parseIstStart } from './tournamentTime';

test('a schedule time is read as IST (+05:30)', () => {
  expect(parseIstStart('22/11/2026 06:30 PM')?.toISOString()).toBe('2026-11-22T13:00:00.000Z');
  expect(parseIstStart('01/01/2027 12:00 AM')?.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  expect(parseIstStart('01/01/2027 12:15 PM')?.toISOString()).toBe('2027-01-01T06:45:00.000Z');
  expect(parseIstStart(' 05/03/2026 09:05 AM ')?.toISOString()).toBe('2026-03-05T03:35:00.000Z');
});

test.each(['', 'tomorrow', '2026-11-22 18:30', '31/02/2026 06:30 PM', '22/11/2026 13:30 PM', '22/11/2026 18:30', '22/13/2026 06:30 PM'])(
  '%j is not a schedule time',
  (text) => {
    expect(parseIstStart(text)).toBeNull();
  },
);

test('the local column is the same instant in the browser zone (UTC in this suite)', () => {
  expect(formatLocalStart(new Date('2026-11-22T13:00:00Z'))).toBe('22/11/2026 01:00 PM');
  expect(formatLocalStart(new Date('2026-12-31T18:30:00Z'))).toBe('31/12/2026 06:30 PM');
});
