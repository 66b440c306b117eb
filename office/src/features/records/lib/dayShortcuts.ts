import { istDay } from '@academy/contracts/time';
import { mondayOf } from '../../../lib/istDays';

// The From/To of the list's shortcuts, on the academy's calendar (India, UTC+05:30, no daylight
// saving): Today, and This week from its Monday to today. `now` is the clock's, so a test pins it.

export type DayShortcut = 'today' | 'thisWeek';
export const DAY_SHORTCUTS: readonly DayShortcut[] = ['today', 'thisWeek'];

/** The days a shortcut names, YYYY-MM-DD, both inclusive. */
export function shortcutDays(shortcut: DayShortcut, now: Date): { from: string; to: string } {
  const today = istDay(now);
  if (shortcut === 'today') return { from: today, to: today };
  return { from: mondayOf(today), to: today };
}
