import { IST_ZONE, moment } from './istMoment';

// A tournament's start is one instant (the API's ISO 8601 UTC); the schedule shows it twice, in
// IST as the academy announces it and in the visitor's own time, both in the schedule's format.

/** How the schedule writes a start time: '22/11/2026 06:30 PM'. */
const TOURNAMENT_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

/** The instant in India (Asia/Kolkata), in the schedule's format. */
export function formatIstStart(start: Date): string {
  return moment(start).tz(IST_ZONE).format(TOURNAMENT_TIME_FORMAT);
}

/** The same instant in the browser's own time zone, in the schedule's format. */
export function formatLocalStart(start: Date): string {
  return moment(start).format(TOURNAMENT_TIME_FORMAT);
}

/** The browser's time zone as people say it (e.g. 'India Standard Time') at `now`. */
export function localZoneName(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'long' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
