import { DAY_SHIFT } from '../../../content/timeConverterCopy';
import type { ZonedTime } from '../lib/convertTime';

/** The parts of "Sun 8 Mar 2026 · UTC−4 · the next day" under a time. */
export function zonedDetailParts(time: ZonedTime): string[] {
  return [time.date, time.offset, DAY_SHIFT[String(time.dayShift)]].filter((part): part is string => Boolean(part));
}

/** A typed 24-hour 'HH:mm' as the page writes times: '2:30 AM'. */
export function typedTimeLabel(time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = Number(time.slice(3, 5));
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
