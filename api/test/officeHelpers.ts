import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import { generateSync } from 'otplib';
import type { StaffRole } from '@academy/contracts/office-rules';
import { hashPassword } from '../src/office/passwords';
import { hashToken, newToken } from '../src/office/officeAuth';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from '../src/office/totp';
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

/** A desk account unless `role` says otherwise (a manager added so cannot sign in until enrolled: see addManager). */
export async function addStaff(store: Store, email = STAFF_EMAIL, password = STAFF_PASSWORD, role: StaffRole = 'desk'): Promise<void> {
  await store.office.putStaff(email, await hashOf(password), new Date().toISOString(), role);
}

export const MANAGER_EMAIL = 'head@academy.example';
export const MANAGER_PASSWORD = 'a manager password';

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** A manager enrolled in two-factor sign-in, as the staff CLI leaves one. */
export async function addManager(store: Store, email = MANAGER_EMAIL, password = MANAGER_PASSWORD): Promise<Enrolled> {
  await addStaff(store, email, password, 'manager');
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await store.office.enrolTotp(email, secret, recoveryCodes.map(hashRecoveryCode));
  return { secret, recoveryCodes };
}

/** The authenticator app's code at `at`. */
export const codeAt = (secret: string, at: Date): string => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * A manager's session opened straight in the store, for suites that test what a manager may do
 * rather than how one signs in (staffSecurity.test.ts signs managers in with their codes).
 */
export async function managerSession(store: Store, at = new Date(), email = MANAGER_EMAIL): Promise<SignedIn> {
  const existing = await store.office.staffCredentials(email);
  if (!existing) await addManager(store, email);
  else if (existing.role !== 'manager' || existing.totpSecret === '') {
    // Promoted as the CLI would: `add <email> --role manager` (same password), then enrolled.
    await store.office.putStaff(email, existing.passwordHash, at.toISOString(), 'manager');
    await store.office.enrolTotp(email, newTotpSecret(), newRecoveryCodes().map(hashRecoveryCode));
  }
  const token = newToken();
  const csrfToken = newToken();
  await store.office.createSession(hashToken(token), email, csrfToken, at.toISOString());
  const cookie = `office_session=${token}`;
  return { cookie, csrfToken, setCookie: cookie };
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  setCookie: string;
}

export function signIn(app: FastifyInstance, email = STAFF_EMAIL, password = STAFF_PASSWORD, ip = '127.0.0.1', otp?: string) {
  return app.inject({
    method: 'POST',
    url: '/office/session',
    payload: { email, password, ...(otp === undefined ? {} : { otp }) },
    remoteAddress: ip,
  });
}

export async function signedIn(app: FastifyInstance, email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<SignedIn> {
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0] ?? '', csrfToken: response.json<{ csrfToken: string }>().csrfToken, setCookie };
}

/** A request as the office sends it: the session cookie and, unless told otherwise, the CSRF header. */
export function asStaff(
  app: FastifyInstance,
  session: SignedIn,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
    csrf?: string | null;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers, cookie: session.cookie };
  const csrf = request.csrf === undefined ? session.csrfToken : request.csrf;
  if (csrf !== null) headers[CSRF_HEADER] = csrf;
  return app.inject({ method: request.method, url: request.url, payload: request.payload, headers });
}

/** A record's PATCH as the office sends it: read the record, then send its ETag back in If-Match. */
export async function patchRecord(app: FastifyInstance, session: SignedIn, path: string, payload: object): Promise<LightMyRequestResponse> {
  const read = await asStaff(app, session, { method: 'GET', url: path });
  const etag = read.headers.etag;
  if (typeof etag !== 'string') throw new Error(`no ETag on GET ${path}: ${read.statusCode} ${read.body}`);
  return asStaff(app, session, { method: 'PATCH', url: path, payload, headers: { 'if-match': etag } });
}
