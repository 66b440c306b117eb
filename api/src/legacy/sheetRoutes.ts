import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Store } from '../store/Store';
import { isoDay } from '../lib/calendarDate';
import { istDate } from '../lib/istTime';
import { RequestError, badRequest } from '../validation/RequestError';
import { readObjectBody, readRowBody, refuseUnknownFields } from '../validation/readRowBody';
import { APPLICATION_EXISTS_MESSAGE } from '../routes/messages';
import { validateRegistrationRow } from './registrationRow';
import { validateApplicantRow } from './applicantRow';
import {
  APPLICANT_COLUMNS, COUNTER_CELLS, REGISTRATION_COLUMNS, SEQUENCE_OF_CELL, achievementRow, applicantRow,
  applicationOfRow, puzzleRow, registrationOfRow, tournamentRow,
} from './sheetAdapter';
import type { CounterCell } from './sheetAdapter';

// The original site's calls, in its wire formats, over the records (sheetAdapter.ts):
// - the public sheets: GET /tournament, /achievements, /puzzles as {values} rows;
// - the compatibility protocol (old clients and staff tools; the site uses POST /registrations
//   and POST /applications): GET/PUT /values?cell=A2|B2, POST /new-registration, GET/POST /applicants.
// Rows are validated whole before the store is touched, and the store refuses numbers never
// issued or already used. The date cell is the server's: a client leaves it empty.

const DAY_MS = 86_400_000;
const COUNTER_MOVED_MESSAGE = 'The counter has moved on; read it again.';
const REGISTRATION_USED_MESSAGE = 'This registration number is already used.';
const REGISTRATION_NOT_ISSUED_MESSAGE = 'This registration number has not been issued yet.';
const APPLICATION_USED_MESSAGE = 'This application number is already used.';
const APPLICATION_NOT_ISSUED_MESSAGE = 'This application number has not been issued yet.';

/** The person's cells (name, mobile number, e-mail) that GET /applicants blanks. */
const PERSONAL_CELLS = new Set(['name', 'mobileNumber', 'email']);

function readCell(value: unknown): CounterCell {
  if (typeof value !== 'string' || !(COUNTER_CELLS as readonly string[]).includes(value)) {
    throw badRequest(`The cell must be one of ${COUNTER_CELLS.join(', ')}.`);
  }
  return value as CounterCell;
}

function readUpdatedValue(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw badRequest('The updatedValue must be a whole number.');
  }
  return number;
}

/** The public sheets: read-only rows. */
export function registerSheetReads(app: FastifyInstance, store: Store, now: () => Date): void {
  // An empty first cell (the site fills in the visitor's local time), then the IST start,
  // support, Group A and Group B links.
  app.get('/tournament', async () => ({ values: (await store.listTournaments()).map((t) => ['', ...tournamentRow(t)]) }));

  app.get('/achievements', async () => ({ values: (await store.listAchievements()).map(achievementRow) }));

  // Puzzles after tomorrow (UTC) stay private; tomorrow is served because a visitor east of UTC
  // may already be living in it.
  app.get('/puzzles', async () => ({
    values: (await store.listPuzzles(isoDay(new Date(now().getTime() + DAY_MS)))).map(puzzleRow),
  }));
}

/** The compatibility protocol. */
export function registerCompatibilityProtocol(
  app: FastifyInstance, store: Store, writeLimit: onRequestHookHandler[], now: () => Date,
): void {
  // PUT is a compare-and-set so two visitors can never be handed the same number.
  app.get('/values', async (request) => {
    const query = request.query as Record<string, unknown>;
    refuseUnknownFields(query, ['cell']);
    return store.lastIssued(SEQUENCE_OF_CELL[readCell(query.cell)]);
  });

  app.put('/values', { onRequest: writeLimit }, async (request) => {
    const body = readObjectBody(request.body, ['cell', 'updatedValue']);
    const sequence = SEQUENCE_OF_CELL[readCell(body.cell)];
    const next = readUpdatedValue(body.updatedValue);
    const result = await store.compareAndSet(sequence, next - 1, next);
    if (!result.ok) throw new RequestError(409, COUNTER_MOVED_MESSAGE, { value: result.value });
    return { value: next };
  });

  app.post('/new-registration', { onRequest: writeLimit }, async (request) => {
    const { row, issued } = validateRegistrationRow(readRowBody(request.body, REGISTRATION_COLUMNS.length));
    const at = now();
    row[0] = istDate(at);
    const outcome = await store.insertRegistration(registrationOfRow(row, at), issued);
    if (outcome === 'not-issued') throw new RequestError(409, REGISTRATION_NOT_ISSUED_MESSAGE);
    if (outcome !== 'inserted') throw new RequestError(409, REGISTRATION_USED_MESSAGE);
    return { ok: true, registrationNumber: row[1] };
  });

  // Rows keep their shape but serve no personal data and nothing derived from it; duplicates
  // are the server's to refuse (a unique index on the e-mail).
  app.get('/applicants', async () => ({
    values: (await store.listApplications()).map((application) =>
      applicantRow(application).map((cell, index) => (PERSONAL_CELLS.has(APPLICANT_COLUMNS[index] ?? '') ? '' : cell))),
  }));

  app.post('/applicants', { onRequest: writeLimit }, async (request) => {
    const { row, issued } = validateApplicantRow(readRowBody(request.body, APPLICANT_COLUMNS.length));
    const at = now();
    row[0] = istDate(at);
    const outcome = await store.insertApplication(applicationOfRow(row, at), issued);
    if (outcome === 'duplicate-email') throw new RequestError(409, APPLICATION_EXISTS_MESSAGE);
    if (outcome === 'duplicate-number') throw new RequestError(409, APPLICATION_USED_MESSAGE);
    if (outcome === 'not-issued') throw new RequestError(409, APPLICATION_NOT_ISSUED_MESSAGE);
    return { ok: true, applicationNumber: row[1] };
  });
}
