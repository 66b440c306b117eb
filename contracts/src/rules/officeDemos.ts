import { z } from 'zod';
import { COURSES } from '../catalogue/courses';
import { instantSchema, isoDaySchema } from '../records/instants';
import { DEMO_BOOKING_STATUSES } from '../records/demos';
import { checkPlainText } from './validators';

// What the office sends to publish demo slots (one-off, or weekly rules expanded into slots),
// to mark holidays, and to change a booking; and what it reads back: slots with their bookings'
// count, the demo calendar and the funnel from registration to payment. Judged by the same
// schemas in the office's forms and in the API. docs/decisions/demo-booking.md.

const COURSE_SLUGS = COURSES.map((course) => course.slug) as [string, ...string[]];

/** The office's demo calls. */
export const OFFICE_DEMO_PATHS = {
  /** `GET`, `POST`; `DELETE /:id` (409 with bookings); `POST /:id/cancel`. */
  slots: '/office/demo-slots',
  /** `GET`, `POST` (expands into slots); `DELETE /:id` (its future slots without bookings go too). */
  rules: '/office/demo-rules',
  /** `GET`, `POST` (removes that day's free slots); `DELETE /:id`. */
  exceptions: '/office/demo-exceptions',
  /** `GET ?from&to&teacher` (the calendar); `PATCH /:id` with `If-Match`. */
  demos: '/office/demos',
  /** `GET ?from&to&course`; `.csv` beside it. */
  funnel: '/office/reports/funnel',
} as const;

/** The longest and shortest demo, and the most seats a group demo has. */
export const DEMO_MINUTES = { min: 15, max: 180 } as const;
export const DEMO_CAPACITY_MAX = 50;
/** How many weeks ahead a weekly rule is expanded into slots. */
export const DEMO_RULE_WEEKS = 8;

const minutesSchema = z
  .number('Enter the length in minutes.')
  .int('Enter the length in whole minutes.')
  .min(DEMO_MINUTES.min, `A demo lasts at least ${DEMO_MINUTES.min} minutes.`)
  .max(DEMO_MINUTES.max, `A demo lasts at most ${DEMO_MINUTES.max} minutes.`);
const capacitySchema = z
  .number('Enter how many children the slot takes.')
  .int('Enter the seats as a whole number.')
  .min(1, 'A slot takes at least 1 child.')
  .max(DEMO_CAPACITY_MAX, `A slot takes at most ${DEMO_CAPACITY_MAX} children.`);
const courseSchema = z.enum(COURSE_SLUGS, 'Choose a course of the catalogue.');
const teacherIdSchema = z.string('Choose a teacher.').trim().min(1, 'Choose a teacher.').max(80, 'Choose a teacher.');

/** `POST /office/demo-slots`: one slot. A slot in the past or overlapping the teacher's others is refused (400, 409). */
export const demoSlotInputSchema = z.strictObject({
  startsAt: instantSchema,
  minutes: minutesSchema,
  course: courseSchema,
  teacherId: teacherIdSchema,
  capacity: capacitySchema,
});
export type DemoSlotInput = z.infer<typeof demoSlotInputSchema>;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** `POST /office/demo-rules`: every `weekday` at `timeIst` (India's time) from `from` to `until` (days in India, inclusive). */
export const demoRuleInputSchema = z
  .strictObject({
    weekday: z.number('Choose a weekday.').int('Choose a weekday.').min(1, 'Choose a weekday.').max(7, 'Choose a weekday.'),
    timeIst: z.string('Enter the time as HH:MM.').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time in India as HH:MM, e.g. 17:30.'),
    minutes: minutesSchema,
    capacity: capacitySchema,
    course: courseSchema,
    teacherId: teacherIdSchema,
    from: isoDaySchema,
    until: isoDaySchema,
  })
  .refine((rule) => rule.from <= rule.until, { message: 'The rule must start on or before its last day.', path: ['until'] });
export type DemoRuleInput = z.infer<typeof demoRuleInputSchema>;

/** `POST /office/demo-exceptions`: a day (India's) without demos, for one teacher or (teacherId null) for all. */
export const demoExceptionInputSchema = z.strictObject({
  day: isoDaySchema,
  teacherId: teacherIdSchema.nullable(),
  reason: z
    .string('Say why, e.g. Diwali.')
    .trim()
    .min(1, 'Say why, e.g. Diwali.')
    .max(120, 'The reason holds at most 120 characters.')
    .superRefine((value, context) => {
      const problem = checkPlainText('reason')(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type DemoExceptionInput = z.infer<typeof demoExceptionInputSchema>;

/** What the desk marks a booking (the cancelled one frees its seat). */
export const DEMO_MARKS = ['attended', 'no-show', 'cancelled'] as const;

/** `PATCH /office/demos/:id` with `If-Match`: mark it, or move it to another slot (`slotId`), one at a time. */
export const demoUpdateSchema = z
  .strictObject({
    status: z.enum(DEMO_MARKS, 'Mark it attended, no-show or cancelled.').optional(),
    slotId: z.number('Choose one of the slots.').int('Choose one of the slots.').positive('Choose one of the slots.').optional(),
  })
  .refine((update) => (update.status === undefined) !== (update.slotId === undefined), 'Either mark the demo or move it to another slot.');
export type DemoUpdate = z.infer<typeof demoUpdateSchema>;

/** `POST /office/demo-slots/:id/cancel`: the sentence the booked parents read, if any. */
export const demoSlotCancelSchema = z.strictObject({
  reason: z
    .string('Say why, in a sentence.')
    .trim()
    .max(300, 'The reason holds at most 300 characters.')
    .superRefine((value, context) => {
      const problem = value === '' ? null : checkPlainText('reason')(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
});
export type DemoSlotCancel = z.infer<typeof demoSlotCancelSchema>;

/** A slot as the office sees it. */
export const officeDemoSlotSchema = z.object({
  id: z.number().int(),
  startsAt: instantSchema,
  minutes: z.number().int(),
  course: courseSchema,
  teacherId: z.string(),
  teacherName: z.string(),
  capacity: z.number().int(),
  /** Live bookings (not cancelled). */
  booked: z.number().int(),
  status: z.enum(['open', 'cancelled']),
  /** The weekly rule it was expanded from, null for a one-off. */
  ruleId: z.number().int().nullable(),
});
export type OfficeDemoSlot = z.infer<typeof officeDemoSlotSchema>;
export const officeDemoSlotListSchema = z.object({ slots: z.array(officeDemoSlotSchema) });

/** 200 of `POST /office/demo-slots/:id/cancel`: the slot, and how many parents were told. */
export const demoSlotCancelledSchema = z.object({ slot: officeDemoSlotSchema, parentsTold: z.number().int() });

export const demoRuleSchema = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  timeIst: z.string(),
  minutes: z.number().int(),
  capacity: z.number().int(),
  course: courseSchema,
  teacherId: z.string(),
  from: isoDaySchema,
  until: isoDaySchema,
});
export type DemoRule = z.infer<typeof demoRuleSchema>;
export const demoRuleListSchema = z.object({ rules: z.array(demoRuleSchema) });
/** 201 of `POST /office/demo-rules`: the rule and the slots it made (a day off or a clash with another slot of the teacher is skipped). */
export const demoRuleCreatedSchema = z.object({
  rule: demoRuleSchema,
  slots: z.array(officeDemoSlotSchema),
  skipped: z.array(z.object({ startsAt: instantSchema, reason: z.string() })),
});

export const demoExceptionSchema = z.object({
  id: z.number().int(),
  day: isoDaySchema,
  teacherId: z.string().nullable(),
  reason: z.string(),
});
export type DemoException = z.infer<typeof demoExceptionSchema>;
export const demoExceptionListSchema = z.object({ exceptions: z.array(demoExceptionSchema) });
/** 201 of `POST /office/demo-exceptions`: free slots of that day removed; booked ones stay for the desk to cancel. */
export const demoExceptionCreatedSchema = z.object({
  exception: demoExceptionSchema,
  slotsRemoved: z.number().int(),
  slotsWithBookings: z.array(officeDemoSlotSchema),
});

/** A booking on the desk's calendar, with what the desk needs to call the family. */
export const officeDemoSchema = z.object({
  id: z.number().int(),
  /** The booking's ETag: a PATCH sends it back in If-Match. */
  version: z.string(),
  registrationNumber: z.string(),
  childName: z.string(),
  parentName: z.string(),
  countryCode: z.string(),
  mobileNumber: z.string(),
  course: courseSchema,
  slotId: z.number().int(),
  startsAt: instantSchema,
  minutes: z.number().int(),
  teacherId: z.string(),
  teacherName: z.string(),
  status: z.enum(DEMO_BOOKING_STATUSES),
  bookedAt: instantSchema,
  /** Whether a payment is marked on the registration. */
  paid: z.boolean(),
});
export type OfficeDemo = z.infer<typeof officeDemoSchema>;
/** `GET /office/demos?from&to&teacher`: bookings (not cancelled ones unless asked) whose slot starts in the days, soonest first. */
export const officeDemoListSchema = z.object({ demos: z.array(officeDemoSchema) });

/** The desk's extra views of the registrations list (`?view=`): no booking yet, marked no-show, attended and not yet paid. */
export const DEMO_RECORD_VIEWS = ['needs-a-slot', 'no-show', 'attended-not-paid'] as const;
export type DemoRecordView = (typeof DEMO_RECORD_VIEWS)[number];

/** One row of the funnel: registrations of one ISO week (India's calendar) and course, and how far they went. */
export const funnelRowSchema = z.object({
  /** `2026-W48`. */
  week: z.string(),
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: isoDaySchema,
  /** The course as registrations name it (`Chess`, `Other`). */
  course: z.string(),
  registrations: z.number().int(),
  demoBooked: z.number().int(),
  attended: z.number().int(),
  paid: z.number().int(),
  /** Each step over the one before, 0–1; null when the step before is 0. */
  bookedRate: z.number().nullable(),
  attendedRate: z.number().nullable(),
  paidRate: z.number().nullable(),
  /** Median days from registration to booking, from booking to the attended demo, from the demo to the first payment. */
  medianDaysToBook: z.number().nullable(),
  medianDaysToAttend: z.number().nullable(),
  medianDaysToPay: z.number().nullable(),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;
/** `GET /office/reports/funnel?from&to&course`: weeks oldest first, courses in catalogue order. */
export const funnelSchema = z.object({ from: isoDaySchema, to: isoDaySchema, rows: z.array(funnelRowSchema) });
export type Funnel = z.infer<typeof funnelSchema>;
