import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationCreatedSchema, errorResponseSchema, registrationCreatedSchema } from '@academy/contracts/records';
import { storedPhone } from '@academy/contracts/office-rules';
import {
  ANY_POSITION,
  APPLICATION_NUMBER_PREFIX,
  PRIVACY_NOTICE_VERSION,
  REGISTRATION_NUMBER_PREFIX,
  applicationSchema,
  registrationSchema,
} from '@academy/contracts/rules';
import type { Consent, KeyedOutcome, Store, StoredAnswer } from '../store/Store';
import {
  ERASED_KEY_MESSAGE,
  KEY_REUSED_MESSAGE,
  REPLAYED_HEADER,
  expiredKeyPurger,
  idempotencyClaim,
  readIdempotencyKey,
} from '../idempotency/idempotencyKey';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { emailHash } from '../lib/emailHash';
import type { MessageSettings } from '../email/emailMessages';
import { RequestError } from '../validation/RequestError';
import { APPLICATION_EXISTS_MESSAGE } from './messages';
import { demoToken } from '../demos/demoToken';

// The site's protocol: one call per registration or application. The server judges the body
// with the shared schema, then takes the next number and stores the record with its two e-mails
// in one transaction, so a refused body changes nothing and no number is ever lost. With an `Idempotency-Key`
// header a resent request gets the first answer again instead of a second number. The schema
// refuses a body without the person's consent to the privacy notice; the record keeps when it was
// given and to which version of the notice.

/** The consent of a body the schema accepted: it was given now, to the notice published now. */
const consentAt = (at: Date): Consent => ({ at: at.toISOString(), notice: PRIVACY_NOTICE_VERSION });

export function registerSubmissionRoutes(
  app: FastifyInstance,
  store: Store,
  writeLimit: onRequestAsyncHookHandler[],
  now: () => Date,
  messages: MessageSettings,
  /** The key the demo tokens are signed with (demos/demoToken.ts). */
  linkSecret: string,
): void {
  const purgeExpiredKeys = expiredKeyPurger((before) => store.purgeIdempotencyKeys(before));

  /** The key's claim, or null without the header; the fingerprint is of the body as it was sent. */
  const claimOf = async (request: FastifyRequest, key: string | undefined, route: string, at: Date): Promise<IdempotencyClaim | null> => {
    if (key === undefined) return null;
    await purgeExpiredKeys(at);
    return idempotencyClaim(key, route, sentBodies.get(request), at);
  };

  // The key is judged before the body, and the body is kept as sent (the schema trims it).
  const sentBodies = new WeakMap<FastifyRequest, unknown>();
  const keyFirst = async (request: FastifyRequest): Promise<void> => {
    readIdempotencyKey(request.headers);
    sentBodies.set(request, request.body);
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const refusals = {
    400: errorResponseSchema,
    409: errorResponseSchema,
    410: errorResponseSchema,
    422: errorResponseSchema,
    429: errorResponseSchema,
  };

  api.post(
    '/registrations',
    {
      onRequest: writeLimit,
      preValidation: keyFirst,
      schema: {
        summary: 'Register a child for a course',
        tags: ['site'],
        body: registrationSchema,
        response: { 201: registrationCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const at = now();
      const key = readIdempotencyKey(request.headers);
      const form = request.body;
      const { course, parentName, childName, age, address, email, referralCode } = form;
      // Stored with its country code and without the trunk 0, so the office can call it in one tap.
      const { countryCode, mobileNumber } = storedPhone(form.countryCode, form.mobileNumber);
      const registration = {
        fields: { course, parentName, childName, age, address, countryCode, mobileNumber, email, referralCode },
        receivedAt: at.toISOString(),
        consent: consentAt(at),
        messages,
      };
      const answer = (issued: number): StoredAnswer => ({
        status: 201,
        body: { registrationNumber: `${REGISTRATION_NUMBER_PREFIX}${issued}`, receivedAt: at.toISOString() },
      });
      const claim = await claimOf(request, key, 'POST /registrations', at);
      const outcome = claim
        ? await store.issueRegistrationOnce(registration, claim, answer)
        : ({ replayed: false, answer: answer(await store.issueRegistration(registration)) } as const);
      return send(reply, withDemoToken(outcome, linkSecret));
    },
  );

  api.post(
    '/applications',
    {
      onRequest: writeLimit,
      preValidation: keyFirst,
      schema: {
        summary: 'Apply to teach',
        tags: ['site'],
        body: applicationSchema,
        response: { 201: applicationCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const at = now();
      const key = readIdempotencyKey(request.headers);
      const form = request.body;
      const application = {
        fields: {
          name: form.name,
          mobileNumber: storedPhone(null, form.mobileNumber).mobileNumber,
          email: form.email,
          expertIn: form.expertIn,
          level: form.level,
          yearsOfExperience: form.yoe,
          position: form.position || ANY_POSITION,
        },
        emailHash: emailHash(form.email),
        receivedAt: at.toISOString(),
        consent: consentAt(at),
        messages,
      };
      const answer = (issued: number): StoredAnswer => ({
        status: 201,
        body: { applicationNumber: `${APPLICATION_NUMBER_PREFIX}${issued}`, receivedAt: at.toISOString() },
      });
      const claim = await claimOf(request, key, 'POST /applications', at);
      const outcome = claim ? await store.issueApplicationOnce(application, claim, answer) : await store.issueApplication(application);
      if (outcome === 'duplicate-email') throw new RequestError(409, APPLICATION_EXISTS_MESSAGE);
      return send(reply, typeof outcome === 'number' ? { replayed: false, answer: answer(outcome) } : outcome);
    },
  );
}

/**
 * A registration's answer with its demo token: signed here, from the number, rather than stored,
 * because the PostgreSQL group commit renders the stored answer in SQL (a replay gets the same token).
 */
function withDemoToken(outcome: KeyedOutcome, secret: string): KeyedOutcome {
  if (outcome.replayed !== true && outcome.replayed !== false) return outcome;
  const body = outcome.answer.body as { registrationNumber: string };
  return { ...outcome, answer: { ...outcome.answer, body: { ...body, demoToken: demoToken(secret, body.registrationNumber) } } };
}

/** The answer, marked `Idempotent-Replayed: true` when it is a stored one; a reused key is 422, an erased record's 410. */
function send(reply: FastifyReply, outcome: KeyedOutcome): FastifyReply {
  if (outcome.replayed === 'mismatch') throw new RequestError(422, KEY_REUSED_MESSAGE);
  if (outcome.replayed === 'erased') throw new RequestError(410, ERASED_KEY_MESSAGE);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(outcome.answer.status).send(outcome.answer.body);
}
