import type { DemoRecordView, OfficeRecordKind } from '@academy/contracts/office-rules';
import { istMidnight } from '@academy/contracts/time';

// The desk's views of the registrations list that read the demos: those booked for a demo this
// week (by the booking's slot, not a follow-up day), those that need a slot (no booking, not
// enrolled or closed, not erased), those whose last demo was a no-show, and those who attended
// and have no payment yet. Conditions on the list's own table (`registrations`).

const DAY_MS = 86_400_000;
const bookingWhere = (condition: string) =>
  `EXISTS (SELECT 1 FROM demo_bookings b WHERE b.registration_number = registrations.registration_number AND ${condition})`;

export function demoView(
  kind: OfficeRecordKind,
  name: DemoRecordView | 'demos-this-week',
  week: { weekStart: string; weekEnd: string },
): { sql: string; args: unknown[] } {
  // Applications have no demos.
  if (kind === 'applications') return { sql: '1 = 0', args: [] };
  if (name === 'demos-this-week') {
    return {
      sql: `EXISTS (SELECT 1 FROM demo_bookings b JOIN demo_slots s ON s.id = b.slot_id
        WHERE b.registration_number = registrations.registration_number AND b.status <> 'cancelled'
        AND s.starts_at >= ? AND s.starts_at < ?)`,
      args: [istMidnight(week.weekStart), new Date(istMidnight(week.weekEnd).getTime() + DAY_MS)],
    };
  }
  if (name === 'needs-a-slot') {
    return {
      sql: `erased_at IS NULL AND status NOT IN ('enrolled', 'closed') AND NOT ${bookingWhere("b.status <> 'cancelled'")}`,
      args: [],
    };
  }
  if (name === 'no-show') {
    return { sql: `${bookingWhere("b.status = 'no-show'")} AND NOT ${bookingWhere("b.status IN ('booked', 'attended')")}`, args: [] };
  }
  return {
    sql: `${bookingWhere("b.status = 'attended'")} AND NOT EXISTS (SELECT 1 FROM record_activity a WHERE a.record_kind = 'registrations'
      AND a.record_number = registrations.registration_number AND a.kind = 'payment')`,
    args: [],
  };
}
