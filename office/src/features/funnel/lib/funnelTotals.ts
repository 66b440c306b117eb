import type { FunnelRow } from '@academy/contracts/office-rules';

export interface FunnelStep {
  label: string;
  count: number;
  /** This step over the one before, 0–1; null for the first step or after a step of 0. */
  rate: number | null;
}

/** The whole period's steps, summed over weeks and courses, each with its rate over the one before. */
export function funnelTotals(rows: readonly FunnelRow[]): FunnelStep[] {
  const sum = (pick: (row: FunnelRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const counts: Array<[string, number]> = [
    ['Registrations', sum((row) => row.registrations)],
    ['Demo booked', sum((row) => row.demoBooked)],
    ['Attended', sum((row) => row.attended)],
    ['Paid', sum((row) => row.paid)],
  ];
  return counts.map(([label, count], index) => {
    const before = index === 0 ? undefined : counts[index - 1]?.[1];
    return { label, count, rate: before === undefined || before === 0 ? null : count / before };
  });
}

/** A rate as staff read it: '42%', or '—' when there is none. */
export const percent = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Median days as staff read it: '2.5 days', '1 day', or '—'. */
export const days = (value: number | null): string =>
  value === null ? '—' : `${Number(value.toFixed(1))} ${value === 1 ? 'day' : 'days'}`;
