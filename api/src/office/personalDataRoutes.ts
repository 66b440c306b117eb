import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { applicationCorrectionSchema, erasureSchema, registrationCorrectionSchema } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { badRequest, RequestError } from '../validation/RequestError';
import { parseBody } from '../validation/parseBody';
import type { OfficeStore } from './officeStore';
import { managerOnly } from './roles';

// The rights of the people whose data the site holds, for staff only (session and X-CSRF-Token):
//   POST /office/{registrations,applications}/:number/correct  {personal fields}  → the row
//   POST /office/{registrations,applications}/:number/erase    {reason}           → the row
//   GET  /office/subject?email=…  → everything held about that address, as a JSON file
// Each is audit-logged; a correction names the fields it changed, never their values.

const CORRECTION_SCHEMA = { registrations: registrationCorrectionSchema, applications: applicationCorrectionSchema };
const NOUN: Record<OfficeRecordKind, string> = { registrations: 'registration', applications: 'application' };
export const EMAIL_TAKEN_MESSAGE = 'Another application already uses this e-mail address.';

export function registerPersonalDataRoutes(
  app: FastifyInstance,
  office: OfficeStore,
  staffOnly: preHandlerAsyncHookHandler,
  now: () => Date,
): void {
  const actor = (request: FastifyRequest) => request.staff?.email ?? '';

  for (const kind of ['registrations', 'applications'] as const) {
    const missing = (number: string) => new RequestError(404, `There is no ${NOUN[kind]} ${number}.`);

    app.post(`/office/${kind}/:number/correct`, { preHandler: staffOnly }, async (request) => {
      const { number } = request.params as { number: string };
      const fields = parseBody(CORRECTION_SCHEMA[kind], request.body) as Record<string, string>;
      const corrected = await office.correctRecord(kind, number, fields);
      if (corrected === null) throw missing(number);
      if (corrected === 'email-taken') throw new RequestError(409, EMAIL_TAKEN_MESSAGE);
      if (corrected.changed.length > 0) {
        await office.appendAudit({ at: now().toISOString(), actor: actor(request), action: 'correct', record: number, detail: corrected.changed.join(', ') });
      }
      return corrected.row;
    });

    app.post(`/office/${kind}/:number/erase`, { preHandler: [staffOnly, managerOnly('erase')] }, async (request) => {
      const { number } = request.params as { number: string };
      const { reason } = parseBody(erasureSchema, request.body);
      const erased = await office.eraseRecord(kind, number, { at: now().toISOString(), actor: actor(request), reason });
      if (!erased) throw missing(number);
      await office.compact();
      return erased;
    });
  }

  app.get('/office/subject', { preHandler: staffOnly }, async (request, reply) => {
    const { email } = (request.query ?? {}) as { email?: unknown };
    if (typeof email !== 'string' || !email.includes('@') || email.length > 254) throw badRequest('Give the e-mail address the request is about.');
    const data = await office.subjectData(email);
    const numbers = [...data.registrations.map((r) => r.registrationNumber), ...data.applications.map((r) => r.applicationNumber)];
    await office.appendAudit({
      at: now().toISOString(), actor: actor(request), action: 'access-export', record: numbers.join(' ') || '(none)',
      detail: `${data.registrations.length} registrations, ${data.applications.length} applications, ${data.emails.length} e-mails`,
    });
    return reply
      .header('content-disposition', 'attachment; filename="personal-data.json"')
      .header('cache-control', 'no-store')
      .send({ exportedAt: now().toISOString(), ...data });
  });
}
