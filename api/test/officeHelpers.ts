import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import { hashPassword } from '../src/office/passwords';
import type { Store } from '../src/store/Store';

// Staff accounts and signed-in requests for the office suites.

export const STAFF_EMAIL = 'desk@academy.example';
export const STAFF_PASSWORD = 'correct horse battery';
export const OTHER_EMAIL = 'coach@academy.example';
export const OTHER_PASSWORD = 'another long password';

const hashes = new Map<string, Promise<string>>();
/** One hash per password per run: argon2 is slow on purpose. */
const hashOf = (password: string): Promise<string> => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

export async function addStaff(store: Store, email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<void> {
  await store.office.putStaff(email, await hashOf(password), new Date().toISOString());
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  setCookie: string;
}

export function signIn(app: FastifyInstance, email = STAFF_EMAIL, password = STAFF_PASSWORD, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/office/session', payload: { email, password }, remoteAddress: ip });
}

export async function signedIn(app: FastifyInstance, email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<SignedIn> {
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0] ?? '', csrfToken: (response.json() as { csrfToken: string }).csrfToken, setCookie };
}

/** A request as the office sends it: the session cookie and, unless told otherwise, the CSRF header. */
export function asStaff(
  app: FastifyInstance,
  session: SignedIn,
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object; csrf?: string | null },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { cookie: session.cookie };
  const csrf = request.csrf === undefined ? session.csrfToken : request.csrf;
  if (csrf !== null) headers[CSRF_HEADER] = csrf;
  return app.inject({ method: request.method, url: request.url, payload: request.payload, headers });
}
