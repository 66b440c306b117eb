import type { OfficeDemo } from '@academy/contracts/office-rules';
import { istDay } from '@academy/contracts/time';

/** The demos of each day (India's), in the days given, soonest first within a day. */
export function demosByDay(demos: readonly OfficeDemo[], days: readonly string[]): Array<{ day: string; demos: OfficeDemo[] }> {
  const sorted = [...demos].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return days.map((day) => ({ day, demos: sorted.filter((demo) => istDay(demo.startsAt) === day) }));
}
