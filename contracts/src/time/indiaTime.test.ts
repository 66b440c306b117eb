import {
  dayText,
  instantOfIstDateTime,
  instantOfIstWallClock,
  istDate,
  istDateTime,
  istDay,
  istIsoWithOffset,
  istMidnight,
  istTime,
  istWallClockOf,
} from './indiaTime';

describe("India's clock", () => {
  it('turns the day at IST midnight, 18:30 UTC the evening before', () => {
    expect(istDay('2026-11-27T18:29:59.999Z')).toBe('2026-11-27');
    expect(istDay('2026-11-27T18:30:00.000Z')).toBe('2026-11-28');
    expect(istMidnight('2026-11-28').toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('writes midnight as 12:00 AM and noon as 12:00 PM', () => {
    expect(istDateTime('2026-11-27T18:30:00.000Z')).toBe('28/11/2026 12:00 AM');
    expect(istDateTime('2026-11-28T06:30:00.000Z')).toBe('28/11/2026 12:00 PM');
    expect(istTime('2026-11-28T06:29:00.000Z')).toBe('11:59 AM');
    expect(istDateTime('2026-11-28T06:29:07.000Z', { seconds: true })).toBe('28/11/2026 11:59:07 AM');
  });

  it("crosses the year's end in India before it does in UTC", () => {
    const newYearInIndia = '2026-12-31T18:30:00.000Z';
    expect(istDate(newYearInIndia)).toBe('01/01/2027');
    expect(istDateTime('2026-12-31T18:29:00.000Z')).toBe('31/12/2026 11:59 PM');
    expect(istIsoWithOffset(newYearInIndia)).toBe('2027-01-01T00:00:00+05:30');
    expect(istWallClockOf(newYearInIndia)).toBe('2027-01-01T00:00');
  });

  it('writes a calendar day as DD/MM/YYYY', () => {
    expect(dayText('2026-12-31')).toBe('31/12/2026');
    expect(dayText('31/12/2026')).toBe('31/12/2026');
  });

  it('reads what it writes, and refuses a time that does not exist', () => {
    for (const at of ['2026-12-31T18:30:00.000Z', '2027-02-28T13:45:00.000Z', '2028-02-29T06:30:00.000Z']) {
      expect(instantOfIstDateTime(istDateTime(at))?.toISOString()).toBe(at);
      expect(instantOfIstWallClock(istWallClockOf(at))).toBe(at);
    }
    expect(instantOfIstDateTime('15/08/2026 06:45 PM')?.toISOString()).toBe('2026-08-15T13:15:00.000Z');
    expect(instantOfIstDateTime('01/01/2027 12:00 AM')?.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(instantOfIstDateTime('30/02/2027 10:00 AM')).toBeNull();
    expect(instantOfIstDateTime('01/01/2027 13:00 PM')).toBeNull();
    expect(instantOfIstDateTime('01/01/2027 00:30 AM')).toBeNull();
    expect(instantOfIstWallClock('2027-02-30T10:00')).toBeNull();
    expect(instantOfIstWallClock('2027-01-01 10:00')).toBeNull();
  });

  it('names the instant 5 h 30 min earlier for a date-time input value, and refuses anything else', () => {
    expect(instantOfIstWallClock('2026-11-25T19:00')).toBe('2026-11-25T13:30:00.000Z');
    expect(instantOfIstWallClock('2026-01-01T05:29')).toBe('2025-12-31T23:59:00.000Z');
    for (const value of ['', '2026-11-25', '25/11/2026 07:00 PM', '2026-11-25T19:00:00', '2026-13-40T99:99']) {
      expect(instantOfIstWallClock(value)).toBeNull();
    }
  });
});
