import { istDateTime } from '@academy/contracts/time';

// A tournament's start is one instant (the API's ISO 8601 UTC); the schedule shows it twice, in
// IST as the academy announces it and in the visitor's own time, both as 'DD/MM/YYYY hh:mm AM'.
// India's column comes from the academy's one clock module; the visitor's is the browser's own
// calendar fields, so the schedule carries no time-zone library.

/** The instant in India, in the schedule's format: '22/11/2026 06:30 PM'. */
export function formatIstStart(start: Date): string {
  return istDateTime(start);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The same instant in the browser's own time zone, in the schedule's format. */
export function formatLocalStart(start: Date): string {
  const hour = start.getHours();
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const day = `${pad(start.getDate())}/${pad(start.getMonth() + 1)}/${start.getFullYear()}`;
  return `${day} ${pad(hour12)}:${pad(start.getMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The browser's time zone as people say it (e.g. 'India Standard Time') at `now`. */
export function localZoneName(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'long' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
