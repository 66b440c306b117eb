import { z } from 'zod';
import { COURSES } from '../catalogue/courses';
import { instantSchema } from './instants';

// The free demo a parent books after registering: the slots the academy publishes, the parent's
// booking (seen and changed through the signed link of the registration's e-mail, without an
// account) and the refusal of a slot that filled meanwhile. docs/decisions/demo-booking.md.

const COURSE_SLUGS = COURSES.map((course) => course.slug) as [string, ...string[]];

/** How far ahead a parent sees free slots. */
export const DEMO_SLOT_DAYS = 7;

/** A slot's teacher as a parent sees them: the name, and the photo under `GET /images/` (null without one). */
export const demoTeacherSchema = z.object({
  name: z.string(),
  photoFile: z.string().nullable(),
  photoWebpFile: z.string().nullable(),
});
export type DemoTeacher = z.infer<typeof demoTeacherSchema>;

/** A free slot: when (UTC), how long, for which course, with whom, and how many seats are left. */
export const demoSlotSchema = z.object({
  id: z.number().int(),
  startsAt: instantSchema,
  minutes: z.number().int(),
  /** The catalogue's slug (`chess`). */
  course: z.enum(COURSE_SLUGS),
  teacher: demoTeacherSchema,
  seatsLeft: z.number().int(),
});
export type DemoSlot = z.infer<typeof demoSlotSchema>;

/** `GET /v1/demo-slots?course=`: the course's free future slots of the next 7 days, soonest first. */
export const demoSlotListSchema = z.object({ slots: z.array(demoSlotSchema) });
export type DemoSlotList = z.infer<typeof demoSlotListSchema>;

/**
 * Where a booking stands: `booked` (the demo is ahead, or past and not yet marked), `attended`
 * and `no-show` (marked by the desk), `cancelled` (by the parent, the desk, or with its slot).
 */
export const DEMO_BOOKING_STATUSES = ['booked', 'attended', 'no-show', 'cancelled'] as const;
export type DemoBookingStatus = (typeof DEMO_BOOKING_STATUSES)[number];

/** A parent's booking: the slot's time and teacher, never the registration's personal data. */
export const demoBookingSchema = z.object({
  slotId: z.number().int(),
  startsAt: instantSchema,
  minutes: z.number().int(),
  course: z.enum(COURSE_SLUGS),
  teacher: demoTeacherSchema,
  status: z.enum(DEMO_BOOKING_STATUSES),
  /** The parent's time zone when their browser gave it (`Europe/London`), else null. */
  timeZone: z.string().nullable(),
});
export type DemoBooking = z.infer<typeof demoBookingSchema>;

/**
 * `GET /v1/demo/:token`: the registration's course (`course` null for "Other", which has no
 * slots: the academy calls instead), its booking (null before one is made or after it is
 * cancelled) and the course's free slots to pick or move to.
 */
export const demoPageSchema = z.object({
  course: z.enum(COURSE_SLUGS).nullable(),
  /** The course as the registration named it (`Chess`, `Other`). */
  courseName: z.string(),
  booking: demoBookingSchema.nullable(),
  slots: z.array(demoSlotSchema),
});
export type DemoPage = z.infer<typeof demoPageSchema>;

/** Whether the browser knows `zone` as an IANA time zone (`Asia/Kolkata`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `PUT /v1/demo/:token/booking` (with `Idempotency-Key`): the slot, and the parent's zone for the e-mails. */
export const demoBookingInputSchema = z.strictObject({
  slotId: z.number('Choose one of the slots.').int('Choose one of the slots.').positive('Choose one of the slots.'),
  timeZone: z
    .string('Give the time zone as its name, e.g. Europe/London.')
    .max(64, 'Give the time zone as its name, e.g. Europe/London.')
    .refine(isTimeZone, 'Give the time zone as its name, e.g. Europe/London.')
    .optional(),
});
export type DemoBookingInput = z.infer<typeof demoBookingInputSchema>;

/** 200 of `PUT /v1/demo/:token/booking`: the booking as it now stands. */
export const demoBookingAnswerSchema = z.object({ booking: demoBookingSchema });
export type DemoBookingAnswer = z.infer<typeof demoBookingAnswerSchema>;

/** 409 of `PUT /v1/demo/:token/booking`: the slot filled or went; the next free slots to pick instead. */
export const demoSlotTakenSchema = z.object({
  error: z.string(),
  slots: z.array(demoSlotSchema),
  requestId: z.string().optional(),
});
export type DemoSlotTaken = z.infer<typeof demoSlotTakenSchema>;
