import { z } from 'zod';
import { DEMO_BOOKING_STATUSES } from '@academy/contracts/records';
import type { Queries, Statement } from '../store/queryRunner';
import type { RecordRow } from '../store/recordRows';
import { BOOKING_SELECT, bookingOf } from './bookingRows';

// The free demo's part of the people's rights (docs/decisions/erasure.md): an erasure, the
// retention purge's included, deletes the registration's bookings (their seats given back) and
// their e-mails not yet sent, in the erasure's own transaction; an access request lists them.

/** A booking as an access request lists it. */
export const subjectDemoBookingSchema = z.object({
  registrationNumber: z.string(),
  startsAt: z.string(),
  minutes: z.number().int(),
  course: z.string(),
  teacher: z.string(),
  status: z.enum(DEMO_BOOKING_STATUSES),
  timeZone: z.string().nullable(),
  bookedAt: z.string(),
});
export type SubjectDemoBooking = z.infer<typeof subjectDemoBookingSchema>;

/** The statements an erasure of registration `number` adds to its transaction. */
export function demoErasure(number: string): Statement[] {
  return [
    {
      sql: `UPDATE demo_slots SET booked = booked - 1 WHERE booked > 0 AND id IN
        (SELECT slot_id FROM demo_bookings WHERE registration_number = ? AND status <> 'cancelled')`,
      args: [number],
    },
    { sql: "DELETE FROM email_outbox WHERE record_number = ? AND purpose LIKE 'demo-%' AND state = 'pending'", args: [number] },
    { sql: 'DELETE FROM demo_bookings WHERE registration_number = ?', args: [number] },
  ];
}

/** The bookings of the registrations `numbers`, oldest first. */
export async function demoBookingsOf(q: Queries, numbers: readonly string[]): Promise<SubjectDemoBooking[]> {
  if (numbers.length === 0) return [];
  const rows = await q.all<RecordRow>(
    `${BOOKING_SELECT} WHERE b.registration_number IN (${numbers.map(() => '?').join(', ')}) ORDER BY b.id`,
    numbers,
  );
  return rows.map((row) => {
    const booking = bookingOf(row);
    return {
      registrationNumber: booking.registrationNumber,
      startsAt: booking.startsAt,
      minutes: booking.minutes,
      course: booking.course,
      teacher: booking.teacher.name,
      status: booking.status,
      timeZone: booking.timeZone,
      bookedAt: booking.bookedAt,
    };
  });
}
