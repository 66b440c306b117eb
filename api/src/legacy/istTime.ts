import { IST_OFFSET_MINUTES, formatDdmmyyyy } from '../lib/calendarDate';

// The original sheet's IST text (`25/11/2026 07:00 PM`), read and written here only (and by the
// CSV import through the adapter). IST is UTC+05:30 with no daylight saving, so plain minute
// arithmetic converts it exactly; no time-zone library is needed.
const IST_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/;

/** 'DD/MM/YYYY hh:mm AM|PM' read as IST, to the UTC instant; null when malformed. */
export function istToUtc(value: string): Date | null {
  const match = IST_PATTERN.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy, hh, min, half] = match as unknown as string[];
  const hour12 = Number(hh);
  const minute = Number(min);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  const hour24 = (hour12 % 12) + (half === 'PM' ? 12 : 0);
  const wallClock = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour24, minute);
  const probe = new Date(wallClock);
  if (probe.getUTCDate() !== Number(dd) || probe.getUTCMonth() !== Number(mm) - 1) return null;
  return new Date(wallClock - IST_OFFSET_MINUTES * 60_000);
}

/** The UTC instant written as IST 'DD/MM/YYYY hh:mm AM|PM'. */
export function formatIst(instant: Date): string {
  const wall = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  const hour24 = wall.getUTCHours();
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${formatDdmmyyyy(wall)} ${String(hour12).padStart(2, '0')}:${minutes} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** The academy's calendar day at `instant`, in IST, as 'DD/MM/YYYY'. */
export function istDate(instant: Date): string {
  return formatDdmmyyyy(new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000));
}
