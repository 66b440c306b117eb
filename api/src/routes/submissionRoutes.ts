import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  APPLICATION_NUMBER_PREFIX, REGISTRATION_NUMBER_PREFIX, applicationSchema, registrationSchema,
} from '@academy/shared/rules';
import type { Store } from '../store/Store';
import { emailHash } from '../lib/emailHash';
import { istDate } from '../lib/istTime';
import { RequestError } from '../validation/RequestError';
import { parseBody } from '../validation/parseBody';
import { APPLICATION_EXISTS_MESSAGE } from './rowRoutes';

// The site's protocol: one call per registration or application. The server judges the body
// with the shared schema, then takes the next number and stores the row in one transaction,
// so a refused body changes nothing and no number is ever lost.

export function registerSubmissionRoutes(
  app: FastifyInstance,
  store: Store,
  writeLimit: onRequestHookHandler[],
  now: () => Date,
): void {
  app.post('/registrations', { onRequest: writeLimit }, async (request, reply) => {
    const form = parseBody(registrationSchema, request.body);
    const date = istDate(now());
    const issued = await store.issueRegistration(date, [
      form.course, form.parentName, form.childName, form.age, form.address, form.countryCode,
      form.mobileNumber, form.email, form.referralCode,
    ]);
    return reply.code(201).send({ registrationNumber: `${REGISTRATION_NUMBER_PREFIX}${issued}`, date });
  });

  app.post('/applications', { onRequest: writeLimit }, async (request, reply) => {
    const form = parseBody(applicationSchema, request.body);
    const issued = await store.issueApplication(
      istDate(now()),
      [form.name, form.mobileNumber, form.email, form.expertIn, form.level, form.yoe],
      emailHash(form.email),
    );
    if (issued === 'duplicate-email') throw new RequestError(409, APPLICATION_EXISTS_MESSAGE);
    return reply.code(201).send({ applicationNumber: `${APPLICATION_NUMBER_PREFIX}${issued}` });
  });
}
