import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import type { StaffRole } from '@academy/contracts/office-rules';
import type { OfficeStore } from './officeStore';
import { RequestError } from '../validation/RequestError';

// Office sessions: an opaque random token in an HttpOnly cookie, stored only as its SHA-256 so a
// copy of the database signs nobody in; a CSRF token per session that every state-changing call
// repeats in a header; 12 hours idle, or 7 days after sign-in however busy, and the session is
// gone. A session also ends with its account: a new password, removal or disabling.

export const SESSION_COOKIE = 'office_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** The absolute lifetime: a stolen cookie that is kept busy still dies a week after sign-in. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is rewritten at most this often, so reads do not each cost a commit. */
const TOUCH_EVERY_MS = 60 * 1000;
export const SIGNED_OUT_MESSAGE = 'Please sign in.';
export const CSRF_MESSAGE = 'This request is missing its security token. Reload the office and try again.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Staff {
  email: string;
  csrfToken: string;
  tokenHash: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff;
  }
}

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/**
 * The id a session is listed and ended by: derived from the stored hash, so it needs no column,
 * and one-way, so an id that leaks (in a URL, a log line) cannot be turned back into a cookie.
 */
export const sessionId = (tokenHash: string): string => hashToken(`session-id:${tokenHash}`).slice(0, 32);

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
    if (idle >= SESSION_IDLE_MS || at.getTime() - Date.parse(session.createdAt) >= SESSION_LIFETIME_MS) {
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
    request.staff = { email: session.email, csrfToken: session.csrfToken, tokenHash, role: session.role };
    return undefined;
  };
}
