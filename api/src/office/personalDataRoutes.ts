import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationRecordSchema, errorResponseSchema, registrationRecordSchema } from '@academy/contracts/records';
import { checkedByHandler } from '../http/routeSchemas';
import { applicationCorrectionSchema, erasureSchema, registrationCorrectionSchema } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { badRequest, RequestError } from '../validation/RequestError';
import type { OfficeStore } from './officeStore';
import { managerOnly } from './roles';
import { numberOf } from '../store/recordRows';
import { RECLAIM_FAILED_MESSAGE } from './personalData';
import { subjectSummary } from './subjectSummary';
import { subjectDemoBookingSchema } from '../demos/demoPrivacy';
import { etagOf, requireVersion } from './recordVersions';

// The rights of the people whose data the site holds, for staff only (session and X-CSRF-Token):
//   POST /office/{registrations,applications}/:number/correct  {personal fields}  → the row
//   POST /office/{registrations,applications}/:number/erase    {reason}           → the row
//   GET  /office/subject?email=…  → everything held about that address, as a JSON file with a
//                                   plain-language summary beside the data (`summary`)
// Each is audit-logged; a correction names the fields it changed, never their values.

const CORRECTION_SCHEMA = { registrations: registrationCorrectionSchema, applications: applicationCorrectionSchema };
const NOUN: Record<OfficeRecordKind, string> = { registrations: 'registration', applications: 'application' };
const RECORD = { registrations: registrationRecordSchema, applications: applicationRecordSchema };
const REFUSALS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const numberParams = z.object({ number: z.string() });
const auditEntrySchema = z.object({ at: z.string(), actor: z.string(), action: z.string(), record: z.string(), detail: z.string() });
const subjectDataSchema = z.object({
  exportedAt: z.string(),
  email: z.string(),
  registrations: z.array(registrationRecordSchema),
  applications: z.array(applicationRecordSchema),
  emails: z.array(z.object({ templateId: z.string(), params: z.unknown(), receivedAt: z.string() })),
  audit: z.array(auditEntrySchema),
  demoBookings: z.array(subjectDemoBookingSchema),
  /** The same in plain words, for the person who asked (subjectSummary.ts). */
  summary: z.string(),
});
export const EMAIL_TAKEN_MESSAGE = 'Another application already uses this e-mail address.';

export function registerPersonalDataRoutes(
  app: FastifyInstance,
  office: OfficeStore,
  staffOnly: preValidationAsyncHookHandler,
  now: () => Date,
): void {
  const actor = (request: FastifyRequest) => request.staff?.email ?? '';
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];

  for (const kind of ['registrations', 'applications'] as const) {
    const missing = (number: string) => new RequestError(404, `There is no ${NOUN[kind]} ${number}.`);

    api.post(
      `/office/${kind}/:number/correct`,
      {
        preValidation: staffOnly,
        schema: {
          summary: 'Correct personal fields',
          tags,
          params: numberParams,
          body: CORRECTION_SCHEMA[kind] as typeof registrationCorrectionSchema,
          headers: z.object({
            'if-match': z
              .string()
              .optional()
              .describe('The ETag of the record as read; required (428 without it or with *, 412 when it changed since)'),
          }),
          response: { 200: RECORD[kind], ...REFUSALS, 412: errorResponseSchema, 428: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { number } = request.params;
        const fields = request.body as Record<string, string>;
        const before = await office.findRecord(kind, number);
        if (!before) throw missing(number);
        // A correction names the version it was typed against, as a staff edit does: it must not
        // overwrite a correction someone else saved meanwhile.
        requireVersion(reply, request.headers['if-match'], before.version);
        const corrected = await office.correctRecord(kind, number, fields);
        if (corrected === null) throw missing(number);
        if (corrected === 'email-taken') throw new RequestError(409, EMAIL_TAKEN_MESSAGE);
        if (corrected.changed.length > 0) {
          await office.appendAudit({
            at: now().toISOString(),
            actor: actor(request),
            action: 'correct',
            record: number,
            detail: corrected.changed.join(', '),
          });
        }
        void reply.header('etag', etagOf(corrected.record.version));
        return corrected.record;
      },
    );

    api.post(
      `/office/${kind}/:number/erase`,
      {
        preValidation: [staffOnly, managerOnly('erase')],
        schema: {
          summary: "Erase the personal data (and the e-mails' bodies)",
          tags,
          params: numberParams,
          body: erasureSchema,
          response: { 200: RECORD[kind], ...REFUSALS },
        },
      },
      async (request) => {
        const { number } = request.params;
        const { reason } = request.body;
        const erased = await office.eraseRecord(kind, number, { at: now().toISOString(), actor: actor(request), reason });
        if (!erased) throw missing(number);
        // The erasure has committed; reclaiming the space is a second step whose failure leaves the
        // old bytes until the database's own vacuum, and is logged rather than answered.
        await office.compact().catch((error: unknown) => {
          request.log.warn({ err: error, record: number }, RECLAIM_FAILED_MESSAGE);
        });
        return erased;
      },
    );
  }

  api.get(
    '/office/subject',
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Everything held about one e-mail address',
        tags,
        querystring: checkedByHandler(z.object({ email: z.string() })),
        response: { 200: subjectDataSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const { email } = (request.query ?? {}) as { email?: unknown };
      if (typeof email !== 'string' || !email.includes('@') || email.length > 254)
        throw badRequest('Give the e-mail address the request is about.');
      const data = await office.subjectData(email);
      const numbers = [...data.registrations, ...data.applications].map(numberOf);
      await office.appendAudit({
        at: now().toISOString(),
        actor: actor(request),
        action: 'access-export',
        record: numbers.join(' ') || '(none)',
        detail: `${data.registrations.length} registrations, ${data.applications.length} applications, ${data.emails.length} e-mails`,
      });
      const exportedAt = now().toISOString();
      return reply
        .header('content-disposition', 'attachment; filename="personal-data.json"')
        .header('cache-control', 'no-store')
        .send({ exportedAt, ...data, summary: subjectSummary(data, exportedAt) });
    },
  );
}
