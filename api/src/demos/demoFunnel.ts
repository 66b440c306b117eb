import { IST_OFFSET_MINUTES } from '@academy/contracts/time';
import type { FunnelRow } from '@academy/contracts/office-rules';
import { COURSE_OPTIONS } from '@academy/contracts/rules';
import type { QueryRunner } from '../store/queryRunner';
import type { RecordRow } from '../store/recordRows';
import { addDays } from './ruleExpansion';

// The funnel from lead to payment: registrations grouped by the ISO week (India's calendar) they
// arrived in and their course; of them, those that booked a demo (a booking not cancelled),
// attended it, and then paid (a payment marked on the record). Each step is part of the one
// before, so a rate is never above 1. The database counts the registrations; the rows of those
// that booked (far fewer) come back to compute the medians of the days between the steps.

const DAY_MS = 86_400_000;
const IST_MS = IST_OFFSET_MINUTES * 60_000;

export interface FunnelQuery {
  /** India's days, inclusive. */
  from: string;
  to: string;
  /** A course as registrations name it (`Chess`, `Other`), or every course. */
  course?: string;
}

/** `2026-W48` of the week starting on `monday` (YYYY-MM-DD): the ISO year is its Thursday's. */
export function isoWeekOf(monday: string): string {
  const thursday = new Date(Date.parse(`${addDays(monday, 3)}T00:00:00Z`));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The median of `values`, in days rounded to one decimal; null for none. */
export function medianDays(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round((median / DAY_MS) * 10) / 10;
}

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

export async function funnel(db: QueryRunner, query: FunnelQuery): Promise<FunnelRow[]> {
  const millis = db.dialect.engine === 'postgres' ? '(EXTRACT(EPOCH FROM r.received_at) * 1000)::bigint' : 'r.received_at';
  // Day 0 (1970-01-01, a Thursday) + 3 is a Monday: the week's number counts Mondays.
  const week = `((${millis} + ${IST_MS}) / ${DAY_MS} + 3) / 7`;
  const start = new Date(`${query.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${query.to}T00:00:00+05:30`).getTime() + DAY_MS);
  const courseFilter = query.course === undefined ? '' : ' AND r.course = ?';
  const args = query.course === undefined ? [start, end] : [start, end, query.course];

  const counts = await db.all<RecordRow>(
    `SELECT week, course, COUNT(*) AS n FROM (SELECT ${week} AS week, r.course FROM registrations r
       WHERE r.received_at >= ? AND r.received_at < ?${courseFilter}) x GROUP BY week, course`,
    args,
  );
  // One row per booking not cancelled (a registration has one: booking again moves it, and a
  // cancelled one is left out); no GROUP BY, so the database only joins and the rows stream back.
  const steps = await db.all<RecordRow>(
    `SELECT ${week} AS week, r.course, r.registration_number, r.received_at, b.booked_at,
       CASE WHEN b.status = 'attended' THEN s.starts_at END AS attended_at,
       (SELECT MIN(a.at) FROM record_activity a WHERE a.record_kind = 'registrations'
          AND a.record_number = r.registration_number AND a.kind = 'payment') AS paid_at
     FROM registrations r JOIN demo_bookings b ON b.registration_number = r.registration_number AND b.status <> 'cancelled'
       JOIN demo_slots s ON s.id = b.slot_id
     WHERE r.received_at >= ? AND r.received_at < ?${courseFilter}`,
    args,
  );

  interface Cell {
    registrations: number;
    toBook: number[];
    toAttend: number[];
    toPay: number[];
  }
  const cells = new Map<string, Cell>();
  const cellOf = (weekNumber: unknown, course: unknown): Cell => {
    const key = `${Number(weekNumber)}\t${String(course)}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { registrations: 0, toBook: [], toAttend: [], toPay: [] };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const row of counts) cellOf(row.week, row.course).registrations = Number(row.n);
  // Milliseconds as the engines hand them back: SQLite's integers, PostgreSQL's Dates.
  const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : Number(value));
  const seen = new Set<string>();
  for (const row of steps) {
    const number = String(row.registration_number);
    if (seen.has(number)) continue;
    seen.add(number);
    const cell = cellOf(row.week, row.course);
    const booked = ms(row.booked_at);
    cell.toBook.push(Math.max(0, booked - ms(row.received_at)));
    if (row.attended_at === null || row.attended_at === undefined) continue;
    const attended = ms(row.attended_at);
    cell.toAttend.push(Math.max(0, attended - booked));
    if (row.paid_at !== null && row.paid_at !== undefined) cell.toPay.push(Math.max(0, ms(row.paid_at) - attended));
  }

  return [...cells.entries()]
    .map(([key, cell]) => {
      const [weekNumber, course] = key.split('\t') as [string, string];
      const weekStart = new Date((Number(weekNumber) * 7 - 3) * DAY_MS).toISOString().slice(0, 10);
      const demoBooked = cell.toBook.length;
      const attended = cell.toAttend.length;
      const paid = cell.toPay.length;
      return {
        week: isoWeekOf(weekStart),
        weekStart,
        course,
        registrations: cell.registrations,
        demoBooked,
        attended,
        paid,
        bookedRate: rate(demoBooked, cell.registrations),
        attendedRate: rate(attended, demoBooked),
        paidRate: rate(paid, attended),
        medianDaysToBook: medianDays(cell.toBook),
        medianDaysToAttend: medianDays(cell.toAttend),
        medianDaysToPay: medianDays(cell.toPay),
      };
    })
    .sort((a, b) => (a.weekStart === b.weekStart ? courseOrder(a.course) - courseOrder(b.course) : a.weekStart < b.weekStart ? -1 : 1));
}

const courseOrder = (course: string): number => {
  const index = (COURSE_OPTIONS as readonly string[]).indexOf(course);
  return index === -1 ? COURSE_OPTIONS.length : index;
};
