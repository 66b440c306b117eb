import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityInputSchema,
  feeInputSchema,
  markPaidSchema,
  newFeeSchema,
  paymentLinkInputSchema,
  OFFICE_FEES_PATH,
} from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import {
  PAYMENT_PATHS,
  activityEntrySchema,
  activityListSchema,
  errorResponseSchema,
  feeListSchema,
  feeRecordSchema,
  formatInr,
  paymentLinkCheckSchema,
  paymentLinkSchema,
} from '@academy/contracts/records';
import { checkedByHandler, noContent } from '../http/routeSchemas';
import { RequestError } from '../validation/RequestError';
import type { OfficeStore } from './officeStore';
import { managerOnly } from './roles';
import { paymentLinkPath, verifyPaymentLink } from './paymentLinks';

// Fees (public GET /v1/fees; staff GET/POST/PUT/DELETE /office/fees), payment links (staff make
// them on a registration; the site checks one at GET /v1/payment-links), Mark paid, and each
// record's activity: GET/POST /office/{registrations,applications}/:number/activity.

export interface PaymentRouteOptions {
  office: OfficeStore;
  staffOnly: preValidationAsyncHookHandler;
  now: () => Date;
  /** The HMAC key of payment links (paymentLinks.ts). */
  linkSecret: string;
}

export const PAYMENT_LINK_REFUSED_MESSAGE = 'This payment link is not valid.';
const RECORD_NAME: Record<OfficeRecordKind, string> = { registrations: 'registration', applications: 'application' };
const noRecord = (kind: OfficeRecordKind, number: string) => new RequestError(404, `There is no ${RECORD_NAME[kind]} ${number}.`);
const noFee = (course: string) => new RequestError(404, `There is no fee for ${course}.`);

export function registerPaymentRoutes(app: FastifyInstance, options: PaymentRouteOptions): void {
  const { office, staffOnly, now, linkSecret } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  const refusals = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };
  const author = (request: FastifyRequest) => request.staff?.email ?? '';
  const audit = (request: FastifyRequest, action: string, record: string, detail = '') =>
    office.appendAudit({ at: now().toISOString(), actor: author(request), action, record, detail });
  const courseParams = z.object({ course: z.string() });
  const numberParams = z.object({ number: z.string() });

  api.get(
    PAYMENT_PATHS.fees,
    {
      schema: { summary: 'The fees the academy publishes, in catalogue order', tags: ['site'], response: { 200: feeListSchema } },
    },
    async () => ({ fees: await office.listFees() }),
  );

  api.get(
    PAYMENT_PATHS.paymentLinks,
    {
      schema: {
        summary: 'Whether a payment link is one the academy signed, and for what',
        tags: ['site'],
        querystring: checkedByHandler(z.object({ for: z.string().optional(), amount: z.string().optional(), sig: z.string().optional() })),
        response: { 200: paymentLinkCheckSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const link = verifyPaymentLink(linkSecret, request.query);
      const record = link && (await office.findRecord('registrations', link.registrationNumber));
      if (!link || !record || !('course' in record)) throw new RequestError(400, PAYMENT_LINK_REFUSED_MESSAGE);
      return { ...link, course: record.course };
    },
  );

  api.get(
    OFFICE_FEES_PATH,
    {
      preValidation: staffOnly,
      schema: { summary: 'The published fees', tags, response: { 200: feeListSchema, ...refusals } },
    },
    async () => ({ fees: await office.listFees() }),
  );
  api.post(
    OFFICE_FEES_PATH,
    {
      preValidation: staffOnly,
      schema: { summary: 'Publish the fee of a course', tags, body: newFeeSchema, response: { 201: feeRecordSchema, ...refusals } },
    },
    async (request, reply) => {
      const { course, ...input } = request.body;
      const added = await office.addFee(course, input, now().toISOString());
      if (added === 'exists') throw new RequestError(409, `${course} has a fee already: change it instead.`);
      await audit(request, 'fee-added', course, formatInr(input.feeInr));
      return reply.code(201).send(added);
    },
  );
  api.put(
    `${OFFICE_FEES_PATH}/:course`,
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Change the fee of a course',
        tags,
        params: courseParams,
        body: feeInputSchema,
        response: { 200: feeRecordSchema, ...refusals },
      },
    },
    async (request) => {
      const { course } = request.params;
      const changed = await office.updateFee(course, request.body, now().toISOString());
      if (!changed) throw noFee(course);
      await audit(request, 'fee-changed', course, formatInr(request.body.feeInr));
      return changed;
    },
  );
  api.delete(
    `${OFFICE_FEES_PATH}/:course`,
    {
      preValidation: [staffOnly, managerOnly('deleteFee')],
      schema: { summary: 'Withdraw the fee of a course', tags, params: courseParams, response: { 204: noContent, ...refusals } },
    },
    async (request, reply) => {
      const { course } = request.params;
      if (!(await office.deleteFee(course))) throw noFee(course);
      await audit(request, 'fee-deleted', course);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/office/registrations/:number/payment-link',
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Make a signed payment link for a registration',
        tags,
        params: numberParams,
        body: paymentLinkInputSchema,
        response: { 201: paymentLinkSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { number } = request.params;
      if (!(await office.findRecord('registrations', number))) throw noRecord('registrations', number);
      const { amountInr } = request.body;
      await audit(request, 'payment-link', number, formatInr(amountInr));
      return reply.code(201).send({ registrationNumber: number, amountInr, path: paymentLinkPath(linkSecret, number, amountInr) });
    },
  );

  api.post(
    '/office/registrations/:number/payments',
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Mark a registration paid: amount, day and UPI reference',
        tags,
        params: numberParams,
        body: markPaidSchema,
        response: { 201: activityEntrySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { number } = request.params;
      if (!(await office.findRecord('registrations', number))) throw noRecord('registrations', number);
      const payment = request.body;
      const entry = {
        at: now().toISOString(),
        author: author(request),
        kind: 'payment' as const,
        outcome: null,
        text: '',
        payment,
        statusChange: null,
      };
      await office.appendActivity('registrations', number, entry);
      await audit(
        request,
        'payment',
        number,
        `${formatInr(payment.amountInr)} on ${payment.paidOn}, UPI reference ${payment.upiReference}`,
      );
      return reply.code(201).send(entry);
    },
  );

  for (const kind of ['registrations', 'applications'] as const) {
    api.get(
      `/office/${kind}/:number/activity`,
      {
        preValidation: staffOnly,
        schema: {
          summary: `The activity of one of the ${kind}, newest first`,
          tags,
          params: numberParams,
          response: { 200: activityListSchema, ...refusals },
        },
      },
      async (request) => {
        const { number } = request.params;
        if (!(await office.findRecord(kind, number))) throw noRecord(kind, number);
        return { entries: await office.listActivity(kind, number) };
      },
    );
    api.post(
      `/office/${kind}/:number/activity`,
      {
        preValidation: staffOnly,
        schema: {
          summary: 'Log a call, a WhatsApp message, an e-mail or a note',
          tags,
          params: numberParams,
          body: activityInputSchema,
          response: { 201: activityEntrySchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { number } = request.params;
        if (!(await office.findRecord(kind, number))) throw noRecord(kind, number);
        const { kind: activityKind, outcome, text } = request.body;
        const entry = {
          at: now().toISOString(),
          author: author(request),
          kind: activityKind,
          outcome: outcome ?? null,
          text,
          payment: null,
          statusChange: null,
        };
        await office.appendActivity(kind, number, entry);
        return reply.code(201).send(entry);
      },
    );
  }
}
