import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE, signInSchema } from '@academy/contracts/office-rules';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@academy/contracts/records';
import { checkedByHandler, noContent } from '../http/routeSchemas';
import type { OfficeStore } from './officeStore';
import { RequestError } from '../validation/RequestError';
import { SESSION_COOKIE, SESSION_IDLE_MS, cookieOptions, hashToken, newToken } from './officeAuth';
import type { CookieSettings } from './officeAuth';
import { verifyPassword } from './passwords';

// POST /office/session signs in, DELETE signs out, GET /office/me says who is signed in.

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export interface SessionRouteOptions extends CookieSettings {
  office: OfficeStore;
  now: () => Date;
  staffOnly: preValidationAsyncHookHandler;
}

export function registerSessionRoutes(app: FastifyInstance, options: SessionRouteOptions): void {
  const { office, now, staffOnly } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  const staffSchema = z.object({ email: z.string(), csrfToken: z.string() });

  // Any refused sign-in body is the one 401 sentence, so the schema describes and the handler judges.
  api.post('/office/session', {
    schema: {
      summary: 'Sign in', tags, body: checkedByHandler(signInSchema),
      response: { 200: staffSchema, 401: errorResponseSchema, 429: errorResponseSchema },
    },
  }, async (request, reply) => {
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) throw new RequestError(401, SIGN_IN_REFUSED_MESSAGE);
    const { email, password } = parsed.data;
    const at = now();
    const since = new Date(at.getTime() - LOCKOUT_WINDOW_MS).toISOString();
    const failures = await office.countSignInFailures(email, request.ip, since);
    if (failures.email >= ACCOUNT_FAILURE_LIMIT || failures.address >= ADDRESS_FAILURE_LIMIT) {
      throw new RequestError(429, SIGN_IN_LOCKED_MESSAGE);
    }
    const ok = await verifyPassword(await office.staffPasswordHash(email), password);
    if (!ok) {
      await office.recordSignInFailure(email, request.ip, at.toISOString());
      await office.appendAudit({ at: at.toISOString(), actor: email, action: 'sign-in-failed', record: '-', detail: request.ip });
      throw new RequestError(401, SIGN_IN_REFUSED_MESSAGE);
    }
    await office.prune(since, new Date(at.getTime() - SESSION_IDLE_MS).toISOString());
    const token = newToken();
    const csrfToken = newToken();
    await office.createSession(hashToken(token), email, csrfToken, at.toISOString());
    await office.clearSignInFailures(email);
    await office.appendAudit({ at: at.toISOString(), actor: email, action: 'sign-in', record: '-', detail: request.ip });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(options));
    return { email, csrfToken };
  });

  api.get('/office/me', {
    preValidation: staffOnly,
    schema: { summary: 'Who is signed in', tags, response: { 200: staffSchema, 401: errorResponseSchema } },
  }, async (request) => ({
    email: request.staff?.email ?? '',
    csrfToken: request.staff?.csrfToken ?? '',
  }));

  api.delete('/office/session', {
    preValidation: staffOnly,
    schema: { summary: 'Sign out', tags, response: { 204: noContent, 401: errorResponseSchema, 403: errorResponseSchema } },
  }, async (request, reply) => {
    const staff = request.staff;
    if (staff) {
      await office.deleteSession(staff.tokenHash);
      await office.appendAudit({ at: now().toISOString(), actor: staff.email, action: 'sign-out', record: '-', detail: '' });
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions(options));
    return reply.code(204).send(null);
  });
}
