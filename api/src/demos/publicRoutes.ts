import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURSES } from '@academy/contracts/catalogue';
import { DEMO_PATHS } from '@academy/contracts/records/api-paths';
import {
  DEMO_SLOT_DAYS,
  demoBookingAnswerSchema,
  demoBookingInputSchema,
  demoPageSchema,
  demoSlotListSchema,
  demoSlotTakenSchema,
  errorResponseSchema,
} from '@academy/contracts/records';
import type { DemoBooking } from '@academy/contracts/records';
import {
  ERASED_KEY_MESSAGE,
  KEY_REUSED_MESSAGE,
  REPLAYED_HEADER,
  idempotencyClaim,
  readIdempotencyKey,
} from '../idempotency/idempotencyKey';
import { checkedByHandler, noContent } from '../http/routeSchemas';
import { RequestError } from '../validation/RequestError';
import { parentView } from './bookingRows';
import { calendarFile } from './demoCalendar';
import { bookedEmails, manageLink } from './demoEmails';
import { demoToken, verifyDemoToken } from './demoToken';
import type { DemosOptions } from './demosPlugin';
import type { BookingRefusal } from './demoBookings';

// The parent's calls, without an account: the free slots of a course, and behind the signed
// token of a registration its demo page, booking (PUT, with Idempotency-Key), cancellation
// (DELETE) and calendar file. Nothing here answers the registration's personal data.

const DAY_MS = 86_400_000;
const SLUGS = COURSES.map((course) => course.slug) as [string, ...string[]];
const tokenParams = z.object({ token: z.string() });

export function registerPublicDemoRoutes(app: FastifyInstance, options: DemosOptions): void {
  const { store, now, linkSecret, messages } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site'];
  const askUs = `please ask the academy: phone ${messages.supportPhone}, e-mail ${messages.supportEmail}.`;
  const NOT_VALID = `This demo link is not valid. Please open the link from your e-mail again, or ${askUs}`;
  const PAST = `This demo has already taken place, so its link no longer works. To arrange another, ${askUs}`;
  const ERASED = `This registration's details were erased, so its demo link no longer works. To register again, ${askUs}`;
  const windowEnd = (at: Date) => new Date(at.getTime() + DEMO_SLOT_DAYS * DAY_MS);

  /** The registration a token names, or the refusal a person can act on. */
  const stateOf = async (token: string, at: Date, allowPast = false) => {
    const number = verifyDemoToken(linkSecret, token);
    if (!number) throw new RequestError(404, NOT_VALID);
    const state = await store.demos.demoState(number, at);
    if (!state) throw new RequestError(404, NOT_VALID);
    if (state.registration.erased) throw new RequestError(410, ERASED);
    if (state.past && !allowPast) throw new RequestError(410, PAST);
    return { number, ...state };
  };

  const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema };

  api.get(
    DEMO_PATHS.slots,
    {
      schema: {
        summary: "A course's free demo slots of the next 7 days, soonest first",
        tags,
        querystring: z.object({ course: z.enum(SLUGS, 'Choose a course of the catalogue.') }),
        response: { 200: demoSlotListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const at = now();
      return { slots: await store.demos.freeSlots(request.query.course, at, windowEnd(at)) };
    },
  );

  api.get(
    `${DEMO_PATHS.demo}/:token`,
    {
      schema: {
        summary: "A registration's demo: its course, its booking and the free slots (no personal data)",
        tags,
        params: checkedByHandler(tokenParams),
        response: { 200: demoPageSchema, ...refusals },
      },
    },
    async (request) => {
      const at = now();
      const { registration, booking } = await stateOf(request.params.token, at);
      const slots = registration.course === null ? [] : await store.demos.freeSlots(registration.course, at, windowEnd(at));
      return {
        course: registration.course,
        courseName: registration.courseName,
        booking: booking && booking.status === 'booked' ? parentView(booking) : null,
        slots,
      };
    },
  );

  const refused = async (reply: FastifyReply, request: FastifyRequest, reason: BookingRefusal, course: string | null) => {
    if (reason === 'gone') throw new RequestError(404, NOT_VALID);
    if (reason === 'erased') throw new RequestError(410, ERASED);
    if (reason === 'past') throw new RequestError(410, PAST);
    if (reason === 'other-course') throw new RequestError(400, 'That slot is for another course. Please pick one of the slots shown.');
    const at = now();
    const slots = course === null ? [] : (await store.demos.freeSlots(course, at, windowEnd(at))).slice(0, 5);
    const error =
      reason === 'no-course'
        ? `There are no demo slots for this course yet: our team will call you to arrange the demo, or ${askUs}`
        : reason === 'no-slot'
          ? 'That time is no longer offered. Please pick one of the free slots.'
          : 'Sorry, that time was just taken or is no longer free. Please pick another one.';
    return reply.code(409).send({ error, slots, requestId: request.id });
  };

  api.put(
    `${DEMO_PATHS.demo}/:token/booking`,
    {
      preValidation: async (request) => {
        readIdempotencyKey(request.headers);
      },
      schema: {
        summary: 'Book the demo in a slot, or move the booking to another (Idempotency-Key)',
        tags,
        params: checkedByHandler(tokenParams),
        body: demoBookingInputSchema,
        response: { 200: demoBookingAnswerSchema, ...refusals, 409: demoSlotTakenSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const at = now();
      const { number, registration } = await stateOf(request.params.token, at);
      const key = readIdempotencyKey(request.headers);
      const { slotId, timeZone } = request.body;
      const token = demoToken(linkSecret, number);
      const outcome = await store.demos.book({
        number,
        slotId,
        timeZone: timeZone ?? null,
        now: at,
        claim: key === undefined ? null : idempotencyClaim(key, `PUT ${DEMO_PATHS.demo}/${number}/booking`, request.body, at),
        mail: (context, moved) => bookedEmails({ ...context, token }, messages, at, moved),
        answer: (booking: DemoBooking) => ({ status: 200, body: { booking } }),
      });
      if ('refused' in outcome) return refused(reply, request, outcome.refused, registration.course);
      if (outcome.replayed === 'mismatch') throw new RequestError(422, KEY_REUSED_MESSAGE);
      if (outcome.replayed === 'erased') throw new RequestError(410, ERASED_KEY_MESSAGE);
      if (outcome.replayed) void reply.header(REPLAYED_HEADER, 'true');
      return reply.code(outcome.answer.status).send(outcome.answer.body as { booking: DemoBooking });
    },
  );

  api.delete(
    `${DEMO_PATHS.demo}/:token/booking`,
    {
      schema: {
        summary: 'Cancel the booked demo (its seat is freed; no reminder is sent)',
        tags,
        params: checkedByHandler(tokenParams),
        response: { 204: noContent, ...refusals },
      },
    },
    async (request, reply) => {
      const at = now();
      const { number } = await stateOf(request.params.token, at);
      await store.demos.cancel(number, at);
      return reply.code(204).send(null);
    },
  );

  api.get(
    `${DEMO_PATHS.demo}/:token/calendar.ics`,
    {
      schema: {
        summary: 'The booked demo as a calendar event (text/calendar)',
        tags,
        params: checkedByHandler(tokenParams),
        response: { 200: z.string().describe('An iCalendar file with one event'), ...refusals },
      },
    },
    async (request, reply) => {
      const at = now();
      const { number, booking, registration } = await stateOf(request.params.token, at);
      if (!booking || booking.status !== 'booked') throw new RequestError(404, 'There is no booked demo to add to a calendar.');
      const token = demoToken(linkSecret, number);
      const file = calendarFile({
        uid: `demo-${booking.id}-${booking.version}@${new URL(messages.siteUrl).hostname}`,
        startsAt: booking.startsAt,
        minutes: booking.minutes,
        summary: `Free ${registration.courseName} demo with ${booking.teacher.name} (${messages.product})`,
        description: `See, move or cancel the demo: ${manageLink(messages, token)}`,
        url: manageLink(messages, token),
        stamp: at,
        product: messages.product,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="free-demo.ics"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
