import { COURSES } from '@academy/contracts/catalogue';
import { DEMO_BOOKING_STATUSES } from '@academy/contracts/records';
import type { DemoBooking, DemoBookingStatus } from '@academy/contracts/records';
import { requiredInstantOf } from '../store/queryRunner';
import type { Queries } from '../store/queryRunner';
import type { RecordRow } from '../store/recordRows';
import { DEMO_PURPOSES } from './demoEmails';
import type { DemoEmail } from './demoEmails';
import { optionalText, SLOT_COLUMNS, teacherOfRow } from './demoSlots';

// What the booking's statements share: the rows of a booking with its slot and teacher, the
// registration a booking belongs to, and the outbox rows a booking writes or removes.

/** A booking as stored, with what the desk and the routes need beside the parent's view. */
export interface StoredBooking extends DemoBooking {
  id: number;
  version: number;
  registrationNumber: string;
  bookedAt: string;
}

export const BOOKING_SELECT = `SELECT b.id AS booking_id, b.status AS booking_status, b.time_zone, b.booked_at, b.version,
  b.registration_number, b.slot_id, ${SLOT_COLUMNS}
  FROM demo_bookings b JOIN demo_slots s ON s.id = b.slot_id LEFT JOIN teachers t ON t.id = s.teacher_id`;

const statusOf = (value: unknown): DemoBookingStatus =>
  (DEMO_BOOKING_STATUSES as readonly string[]).includes(String(value)) ? (String(value) as DemoBookingStatus) : 'booked';

export function bookingOf(row: RecordRow): StoredBooking {
  return {
    id: Number(row.booking_id),
    version: Number(row.version),
    registrationNumber: String(row.registration_number),
    bookedAt: requiredInstantOf(row.booked_at),
    slotId: Number(row.slot_id),
    startsAt: requiredInstantOf(row.starts_at),
    minutes: Number(row.minutes),
    course: String(row.course),
    teacher: teacherOfRow(row),
    status: statusOf(row.booking_status),
    timeZone: optionalText(row.time_zone),
  };
}

/** The parent's view: no ids, no version, nothing of the registration. */
export const parentView = ({ id: _id, version: _v, registrationNumber: _n, bookedAt: _b, ...shown }: StoredBooking): DemoBooking => shown;

/** Whether a booking's demo is behind it: marked, or started. */
export const isPast = (booking: StoredBooking, now: Date): boolean =>
  booking.status === 'attended' || booking.status === 'no-show' || new Date(booking.startsAt).getTime() <= now.getTime();

/** The registration's latest booking that is not cancelled, or null. */
export async function currentBooking(q: Queries, number: string): Promise<StoredBooking | null> {
  const [row] = await q.all<RecordRow>(
    `${BOOKING_SELECT} WHERE b.registration_number = ? AND b.status <> 'cancelled' ORDER BY b.id DESC LIMIT 1`,
    [number],
  );
  return row ? bookingOf(row) : null;
}

export async function bookingById(q: Queries, id: number): Promise<StoredBooking | null> {
  const [row] = await q.all<RecordRow>(`${BOOKING_SELECT} WHERE b.id = ?`, [id]);
  return row ? bookingOf(row) : null;
}

/** A registration as a booking needs it: the course's slug (null for "Other"), the people to write to. */
export interface DemoRegistration {
  number: string;
  courseName: string;
  course: string | null;
  erased: boolean;
  email: string;
  parentName: string;
  childName: string;
}

export const courseSlugOf = (label: string): string | null => COURSES.find((course) => course.label === label)?.slug ?? null;

/** The registration, its row held until the transaction ends on PostgreSQL (every change of its bookings queues here). */
export async function registrationFor(q: Queries, number: string, lock: boolean): Promise<DemoRegistration | null> {
  const [row] = await q.all<RecordRow>(
    `SELECT registration_number, course, erased_at, email, parent_name, child_name FROM registrations
     WHERE registration_number = ?${lock ? ' FOR UPDATE' : ''}`,
    [number],
  );
  if (!row) return null;
  return {
    number,
    courseName: String(row.course),
    course: courseSlugOf(String(row.course)),
    erased: row.erased_at !== null && row.erased_at !== undefined,
    email: String(row.email),
    parentName: String(row.parent_name),
    childName: String(row.child_name),
  };
}

export async function writeEmails(tx: Queries, json: string, number: string, emails: readonly DemoEmail[], now: Date): Promise<void> {
  for (const email of emails) {
    await tx.run(
      `INSERT INTO email_outbox (record_number, purpose, template_id, params, state, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ${json}, 'pending', 0, ?, ?)`,
      [number, email.purpose, email.templateId, JSON.stringify(email.params), email.sendAt, now],
    );
  }
}

/** The registration's reminders not yet sent: a moved or cancelled booking's must never go. */
export const dropReminders = (tx: Queries, number: string): Promise<number> =>
  tx.run("DELETE FROM email_outbox WHERE record_number = ? AND purpose = ? AND state = 'pending'", [number, DEMO_PURPOSES.reminder]);
