// The academy's calendar (India, UTC+05:30, no daylight saving): which day it is there, the week
// of a day, and the day of an instant. `now` is the clock's, so a test pins it.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The day it is in India at `now` (or at an instant), YYYY-MM-DD. */
export function istDayOf(now: Date | string): string {
  return new Date(new Date(now).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative), by the calendar. */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** The seven days, Monday to Sunday, of the week `day` falls in. */
export function weekOf(day: string): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

const DAY_NAME = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
/** 'Mon 30 Nov' for a YYYY-MM-DD day. */
export const dayName = (day: string): string => DAY_NAME.format(new Date(`${day}T00:00:00Z`));

const IST_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** An instant's time of day in India, 'HH:mm'. */
export const istClock = (instant: string): string => IST_CLOCK.format(new Date(instant));
