import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  APPLICANT_COLUMNS, APPLICANT_EMAIL_INDEX, REGISTRATION_COLUMNS,
} from '@academy/contracts/rules';
import type { Store } from '../store/Store';
import { emailHash } from '../lib/emailHash';
import { istDate } from '../lib/istTime';
import { RequestError } from '../validation/RequestError';
import { readRowBody } from '../validation/readRowBody';
import { validateRegistrationRow } from '../validation/registrationRow';
import { validateApplicantRow } from '../validation/applicantRow';

// The compatibility protocol's row calls (old clients and staff tools; the site uses
// POST /registrations and POST /applications). Rows are validated whole before the store is
// touched, and the store refuses numbers never issued or already used. The date cell is the
// server's: a client leaves it empty and the server writes its own day (IST).

const REGISTRATION_USED_MESSAGE = 'This registration number is already used.';
const REGISTRATION_NOT_ISSUED_MESSAGE = 'This registration number has not been issued yet.';
export const APPLICATION_EXISTS_MESSAGE = 'Application already exists.';
const APPLICATION_USED_MESSAGE = 'This application number is already used.';
const APPLICATION_NOT_ISSUED_MESSAGE = 'This application number has not been issued yet.';

/** The person's cells (name, mobile number, e-mail) that GET /applicants blanks. */
const PERSONAL_CELLS = new Set(['name', 'mobileNumber', 'email']);

/**
 * GET /applicants keeps the row shape but serves no personal data and nothing derived from it;
 * duplicates are the server's to refuse (a unique index on the e-mail).
 */
function privateApplicantRow(row: readonly string[]): string[] {
  return APPLICANT_COLUMNS.map((column, index) => (PERSONAL_CELLS.has(column) ? '' : (row[index] ?? '')));
}

export function registerRowRoutes(
  app: FastifyInstance,
  store: Store,
  writeLimit: onRequestHookHandler[],
  now: () => Date,
): void {
  app.post('/new-registration', { onRequest: writeLimit }, async (request) => {
    const { row, issued } = validateRegistrationRow(readRowBody(request.body, REGISTRATION_COLUMNS.length));
    row[0] = istDate(now());
    const outcome = await store.insertRegistration(row, issued);
    if (outcome === 'not-issued') throw new RequestError(409, REGISTRATION_NOT_ISSUED_MESSAGE);
    if (outcome !== 'inserted') throw new RequestError(409, REGISTRATION_USED_MESSAGE);
    return { ok: true, registrationNumber: row[1] };
  });

  app.get('/applicants', async () => {
    const rows = await store.readSheet('applicants');
    return { values: rows.map(privateApplicantRow) };
  });

  app.post('/applicants', { onRequest: writeLimit }, async (request) => {
    const { row, issued } = validateApplicantRow(readRowBody(request.body, APPLICANT_COLUMNS.length));
    row[0] = istDate(now());
    const outcome = await store.insertApplicant(row, issued, emailHash(row[APPLICANT_EMAIL_INDEX] ?? ''));
    if (outcome === 'duplicate-email') throw new RequestError(409, APPLICATION_EXISTS_MESSAGE);
    if (outcome === 'duplicate-number') throw new RequestError(409, APPLICATION_USED_MESSAGE);
    if (outcome === 'not-issued') throw new RequestError(409, APPLICATION_NOT_ISSUED_MESSAGE);
    return { ok: true, applicationNumber: row[1] };
  });
}
