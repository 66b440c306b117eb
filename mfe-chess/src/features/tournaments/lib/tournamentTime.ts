import { IST_ZONE, moment } from './istMoment';

/** How the schedule writes a start time, in IST: '22/11/2026 06:30 PM'. */
const TOURNAMENT_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

/** A 'DD/MM/YYYY hh:mm AM|PM' start read as IST (+05:30); null when it is not such a date. */
export function parseIstStart(text: string): Date | null {
  const parsed = moment.tz(text.trim(), TOURNAMENT_TIME_FORMAT, true, IST_ZONE);
  return parsed.isValid() ? parsed.toDate() : null;
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
