import { slotLength, slotTime, slotsByDay } from './slotTime';

// 2026-12-01T12:30:00Z is 6:00 PM in India (UTC+5:30) and 12:30 PM in London (GMT in winter).
const EVENING_IST = '2026-12-01T12:30:00.000Z';

test('a parent in London reads their own time with its zone, and IST beside it', () => {
  expect(slotTime(EVENING_IST, 'Europe/London')).toEqual({
    local: 'Tue 1 Dec, 12:30 PM GMT',
    time: '12:30 PM GMT',
    ist: '6:00 PM IST',
    inIndia: false,
  });
});

test('a parent in India reads one time, marked IST', () => {
  expect(slotTime(EVENING_IST, 'Asia/Kolkata')).toEqual({
    local: 'Tue 1 Dec, 6:00 PM IST',
    time: '6:00 PM IST',
    ist: '6:00 PM IST',
    inIndia: true,
  });
});

test("IST names its day when India's day is not the parent's", () => {
  // 9:00 AM IST on 2 Dec is 10:30 PM on 1 Dec in New York (its short name as en-GB writes it).
  const time = slotTime('2026-12-02T03:30:00.000Z', 'America/New_York');
  expect(time.local).toBe('Tue 1 Dec, 10:30 PM GMT-5');
  expect(time.ist).toBe('Wed 2 Dec, 9:00 AM IST');
});

test('summer time moves the local hour, not IST', () => {
  expect(slotTime('2026-07-01T12:30:00.000Z', 'Europe/London').time).toBe('1:30 PM BST');
  expect(slotTime('2026-07-01T12:30:00.000Z', 'Europe/London').ist).toBe('6:00 PM IST');
});

test('lengths read as people say them', () => {
  expect(slotLength(30)).toBe('30 min');
  expect(slotLength(60)).toBe('1 h');
  expect(slotLength(90)).toBe('1 h 30 min');
});

describe('slots by the parent’s day, named from the clock', () => {
  const slot = (id: string, startsAt: string) => ({ id, startsAt });
  const slots = [
    slot('later', '2026-12-03T10:00:00.000Z'),
    slot('tonight', '2026-12-01T23:59:00.000Z'),
    slot('tomorrow', '2026-12-02T00:00:00.000Z'),
  ];

  test('just before midnight in London: today, tomorrow, then the date', () => {
    const days = slotsByDay(slots, 'Europe/London', new Date('2026-12-01T23:58:00.000Z'));
    expect(days.map((day) => [day.label, day.slots.map((s) => s.id)])).toEqual([
      ['Today', ['tonight']],
      ['Tomorrow', ['tomorrow']],
      ['Thu 3 Dec', ['later']],
    ]);
  });

  test('a minute after midnight, yesterday evening is no longer today', () => {
    const days = slotsByDay(slots.slice(0, 1), 'Europe/London', new Date('2026-12-02T00:01:00.000Z'));
    expect(days.map((day) => day.label)).toEqual(['Tomorrow']);
  });

  test("the same instants fall on India's days for a parent in India", () => {
    // 23:59 UTC is 5:29 AM on 2 Dec in India: tomorrow, seen from 1 Dec 6 PM IST.
    const days = slotsByDay(slots, 'Asia/Kolkata', new Date('2026-12-01T12:30:00.000Z'));
    expect(days.map((day) => [day.label, day.slots.length])).toEqual([
      ['Tomorrow', 2],
      ['Thu 3 Dec', 1],
    ]);
  });
});
