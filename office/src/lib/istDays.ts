// Calendar arithmetic on the academy's YYYY-MM-DD days: the day after, the week of a day, its
// name. Which day it is in India, and an instant's time there, are @academy/contracts/time's.

const DAY_MS = 86_400_000;

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
