import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  MANAGER_MUST_ENROL_MESSAGE,
  OTP_NEEDED_MESSAGE,
  OTP_REFUSED_MESSAGE,
  OTP_START_AGAIN_MESSAGE,
  SIGN_IN_REFUSED_MESSAGE,
  STAFF_ROLES,
  signInSchema,
} from '@academy/contracts/office-rules';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@academy/contracts/records';
import { checkedByHandler, noContent } from '../http/routeSchemas';
import type { OfficeStore, StaffCredentials } from './officeStore';
import { RequestError } from '../validation/RequestError';
import { clientBucket } from '../http/clientAddress';
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_LIFETIME_MS, cookieOptions, hashToken, newToken, sessionId } from './officeAuth';
import type { CookieSettings } from './officeAuth';
import { verifyPassword } from './passwords';
import { ACCOUNT_GATE, admitSignIn, countWrongCode, settleSignIn } from './signInGuard';
import { hashRecoveryCode, looksLikeTotp, totpStep } from './totp';
import { untrustedProxyProblem } from './proxyCheck';

// POST /office/session signs in, DELETE signs out, GET /office/me says who is signed in;
// GET /office/sessions lists the account's own sessions and DELETE /office/sessions/:id ends one.

/** The actor of a failed sign-in's audit row when the e-mail typed names no account. */
export const NO_SUCH_ACCOUNT_ACTOR = '(no such account)';
export const NO_SUCH_SESSION_MESSAGE = 'There is no such session of yours. It may have ended already.';

export interface SessionRouteOptions extends CookieSettings {
  office: OfficeStore;
  now: () => Date;
  staffOnly: preValidationAsyncHookHandler;
  /** Fastify's trustProxy setting, and whether this is production (NODE_ENV=production). */
  trustProxy?: boolean | number | string;
  production?: boolean;
  /** Whether a manager must have enrolled in two-factor to sign in. */
  managerTwoFactor?: 'required' | 'optional';
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, body: Record<string, unknown>, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
  return reply.code(status).send({ ...body, requestId: request.id });
}

/** The second factor: a six-digit code not used before, or an unused recovery code. */
async function secondFactor(
  office: OfficeStore,
  email: string,
  credentials: StaffCredentials,
  otp: string,
  at: Date,
): Promise<'code' | 'recovery-code' | null> {
  if (looksLikeTotp(otp)) {
    const step = await totpStep(credentials.totpSecret, otp, at, credentials.totpLastStep);
    // The compare-and-set also refuses the same code sent twice at once.
    return step !== null && (await office.acceptTotpStep(email, step)) ? 'code' : null;
  }
  return (await office.useRecoveryCode(email, hashRecoveryCode(otp))) ? 'recovery-code' : null;
}

export function registerSessionRoutes(app: FastifyInstance, options: SessionRouteOptions): void {
  const { office, now, staffOnly } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  const staffSchema = z.object({ email: z.string(), csrfToken: z.string(), role: z.enum(STAFF_ROLES) });
  const sessionSchema = z.object({
    id: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    /** The session this request came with. */
    current: z.boolean(),
  });

  // Any refused sign-in body is the one 401 sentence, so the schema describes and the handler judges.
  api.post(
    '/office/session',
    {
      schema: {
        summary: 'Sign in (with `otp` when the account has two-factor sign-in)',
        tags,
        body: checkedByHandler(signInSchema),
        response: {
          200: staffSchema,
          401: errorResponseSchema.extend({ otpRequired: z.literal(true).optional() }),
          403: errorResponseSchema.extend({ enrolRequired: z.literal(true) }),
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const proxyProblem = untrustedProxyProblem(request, options.trustProxy, options.production ?? false);
      if (proxyProblem) return refuse(request, reply, 503, { error: proxyProblem });
      const parsed = signInSchema.safeParse(request.body);
      if (!parsed.success) throw new RequestError(401, SIGN_IN_REFUSED_MESSAGE);
      const { email, password, otp } = parsed.data;
      const at = now();
      // A client is counted as the write limit counts it: an IPv4 address, or an IPv6 /56.
      const client = clientBucket(request.ip);
      const credentials = await office.staffCredentials(email);
      // Whatever was typed as the e-mail (a password typed in the wrong box, say) is written
      // into the audit only when it names an account.
      const actor = credentials ? email : NO_SUCH_ACCOUNT_ACTOR;
      const audit = (action: string, detail = request.ip) =>
        office.appendAudit({ at: at.toISOString(), actor, action, record: '-', detail });

      const admission = await admitSignIn(office, email, client, at);
      if (!admission.admitted) return refuse(request, reply, 429, { error: admission.message }, admission.retryAfterSeconds);

      // A disabled account's hash is still checked, so the answer takes as long as any other.
      const passwordRight = (await verifyPassword(credentials?.passwordHash ?? null, password)) && credentials?.disabled === false;
      if (!passwordRight || !credentials) {
        await audit('sign-in-failed');
        throw new RequestError(401, SIGN_IN_REFUSED_MESSAGE);
      }
      if (credentials.totpSecret === '' && credentials.role === 'manager' && options.managerTwoFactor !== 'optional') {
        await settleSignIn(office, email, client, 'not-a-guess');
        await audit('sign-in-refused', 'manager without two-factor sign-in');
        return refuse(request, reply, 403, { error: MANAGER_MUST_ENROL_MESSAGE, enrolRequired: true });
      }
      if (credentials.totpSecret !== '') {
        if (!otp) {
          await settleSignIn(office, email, client, 'not-a-guess');
          return refuse(request, reply, 401, { error: OTP_NEEDED_MESSAGE, otpRequired: true });
        }
        const factor = await secondFactor(office, email, credentials, otp, at);
        if (!factor) {
          await audit('sign-in-failed', `${request.ip} (code)`);
          if (await countWrongCode(office, email, at)) return refuse(request, reply, 401, { error: OTP_START_AGAIN_MESSAGE });
          return refuse(request, reply, 401, { error: OTP_REFUSED_MESSAGE, otpRequired: true });
        }
        if (factor === 'recovery-code') await audit('recovery-code-used');
      }

      await settleSignIn(office, email, client, 'signed-in');
      await office.pruneSessions(
        new Date(at.getTime() - SESSION_IDLE_MS).toISOString(),
        new Date(at.getTime() - SESSION_LIFETIME_MS).toISOString(),
      );
      await office.pruneSignInCounts(at.getTime() - ACCOUNT_GATE.windowMs);
      const token = newToken();
      const csrfToken = newToken();
      await office.createSession(hashToken(token), email, csrfToken, at.toISOString());
      await audit('sign-in');
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(options));
      return { email, csrfToken, role: credentials.role };
    },
  );

  api.get(
    '/office/me',
    {
      preValidation: staffOnly,
      schema: { summary: 'Who is signed in', tags, response: { 200: staffSchema, 401: errorResponseSchema } },
    },
    async (request) => ({
      email: request.staff?.email ?? '',
      csrfToken: request.staff?.csrfToken ?? '',
      role: request.staff?.role ?? 'desk',
    }),
  );

  api.delete(
    '/office/session',
    {
      preValidation: staffOnly,
      schema: { summary: 'Sign out', tags, response: { 204: noContent, 401: errorResponseSchema, 403: errorResponseSchema } },
    },
    async (request, reply) => {
      const staff = request.staff;
      if (staff) {
        await office.deleteSession(staff.tokenHash);
        await office.appendAudit({ at: now().toISOString(), actor: staff.email, action: 'sign-out', record: '-', detail: '' });
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions(options));
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/office/sessions',
    {
      preValidation: staffOnly,
      schema: {
        summary: "The signed-in account's own sessions, newest first",
        tags,
        response: { 200: z.object({ sessions: z.array(sessionSchema) }), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) return { sessions: [] };
      const sessions = await office.listSessions(staff.email);
      return {
        sessions: sessions.map((session) => ({
          id: sessionId(session.tokenHash),
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          current: session.tokenHash === staff.tokenHash,
        })),
      };
    },
  );

  api.delete(
    '/office/sessions/:id',
    {
      preValidation: staffOnly,
      schema: {
        summary: "End one of the account's own sessions",
        tags,
        params: z.object({ id: z.string() }),
        response: { 204: noContent, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const staff = request.staff;
      const { id } = request.params;
      const session = staff ? (await office.listSessions(staff.email)).find((s) => sessionId(s.tokenHash) === id) : undefined;
      if (!staff || !session) throw new RequestError(404, NO_SUCH_SESSION_MESSAGE);
      await office.deleteSession(session.tokenHash);
      await office.appendAudit({ at: now().toISOString(), actor: staff.email, action: 'session-ended', record: '-', detail: id });
      if (session.tokenHash === staff.tokenHash) reply.clearCookie(SESSION_COOKIE, cookieOptions(options));
      return reply.code(204).send(null);
    },
  );
}
