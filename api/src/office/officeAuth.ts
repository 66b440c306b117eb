import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import type { OfficeStore } from './officeStore';
import { RequestError } from '../validation/RequestError';

// Office sessions: an opaque random token in an HttpOnly cookie, stored only as its SHA-256 so a
// copy of the database signs nobody in; a CSRF token per session that every state-changing call
// repeats in a header; 12 hours idle and the session is gone.

export const SESSION_COOKIE = 'office_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is rewritten at most this often, so reads do not each cost a commit. */
const TOUCH_EVERY_MS = 60 * 1000;
export const SIGNED_OUT_MESSAGE = 'Please sign in.';
export const CSRF_MESSAGE = 'This request is missing its security token. Reload the office and try again.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Staff {
  email: string;
  csrfToken: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff;
  }
}

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface CookieSettings {
  secure: boolean;
}

export function cookieOptions(settings: CookieSettings) {
  return { path: '/office', httpOnly: true, sameSite: 'strict' as const, secure: settings.secure };
}

/**
 * The guard of every office route but sign-in: 401 without a live session (none, forged,
 * expired or signed out), 403 when a state-changing call lacks the session's CSRF token.
 */
export function staffOnly(office: OfficeStore, now: () => Date): preValidationAsyncHookHandler {
  return async function guard(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new RequestError(401, SIGNED_OUT_MESSAGE);
    const tokenHash = hashToken(token);
    const session = await office.findSession(tokenHash);
    const at = now();
    if (!session) throw new RequestError(401, SIGNED_OUT_MESSAGE);
    const idle = at.getTime() - Date.parse(session.lastSeenAt);
    if (idle >= SESSION_IDLE_MS) {
      await office.deleteSession(tokenHash);
      throw new RequestError(401, SIGNED_OUT_MESSAGE);
    }
    if (STATE_CHANGING.has(request.method)) {
      const header = request.headers[CSRF_HEADER.toLowerCase()];
      if (typeof header !== 'string' || !sameToken(header, session.csrfToken)) {
        throw new RequestError(403, CSRF_MESSAGE);
      }
    }
    if (idle >= TOUCH_EVERY_MS) await office.touchSession(tokenHash, at.toISOString());
    request.staff = { email: session.email, csrfToken: session.csrfToken, tokenHash };
    return undefined;
  };
}
