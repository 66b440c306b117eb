import type { DemoSlot } from '@academy/contracts/records';
import type { OfficeDemo, OfficeDemoSlot } from '@academy/contracts/office-rules';
import { requiredInstantOf } from '../store/queryRunner';
import type { QueryRunner } from '../store/queryRunner';
import type { RecordRow } from '../store/recordRows';
import type { DemoEmail, DemoMailContext } from './demoEmails';
import { BOOKING_SELECT, bookingById, bookingOf, dropReminders, registrationFor, writeEmails } from './bookingRows';
import type { StoredBooking } from './bookingRows';
import { cancelBooking, mailContext, takeSeat } from './demoBookings';
import type { BookedMail } from './demoBookings';
import { freeSlotsIn, officeSlotOf, SLOT_COLUMNS, SLOT_FROM } from './demoSlots';

// The desk's side of the bookings: the calendar, marking a demo attended or no-show, moving or
// cancelling it on the parent's behalf (each only at the version the desk read: If-Match), and
// cancelling a whole slot, which tells every booked parent and offers the next free slots.

export type DemoChange = { mark: 'attended' | 'no-show' | 'cancelled' } | { slotId: number; mail: BookedMail };

export type ChangeOutcome =
  | { changed: StoredBooking; before: StoredBooking }
  | 'not-found'
  | 'changed-since'
  | 'cancelled'
  | 'attended'
  | 'erased'
  | 'no-slot'
  | 'other-course'
  | 'full';

/** Writes the e-mail telling a parent their slot was cancelled, with the next free slots. */
export type CancelledMail = (context: Omit<DemoMailContext, 'token'>, next: readonly DemoSlot[]) => DemoEmail;

export interface OfficeDemoBookings {
  listDemos(from: Date, to: Date, teacherId?: string): Promise<OfficeDemo[]>;
  findDemo(id: number): Promise<StoredBooking | null>;
  /** One booking as the calendar shows it, whatever its status. */
  officeDemo(id: number): Promise<OfficeDemo | null>;
  changeDemo(id: number, version: number, change: DemoChange, now: Date): Promise<ChangeOutcome>;
  /** Cancels the slot and its bookings, each parent told (free slots offered up to `until`); null when there is no such slot. */
  cancelSlot(
    id: number,
    now: Date,
    mail: CancelledMail,
    until: Date,
  ): Promise<{ slot: OfficeDemoSlot; parentsTold: number; numbers: string[] } | null>;
}

const DEMO_COLUMNS = `b.id AS booking_id, b.version, b.status AS booking_status, b.booked_at, b.registration_number,
  r.child_name, r.parent_name, r.country_code, r.mobile_number, s.id AS slot_id, s.starts_at, s.minutes, s.course,
  s.teacher_id, COALESCE(t.name, '') AS teacher_name,
  EXISTS (SELECT 1 FROM record_activity a WHERE a.record_kind = 'registrations'
    AND a.record_number = b.registration_number AND a.kind = 'payment') AS paid`;

const DEMO_FROM = `demo_bookings b JOIN demo_slots s ON s.id = b.slot_id
  JOIN registrations r ON r.registration_number = b.registration_number LEFT JOIN teachers t ON t.id = s.teacher_id`;

function officeDemoOf(row: RecordRow): OfficeDemo {
  const booking = bookingOf(row);
  return {
    id: booking.id,
    version: String(booking.version),
    registrationNumber: booking.registrationNumber,
    childName: String(row.child_name),
    parentName: String(row.parent_name),
    countryCode: String(row.country_code),
    mobileNumber: String(row.mobile_number),
    course: booking.course,
    slotId: booking.slotId,
    startsAt: booking.startsAt,
    minutes: booking.minutes,
    teacherId: String(row.teacher_id),
    teacherName: String(row.teacher_name),
    status: booking.status,
    bookedAt: requiredInstantOf(row.booked_at),
    paid: row.paid === true || Number(row.paid) === 1,
  };
}

export function createOfficeDemoBookings(db: QueryRunner): OfficeDemoBookings {
  const { engine, json } = db.dialect;
  const lock = engine === 'postgres' ? ' FOR UPDATE' : '';

  return {
    listDemos: async (from, to, teacherId) =>
      (
        await db.all<RecordRow>(
          `SELECT ${DEMO_COLUMNS} FROM ${DEMO_FROM}
           WHERE s.starts_at >= ? AND s.starts_at < ? AND b.status <> 'cancelled'${teacherId ? ' AND s.teacher_id = ?' : ''}
           ORDER BY s.starts_at, b.id`,
          teacherId ? [from, to, teacherId] : [from, to],
        )
      ).map(officeDemoOf),

    findDemo: (id) => bookingById(db, id),
    officeDemo: async (id) => {
      const [row] = await db.all<RecordRow>(`SELECT ${DEMO_COLUMNS} FROM ${DEMO_FROM} WHERE b.id = ?`, [id]);
      return row ? officeDemoOf(row) : null;
    },

    changeDemo: (id, version, change, now) =>
      db.transaction(async (tx) => {
        const [held] = await tx.all<RecordRow>(`SELECT registration_number FROM demo_bookings WHERE id = ?`, [id]);
        if (!held) return 'not-found';
        const registration = await registrationFor(tx, String(held.registration_number), engine === 'postgres');
        // Every change of a registration's bookings holds the registration's row first, so this read is current.
        const [row] = await tx.all<RecordRow>(`${BOOKING_SELECT} WHERE b.id = ?`, [id]);
        const before = bookingOf(row as RecordRow);
        if (before.version !== version) return 'changed-since';
        if (!registration || registration.erased) return 'erased';
        if (before.status === 'cancelled') return 'cancelled';
        if ('mark' in change) {
          if (change.mark === 'cancelled') await cancelBooking(tx, before, now);
          else {
            await tx.run('UPDATE demo_bookings SET status = ?, changed_at = ?, version = version + 1 WHERE id = ?', [change.mark, now, id]);
            await dropReminders(tx, before.registrationNumber);
          }
        } else {
          if (before.status === 'attended') return 'attended';
          if (before.slotId !== change.slotId) {
            const taken = await takeSeat(tx, engine, change.slotId, before.course, now, before.slotId);
            if (taken !== 'taken') return taken;
          }
          await tx.run("UPDATE demo_bookings SET slot_id = ?, status = 'booked', changed_at = ?, version = version + 1 WHERE id = ?", [
            change.slotId,
            now,
            id,
          ]);
          await dropReminders(tx, before.registrationNumber);
          const moved = (await bookingById(tx, id)) as StoredBooking;
          await writeEmails(tx, json, before.registrationNumber, change.mail(mailContext(registration, moved), true), now);
        }
        return { changed: (await bookingById(tx, id)) as StoredBooking, before };
      }),

    cancelSlot: (id, now, mail, until) =>
      db.transaction(async (tx) => {
        // The booked families' registrations first, then the slot: the order every booking takes.
        if (engine === 'postgres') {
          const holders = await tx.all<RecordRow>(
            "SELECT DISTINCT registration_number FROM demo_bookings WHERE slot_id = ? AND status = 'booked' ORDER BY registration_number",
            [id],
          );
          for (const holder of holders) await registrationFor(tx, String(holder.registration_number), true);
        }
        const [slotRow] = await tx.all<RecordRow>(`SELECT id FROM demo_slots WHERE id = ?${lock}`, [id]);
        if (!slotRow) return null;
        const booked = (await tx.all<RecordRow>(`${BOOKING_SELECT} WHERE b.slot_id = ? AND b.status = 'booked' ORDER BY b.id`, [id])).map(
          bookingOf,
        );
        await tx.run("UPDATE demo_slots SET status = 'cancelled' WHERE id = ?", [id]);
        const numbers: string[] = [];
        for (const booking of booked) {
          await cancelBooking(tx, booking, now);
          const registration = await registrationFor(tx, booking.registrationNumber, false);
          if (!registration || registration.erased || registration.email === '') continue;
          const next = await freeSlotsIn(tx, booking.course, now, until, 5);
          await writeEmails(tx, json, booking.registrationNumber, [mail(mailContext(registration, booking), next)], now);
          numbers.push(booking.registrationNumber);
        }
        const [slot] = await tx.all<RecordRow>(`SELECT ${SLOT_COLUMNS} FROM ${SLOT_FROM} WHERE s.id = ?`, [id]);
        return { slot: officeSlotOf(slot as RecordRow), parentsTold: numbers.length, numbers };
      }),
  };
}
