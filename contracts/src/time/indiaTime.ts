// The academy's clock: India keeps UTC+05:30 all year, with no daylight saving, so every IST
// reading below is plain minute arithmetic on the instant: no time-zone data, no Intl, the same
// text in Node, every browser and every locale. The one place that turns an instant into India's
// calendar day or wall-clock text; the site, the office, the e-mails and the CSV all read it here.

/** India's offset from UTC in minutes. */
export const IST_OFFSET_MINUTES = 330;
/** India's offset from UTC as ISO 8601 writes it. */
export const IST_OFFSET = '+05:30';

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant (a Date, or ISO 8601 text) shifted so that its UTC fields read India's wall clock. */
function wallClock(instant: Date | string): Date {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return new Date(at.getTime() + OFFSET_MS);
}

/** India's calendar day of an instant, `YYYY-MM-DD`. */
export function istDay(instant: Date | string): string {
  return wallClock(instant).toISOString().slice(0, 10);
}

/** The instant India's day `YYYY-MM-DD` begins. */
export function istMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${IST_OFFSET}`);
}

/** India's calendar day of an instant as people read it: `DD/MM/YYYY`. */
export function istDate(instant: Date | string): string {
  return dayText(istDay(instant));
}

/** A calendar day `YYYY-MM-DD` as people read it, `DD/MM/YYYY` (anything else is returned as it is). */
export function dayText(day: string): string {
  return day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
}

/** Whether a time shows its seconds too (the audit log's `hh:mm:ss AM`). */
export interface TimeOptions {
  seconds?: boolean;
}

/** India's 12-hour clock time of an instant: `hh:mm AM`, or `hh:mm:ss AM`. */
export function istTime(instant: Date | string, { seconds = false }: TimeOptions = {}): string {
  const wall = wallClock(instant);
  const hour24 = wall.getUTCHours();
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const clock = `${pad(hour12)}:${pad(wall.getUTCMinutes())}${seconds ? `:${pad(wall.getUTCSeconds())}` : ''}`;
  return `${clock} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * An instant as the academy writes times everywhere a person reads one (the tournament schedule,
 * the office, its CSV, the e-mails): `DD/MM/YYYY hh:mm AM`, India's wall clock.
 */
export function istDateTime(instant: Date | string, options: TimeOptions = {}): string {
  return `${istDate(instant)} ${istTime(instant, options)}`;
}

/** An instant in ISO 8601 with India's offset, seconds kept: `2026-11-22T18:30:00+05:30` (schema.org). */
export function istIsoWithOffset(instant: Date | string): string {
  return `${wallClock(instant).toISOString().slice(0, 19)}${IST_OFFSET}`;
}

/** India's wall clock of an instant as a date-time input takes it: `YYYY-MM-DDTHH:mm`. */
export function istWallClockOf(instant: Date | string): string {
  return wallClock(instant).toISOString().slice(0, 16);
}

/** The instant a wall-clock time in India names (`YYYY-MM-DDTHH:mm`), or null when it is no real time. */
export function instantOfIstWallClock(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text}:00${IST_OFFSET}`);
  return Number.isNaN(at.getTime()) || istWallClockOf(at) !== text ? null : at.toISOString();
}

const IST_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/;

/** `DD/MM/YYYY hh:mm AM|PM` read as India's wall clock, to the instant; null when malformed. */
export function instantOfIstDateTime(text: string): Date | null {
  const match = IST_DATE_TIME.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy, hh, min, half] = match as unknown as string[];
  const hour12 = Number(hh);
  if (hour12 < 1 || hour12 > 12 || Number(min) > 59) return null;
  const hour24 = (hour12 % 12) + (half === 'PM' ? 12 : 0);
  const wall = instantOfIstWallClock(`${yyyy}-${mm}-${dd}T${pad(hour24)}:${min}`);
  return wall ? new Date(wall) : null;
}
