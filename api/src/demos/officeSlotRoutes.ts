import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEMO_RULE_WEEKS,
  OFFICE_DEMO_PATHS,
  demoExceptionCreatedSchema,
  demoExceptionInputSchema,
  demoExceptionListSchema,
  demoRuleCreatedSchema,
  demoRuleInputSchema,
  demoRuleListSchema,
  demoSlotCancelSchema,
  demoSlotCancelledSchema,
  demoSlotInputSchema,
  officeDemoSlotListSchema,
  officeDemoSlotSchema,
} from '@academy/contracts/office-rules';
import { DEMO_SLOT_DAYS, isoDaySchema } from '@academy/contracts/records';
import { noContent } from '../http/routeSchemas';
import { RequestError } from '../validation/RequestError';
import type { SlotRefusal } from './demoSlots';
import { slotCancelledEmail } from './demoEmails';
import { demoToken } from './demoToken';
import { istDay } from '@academy/contracts/time';
import { addDays, istDayRange } from './ruleExpansion';
import type { DemosOptions } from './demosPlugin';
import { OFFICE_REFUSALS, auditWith } from './officeAnswers';

// Publishing demo slots from the office (desk and manager accounts): one-off slots, weekly rules
// expanded into slots, days off; deleting a slot without bookings, cancelling one with them.

const DAY_MS = 86_400_000;
const idParams = z.object({ id: z.coerce.number('There is no such slot.').int().positive() });

export function registerOfficeSlotRoutes(app: FastifyInstance, options: DemosOptions): void {
  const { store, now, staffOnly, linkSecret, messages } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  const refusals = OFFICE_REFUSALS;
  const audit = auditWith(store, now);

  const slotRefused = (refusal: SlotRefusal): RequestError => {
    if (refusal === 'overlap') return new RequestError(409, 'This teacher already has a slot at that time. Choose another time.');
    const message =
      refusal === 'unknown-teacher' ? 'There is no such teacher. Choose one of the teachers.' : 'This teacher does not teach that course.';
    return new RequestError(400, message, { fields: { teacherId: message } });
  };

  api.get(
    OFFICE_DEMO_PATHS.slots,
    {
      preValidation: staffOnly,
      schema: {
        summary: "Demo slots starting in the days (India's), of one teacher or all",
        tags,
        querystring: z.object({ from: isoDaySchema.optional(), to: isoDaySchema.optional(), teacher: z.string().optional() }),
        response: { 200: officeDemoSlotListSchema, ...refusals },
      },
    },
    async (request) => {
      const today = istDay(now());
      const from = request.query.from ?? today;
      const to = request.query.to ?? addDays(today, 28);
      if (from > to) throw new RequestError(400, 'The first day must be on or before the last.');
      return { slots: await store.demos.listSlots(istDayRange(from).start, istDayRange(to).end, request.query.teacher || undefined) };
    },
  );

  api.post(
    OFFICE_DEMO_PATHS.slots,
    {
      preValidation: staffOnly,
      schema: { summary: 'Publish one demo slot', tags, body: demoSlotInputSchema, response: { 201: officeDemoSlotSchema, ...refusals } },
    },
    async (request, reply) => {
      const at = now();
      const input = request.body;
      if (Date.parse(input.startsAt) <= at.getTime()) {
        const message = 'A slot must start in the future.';
        throw new RequestError(400, message, { fields: { startsAt: message } });
      }
      const slot = await store.demos.addSlot(input, at);
      if (typeof slot === 'string') throw slotRefused(slot);
      await audit(request, 'demo-slot-added', `slot ${slot.id}`, `${slot.startsAt} ${slot.course} ${slot.teacherId} x${slot.capacity}`);
      return reply.code(201).send(slot);
    },
  );

  api.delete(
    `${OFFICE_DEMO_PATHS.slots}/:id`,
    {
      preValidation: staffOnly,
      schema: { summary: 'Delete a slot without bookings', tags, params: idParams, response: { 204: noContent, ...refusals } },
    },
    async (request, reply) => {
      const outcome = await store.demos.deleteSlot(request.params.id);
      if (outcome === 'not-found') throw new RequestError(404, 'There is no such slot.');
      if (outcome === 'has-bookings') {
        throw new RequestError(409, 'This slot has bookings, so it cannot be deleted. Cancel it instead: each booked parent is told.');
      }
      await audit(request, 'demo-slot-deleted', `slot ${request.params.id}`, '');
      return reply.code(204).send(null);
    },
  );

  api.post(
    `${OFFICE_DEMO_PATHS.slots}/:id/cancel`,
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Cancel a slot: its bookings are cancelled and each parent is e-mailed the next free slots',
        tags,
        params: idParams,
        body: demoSlotCancelSchema,
        response: { 200: demoSlotCancelledSchema, ...refusals },
      },
    },
    async (request) => {
      const at = now();
      const outcome = await store.demos.cancelSlot(
        request.params.id,
        at,
        (context, next) =>
          slotCancelledEmail(
            { ...context, token: demoToken(linkSecret, context.registrationNumber) },
            messages,
            at,
            request.body.reason,
            next,
          ),
        new Date(at.getTime() + DEMO_SLOT_DAYS * DAY_MS),
      );
      if (!outcome) throw new RequestError(404, 'There is no such slot.');
      await audit(request, 'demo-slot-cancelled', `slot ${outcome.slot.id}`, `${outcome.parentsTold} parents told`);
      for (const number of outcome.numbers) await audit(request, 'demo-cancelled', number, `slot ${outcome.slot.id} cancelled`);
      return { slot: outcome.slot, parentsTold: outcome.parentsTold };
    },
  );

  api.get(
    OFFICE_DEMO_PATHS.rules,
    { preValidation: staffOnly, schema: { summary: 'Weekly demo rules', tags, response: { 200: demoRuleListSchema, ...refusals } } },
    async () => ({ rules: await store.demos.listRules() }),
  );

  api.post(
    OFFICE_DEMO_PATHS.rules,
    {
      preValidation: staffOnly,
      schema: {
        summary: `A weekly rule, expanded at once into slots for up to ${DEMO_RULE_WEEKS} weeks ahead`,
        tags,
        body: demoRuleInputSchema,
        response: { 201: demoRuleCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const at = now();
      const created = await store.demos.addRule(request.body, at, addDays(istDay(at), DEMO_RULE_WEEKS * 7));
      if (typeof created === 'string') throw slotRefused(created);
      await audit(request, 'demo-rule-added', `rule ${created.rule.id}`, `${created.slots.length} slots`);
      return reply.code(201).send(created);
    },
  );

  api.delete(
    `${OFFICE_DEMO_PATHS.rules}/:id`,
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Delete a weekly rule and its future slots without bookings',
        tags,
        params: idParams,
        response: { 204: noContent, ...refusals },
      },
    },
    async (request, reply) => {
      if (!(await store.demos.deleteRule(request.params.id, now()))) throw new RequestError(404, 'There is no such rule.');
      await audit(request, 'demo-rule-deleted', `rule ${request.params.id}`, '');
      return reply.code(204).send(null);
    },
  );

  api.get(
    OFFICE_DEMO_PATHS.exceptions,
    { preValidation: staffOnly, schema: { summary: 'Days without demos', tags, response: { 200: demoExceptionListSchema, ...refusals } } },
    async () => ({ exceptions: await store.demos.listExceptions() }),
  );

  api.post(
    OFFICE_DEMO_PATHS.exceptions,
    {
      preValidation: staffOnly,
      schema: {
        summary: "A day without demos (a teacher's, or everyone's): its free slots are removed",
        tags,
        body: demoExceptionInputSchema,
        response: { 201: demoExceptionCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await store.demos.addException(request.body, now());
      if (created === 'unknown-teacher') throw slotRefused(created);
      await audit(request, 'demo-day-off-added', `day off ${created.exception.id}`, `${created.exception.day} ${created.exception.reason}`);
      return reply.code(201).send(created);
    },
  );

  api.delete(
    `${OFFICE_DEMO_PATHS.exceptions}/:id`,
    {
      preValidation: staffOnly,
      schema: { summary: 'Delete a day off', tags, params: idParams, response: { 204: noContent, ...refusals } },
    },
    async (request, reply) => {
      if (!(await store.demos.deleteException(request.params.id))) throw new RequestError(404, 'There is no such day off.');
      await audit(request, 'demo-day-off-deleted', `day off ${request.params.id}`, '');
      return reply.code(204).send(null);
    },
  );
}
