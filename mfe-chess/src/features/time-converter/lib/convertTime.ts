import { ACADEMY_ZONE } from '@academy/shared';
import { TIME_CONVERTER_ERRORS } from '../../../content/timeConverterCopy';
import { PACKED_FIRST_YEAR, PACKED_LAST_YEAR } from './zonePack.generated';
import { moment } from './zonedMoment';

// The Time Converter's rules: a wall-clock date and time in one zone, read as the instant(s) it
// names, and shown in other zones. Pure functions; "the browser's own zone" is LOCAL_ZONE, read
// through Date, so tests pick it with the process's TZ.

/** The visitor's own zone, whatever it is (it may not be one of the served zones). */
export const LOCAL_ZONE = 'local';

export const FIRST_YEAR = PACKED_FIRST_YEAR;
export const LAST_YEAR = PACKED_LAST_YEAR;

/** A date and time as a person types them: 'YYYY-MM-DD' and 24-hour 'HH:mm' (what date and time inputs give). */
export interface WallTime {
  date: string;
  time: string;
}

/** One instant as a zone's clocks show it. */
export interface ZonedTime {
  zone: string;
  /** 'Sun 8 Mar 2026' */
  date: string;
  /** '9:00 AM' */
  time: string;
  /** 'UTC+5:30', 'UTC−4' */
  offset: string;
  /** The calendar day against the date typed: -1 the day before, 1 the day after. */
  dayShift: number;
}

export type Parsed = { ok: true; utcWall: number } | { ok: false; error: string };

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Checks what was typed and reads it as a wall clock (its fields as if it were UTC). */
export function parseWallTime({ date, time }: WallTime): Parsed {
  if (!date.trim() || !time.trim()) return { ok: false, error: TIME_CONVERTER_ERRORS.missing };
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time.trim());
  if (!d) return { ok: false, error: TIME_CONVERTER_ERRORS.badDate };
  if (!t) return { ok: false, error: TIME_CONVERTER_ERRORS.badTime };
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hours, minutes] = [Number(t[1]), Number(t[2])];
  if (hours > 23 || minutes > 59) return { ok: false, error: TIME_CONVERTER_ERRORS.badTime };
  const utcWall = Date.UTC(year, month - 1, day, hours, minutes);
  const check = new Date(utcWall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return { ok: false, error: TIME_CONVERTER_ERRORS.badDate };
  }
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, error: TIME_CONVERTER_ERRORS.outOfRange(FIRST_YEAR, LAST_YEAR) };
  return { ok: true, utcWall };
}

/** Minutes east of UTC in `zone` at the instant `ms`. */
export function offsetMinutes(zone: string, ms: number): number {
  if (zone === LOCAL_ZONE) return -new Date(ms).getTimezoneOffset();
  const data = moment.tz.zone(zone);
  if (!data) throw new Error(`No time-zone data for ${zone}`);
  return -data.utcOffset(ms);
}

/**
 * The instants at which `zone`'s clocks read the wall time: one, none when the clocks jump over
 * it (spring forward), or two when they show it twice (fall back), earliest first.
 */
export function instantsOf(utcWall: number, zone: string): number[] {
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((delta) => offsetMinutes(zone, utcWall + delta)));
  const instants = [...offsets]
    .map((offset) => utcWall - offset * MINUTE_MS)
    .filter((instant) => offsetMinutes(zone, instant) * MINUTE_MS === utcWall - instant);
  return [...new Set(instants)].sort((a, b) => a - b);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The instant `ms` on `zone`'s clocks, its calendar day compared with the wall date typed. */
export function zonedTime(ms: number, zone: string, utcWall: number): ZonedTime {
  const offset = offsetMinutes(zone, ms);
  const shown = moment.utc(ms + offset * MINUTE_MS);
  const typedDay = Math.floor(utcWall / DAY_MS);
  const shownDay = Math.floor((ms + offset * MINUTE_MS) / DAY_MS);
  return {
    zone,
    date: shown.format('ddd D MMM YYYY'),
    time: shown.format('h:mm A'),
    offset: formatOffset(offset),
    dayShift: shownDay - typedDay,
  };
}

export interface FromIst<P extends { zone: string }> {
  ist: ZonedTime;
  /** In the visitor's own zone. */
  yours: ZonedTime;
  /** In each of the places asked for, in their order. */
  times: { place: P; shown: ZonedTime }[];
}

/** An IST class or tournament time in the visitor's zone and in each of `places`. */
export function fromIst<P extends { zone: string }>(wall: WallTime, places: readonly P[]): FromIst<P> | { error: string } {
  const parsed = parseWallTime(wall);
  if (!parsed.ok) return { error: parsed.error };
  // IST keeps one offset all year, so its wall clock names exactly one instant.
  const instant = parsed.utcWall - offsetMinutes(ACADEMY_ZONE, parsed.utcWall) * MINUTE_MS;
  const at = (zone: string) => zonedTime(instant, zone, parsed.utcWall);
  return { ist: at(ACADEMY_ZONE), yours: at(LOCAL_ZONE), times: places.map((place) => ({ place, shown: at(place.zone) })) };
}

export type ToIst =
  | { kind: 'one'; local: ZonedTime; ist: ZonedTime }
  /** The time does not exist there (clocks go forward): `local` is the time the clocks show instead. */
  | { kind: 'skipped'; local: ZonedTime; ist: ZonedTime }
  /** The time happens twice there (clocks go back): both, earlier first. */
  | { kind: 'twice'; first: { local: ZonedTime; ist: ZonedTime }; second: { local: ZonedTime; ist: ZonedTime } };

/** A time in `zone` (or LOCAL_ZONE) in IST, with what daylight saving does to it. */
export function toIst(wall: WallTime, zone: string): ToIst | { error: string } {
  const parsed = parseWallTime(wall);
  if (!parsed.ok) return { error: parsed.error };
  const { utcWall } = parsed;
  const pair = (instant: number) => ({ local: zonedTime(instant, zone, utcWall), ist: zonedTime(instant, ACADEMY_ZONE, utcWall) });
  const [first, second] = instantsOf(utcWall, zone);
  if (first !== undefined && second !== undefined) return { kind: 'twice', first: pair(first), second: pair(second) };
  if (first !== undefined) return { kind: 'one', ...pair(first) };
  // Skipped: read with the offset in force before the jump, the clocks then show the time that much later.
  const before = offsetMinutes(zone, utcWall - DAY_MS);
  return { kind: 'skipped', ...pair(utcWall - before * MINUTE_MS) };
}

/** The browser's zone name, e.g. 'Europe/Paris'. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
