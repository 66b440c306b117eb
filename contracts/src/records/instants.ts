import { z } from 'zod';

// How time travels between the parts: an instant is ISO 8601 in UTC with a `Z`
// (`2026-11-25T13:30:00.000Z`), a calendar day is `YYYY-MM-DD`. Local time (IST or the
// visitor's) is a way of showing an instant, made where it is shown.

export const instantSchema = z.iso.datetime({ message: 'Give an instant as ISO 8601 UTC, e.g. 2026-11-25T13:30:00.000Z.' });
export type Instant = z.infer<typeof instantSchema>;

export const isoDaySchema = z.iso.date({ message: 'Give a day as YYYY-MM-DD.' });
export type IsoDay = z.infer<typeof isoDaySchema>;

/** The academy's offset from UTC: India keeps +05:30 all year, with no daylight saving. */
export const IST_OFFSET = '+05:30';

/** The instant a wall-clock time in India names (`YYYY-MM-DDTHH:mm` as a date-time input gives it). */
export function instantOfIstWallClock(wallClock: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallClock)) return null;
  const at = new Date(`${wallClock}:00${IST_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The wall-clock time in India of an instant, as a date-time input takes it (`YYYY-MM-DDTHH:mm`). */
export function istWallClockOf(instant: string): string {
  const shifted = new Date(new Date(instant).getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
}
