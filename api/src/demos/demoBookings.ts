import type { DemoBooking } from '@academy/contracts/records';
import type { KeyedOutcome, StoredAnswer } from '../store/Store';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { keepAnswer, storedOutcome } from '../idempotency/storedAnswers';
import type { Queries, QueryRunner } from '../store/queryRunner';
import type { DemoEmail, DemoMailContext } from './demoEmails';
import { bookingById, currentBooking, dropReminders, isPast, parentView, registrationFor, writeEmails } from './bookingRows';
import type { DemoRegistration, StoredBooking } from './bookingRows';

// A parent's booking, in one transaction each (docs/decisions/demo-booking.md, "The capacity
// transaction"): the registration's row is held first (PostgreSQL), so one registration's
// requests, a resent Idempotency-Key among them, queue behind each other; then the slots it
// touches are held in the order of their ids, so two moves between two slots never deadlock;
// then the seat is taken by one conditional UPDATE, which never lets `booked` pass `capacity`.

/** Why a seat could not be taken or a booking made. */
export type BookingRefusal = 'gone' | 'erased' | 'past' | 'no-slot' | 'other-course' | 'full' | 'no-course';

/** Writes a booking's e-mails (confirmation, notification, reminders) for the booked slot. */
export type BookedMail = (context: Omit<DemoMailContext, 'token'>, moved: boolean) => DemoEmail[];

export interface BookRequest {
  number: string;
  slotId: number;
  timeZone: string | null;
  now: Date;
  claim: IdempotencyClaim | null;
  mail: BookedMail;
  answer: (booking: DemoBooking) => StoredAnswer;
}

export interface DemoState {
  registration: DemoRegistration;
  /** The latest booking not cancelled. */
  booking: StoredBooking | null;
  past: boolean;
}

export interface DemoBookings {
  demoState(number: string, now: Date): Promise<DemoState | null>;
  book(request: BookRequest): Promise<KeyedOutcome | { refused: BookingRefusal }>;
  /** The parent's cancellation of the live booking: false when there is none. */
  cancel(number: string, now: Date): Promise<boolean>;
}

/**
 * Inside a transaction: takes a seat of `slotId` for a booking of `course`, and gives back the
 * seat of `releasing` (a move). Answers 'taken', or why not (nothing changed then).
 */
export async function takeSeat(
  tx: Queries,
  engine: 'sqlite' | 'postgres',
  slotId: number,
  course: string,
  now: Date,
  releasing: number | null,
): Promise<'taken' | 'no-slot' | 'other-course' | 'full'> {
  if (engine === 'postgres') {
    const ids = [...new Set([slotId, ...(releasing === null ? [] : [releasing])])].sort((a, b) => a - b);
    await tx.all(`SELECT id FROM demo_slots WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id FOR UPDATE`, ids);
  }
  const [slot] = await tx.all<{ course: string }>('SELECT course FROM demo_slots WHERE id = ?', [slotId]);
  if (!slot) return 'no-slot';
  if (slot.course !== course) return 'other-course';
  const changed = await tx.run(
    "UPDATE demo_slots SET booked = booked + 1 WHERE id = ? AND status = 'open' AND starts_at > ? AND booked < capacity",
    [slotId, now],
  );
  if (changed === 0) return 'full';
  if (releasing !== null) await tx.run('UPDATE demo_slots SET booked = booked - 1 WHERE id = ? AND booked > 0', [releasing]);
  return 'taken';
}

export const mailContext = (registration: DemoRegistration, booking: StoredBooking): Omit<DemoMailContext, 'token'> => ({
  email: registration.email,
  parentName: registration.parentName,
  childName: registration.childName,
  registrationNumber: registration.number,
  courseName: registration.courseName,
  startsAt: booking.startsAt,
  minutes: booking.minutes,
  teacherName: booking.teacher.name,
  timeZone: booking.timeZone,
});

export function createDemoBookings(db: QueryRunner): DemoBookings {
  const { engine, json } = db.dialect;
  const locking = engine === 'postgres';

  return {
    demoState: async (number, now) => {
      const registration = await registrationFor(db, number, false);
      if (!registration) return null;
      const booking = await currentBooking(db, number);
      return { registration, booking, past: booking !== null && isPast(booking, now) };
    },

    book: ({ number, slotId, timeZone, now, claim, mail, answer }) =>
      db.transaction(async (tx) => {
        const registration = await registrationFor(tx, number, locking);
        if (!registration) return { refused: 'gone' as const };
        if (registration.erased) return { refused: 'erased' as const };
        if (claim) {
          const stored = await storedOutcome(tx, claim);
          if (stored) return stored;
        }
        if (registration.course === null) return { refused: 'no-course' as const };
        const current = await currentBooking(tx, number);
        if (current && isPast(current, now)) return { refused: 'past' as const };
        let booking = current;
        if (!current || current.slotId !== slotId) {
          const taken = await takeSeat(tx, engine, slotId, registration.course, now, current?.slotId ?? null);
          if (taken !== 'taken') return { refused: taken };
          let id = current?.id;
          if (current) {
            await tx.run(
              'UPDATE demo_bookings SET slot_id = ?, time_zone = COALESCE(?, time_zone), changed_at = ?, version = version + 1 WHERE id = ?',
              [slotId, timeZone, now, current.id],
            );
            await dropReminders(tx, number);
          } else {
            const [added] = await tx.all<{ id: number | string }>(
              `INSERT INTO demo_bookings (registration_number, slot_id, status, time_zone, booked_at, changed_at)
               VALUES (?, ?, 'booked', ?, ?, ?) RETURNING id`,
              [number, slotId, timeZone, now, now],
            );
            id = Number(added?.id);
          }
          const stored = (await bookingById(tx, id as number)) as StoredBooking;
          await writeEmails(tx, json, number, mail(mailContext(registration, stored), current !== null), now);
          booking = stored;
        }
        const first = answer(parentView(booking as StoredBooking));
        return claim ? keepAnswer(tx, claim, first) : { replayed: false as const, answer: first };
      }),

    cancel: (number, now) =>
      db.transaction(async (tx) => {
        await registrationFor(tx, number, locking);
        const current = await currentBooking(tx, number);
        if (!current || current.status !== 'booked' || isPast(current, now)) return false;
        await cancelBooking(tx, current, now);
        return true;
      }),
  };
}

/** Inside a transaction: the booking cancelled, its seat given back and its reminders removed. */
export async function cancelBooking(tx: Queries, booking: StoredBooking, now: Date): Promise<void> {
  await tx.run("UPDATE demo_bookings SET status = 'cancelled', changed_at = ?, version = version + 1 WHERE id = ?", [now, booking.id]);
  if (booking.status !== 'cancelled') {
    await tx.run('UPDATE demo_slots SET booked = booked - 1 WHERE id = ? AND booked > 0', [booking.slotId]);
  }
  await dropReminders(tx, booking.registrationNumber);
}
