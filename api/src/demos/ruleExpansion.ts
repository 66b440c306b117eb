import { IST_OFFSET, istDay } from '@academy/contracts/time';

// A weekly rule's slots: every day from `from` to `until` (India's calendar) on the rule's
// weekday, at its time in India, as UTC instants. India keeps +05:30 all year, so a wall-clock
// time there is one fixed instant; days are stepped as calendar days (UTC dates, which have no
// daylight saving), so a year's end or a leap day is just another day.

export interface RuleDays {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  /** HH:MM in India. */
  timeIst: string;
  from: string;
  until: string;
  teacherId: string;
}

export interface DayOff {
  day: string;
  /** null: every teacher. */
  teacherId: string | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday of a day number (day 0, 1970-01-01, was a Thursday). */
const weekdayOf = (n: number): number => ((((n + 3) % 7) + 7) % 7) + 1;

/** The day `days` after `day`. */
export const addDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/**
 * The instants of the rule's slots after `now`, up to `lastDay` (the expansion's horizon), with
 * each day off (of the rule's teacher or of all) left out and reported.
 */
export function expandRule(
  rule: RuleDays,
  now: Date,
  lastDay: string,
  daysOff: readonly DayOff[],
): { instants: string[]; daysOff: string[] } {
  const first = Math.max(dayNumber(rule.from), dayNumber(istDay(now)));
  const last = Math.min(dayNumber(rule.until), dayNumber(lastDay));
  const instants: string[] = [];
  const skipped: string[] = [];
  for (let n = first; n <= last; n += 1) {
    if (weekdayOf(n) !== rule.weekday) continue;
    const day = dayOfNumber(n);
    const instant = new Date(`${day}T${rule.timeIst}:00${IST_OFFSET}`);
    if (instant.getTime() <= now.getTime()) continue;
    if (daysOff.some((off) => off.day === day && (off.teacherId === null || off.teacherId === rule.teacherId))) {
      skipped.push(instant.toISOString());
      continue;
    }
    instants.push(instant.toISOString());
  }
  return { instants, daysOff: skipped };
}

/** Midnight in India starting `day`, and the next: the UTC range of India's day. */
export function istDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${IST_OFFSET}`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}
