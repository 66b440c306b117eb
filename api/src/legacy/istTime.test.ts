import { formatIst, istDate, istToUtc } from './istTime';

// The original sheet's IST text, read and written by the adapter and the CSV import.

describe("the sheet adapter's IST text", () => {
  test('reads and writes IST wall-clock times with the +05:30 offset', () => {
    expect(istToUtc('01/01/2026 12:00 AM')?.toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(istToUtc('15/08/2026 06:45 PM')?.toISOString()).toBe('2026-08-15T13:15:00.000Z');
    expect(formatIst(new Date('2026-08-15T13:15:00Z'))).toBe('15/08/2026 06:45 PM');
    expect(formatIst(new Date('2026-01-01T06:30:00Z'))).toBe('01/01/2026 12:00 PM');
    expect(istToUtc('31/02/2026 10:00 AM')).toBeNull();
    expect(istToUtc('01/01/2026 13:00 PM')).toBeNull();
  });
});

test("the sheet's date of an instant is its day in India", () => {
  expect(istDate(new Date('2026-03-06T18:29:59.999Z'))).toBe('06/03/2026');
  expect(istDate(new Date('2026-03-06T18:30:00.000Z'))).toBe('07/03/2026');
});
