import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@academy/contracts/records';
import { checkedByHandler } from '../http/routeSchemas';
import type { Store } from '../store/Store';
import { isoDay } from '../lib/calendarDate';
import { istDate } from '@academy/contracts/time';
import { RequestError, badRequest } from '../validation/RequestError';
import { readObjectBody, refuseUnknownFields } from '../validation/readObjectBody';
import { readRowBody } from './readRowBody';
import { APPLICATION_EXISTS_MESSAGE } from '../routes/messages';
import { validateRegistrationRow } from './registrationRow';
import { validateApplicantRow } from './applicantRow';
import {
  APPLICANT_COLUMNS,
  COUNTER_CELLS,
  PUZZLE_COLUMNS,
  REGISTRATION_COLUMNS,
  SEQUENCE_OF_CELL,
  achievementRow,
  applicantRow,
  applicationOfRow,
  puzzleRow,
  registrationOfRow,
  tournamentRow,
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

const rows = (description: string) => z.object({ values: z.array(z.array(z.string())).describe(description) });
const tags = ['spreadsheet compatibility'];
const refusals = { 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
/** A row write: {values: [row]} (the rows' own rules are the adapter's, judged in the handler). */
const rowWrite = (columns: readonly string[]) =>
  checkedByHandler(
    z.object({
      values: z
        .array(z.array(z.string()).length(columns.length))
        .length(1)
        .describe(`One row: ${columns.join(', ')}`),
      website: z.string().optional(),
    }),
  );
const cellQuery = checkedByHandler(z.object({ cell: z.enum(COUNTER_CELLS) }));

/** The public sheets: read-only rows. */
export function registerSheetReads(plain: FastifyInstance, store: Store, now: () => Date): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // An empty first cell (the site fills in the visitor's local time), then the IST start,
  // support, Group A and Group B links.
  app.get(
    '/tournament',
    {
      schema: {
        summary: 'Tournaments as sheet rows',
        tags,
        response: { 200: rows("'', IST start (DD/MM/YYYY hh:mm AM), support, Group A, Group B ('-' for none)") },
      },
    },
    async () => ({ values: (await store.listTournaments()).map((t) => ['', ...tournamentRow(t)]) }),
  );

  app.get(
    '/achievements',
    {
      schema: { summary: 'Achievements as sheet rows', tags, response: { 200: rows('id, title, subtitle, image file') } },
    },
    async () => ({ values: (await store.listAchievements()).map(achievementRow) }),
  );

  // Puzzles after tomorrow (UTC) stay private; tomorrow is served because a visitor east of UTC
  // may already be living in it.
  app.get(
    '/puzzles',
    {
      schema: { summary: 'Puzzles up to tomorrow (UTC) as sheet rows', tags, response: { 200: rows(PUZZLE_COLUMNS.join(', ')) } },
    },
    async () => ({
      values: (await store.listPuzzles(isoDay(new Date(now().getTime() + DAY_MS)))).map(puzzleRow),
    }),
  );
}

/** The compatibility protocol. */
export function registerCompatibilityProtocol(
  plain: FastifyInstance,
  store: Store,
  writeLimit: onRequestAsyncHookHandler[],
  now: () => Date,
): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // PUT is a compare-and-set so two visitors can never be handed the same number.
  app.get(
    '/values',
    {
      schema: {
        summary: 'The last number a counter cell issued',
        tags,
        querystring: cellQuery,
        response: { 200: z.number().int(), ...refusals },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      refuseUnknownFields(query, ['cell']);
      return store.lastIssued(SEQUENCE_OF_CELL[readCell(query.cell)]);
    },
  );

  app.put(
    '/values',
    {
      onRequest: writeLimit,
      schema: {
        summary: 'Move a counter cell on by one (compare-and-set)',
        tags,
        body: checkedByHandler(z.object({ cell: z.enum(COUNTER_CELLS), updatedValue: z.union([z.number().int(), z.string()]) })),
        response: {
          200: z.object({ value: z.number().int() }),
          409: errorResponseSchema.extend({ value: z.number().int() }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const body = readObjectBody(request.body, ['cell', 'updatedValue']);
      const sequence = SEQUENCE_OF_CELL[readCell(body.cell)];
      const next = readUpdatedValue(body.updatedValue);
      const result = await store.compareAndSet(sequence, next - 1, next);
      if (!result.ok) throw new RequestError(409, COUNTER_MOVED_MESSAGE, { value: result.value });
      return { value: next };
    },
  );

  app.post(
    '/new-registration',
    {
      onRequest: writeLimit,
      schema: {
        summary: 'Store a registration row under a number taken from A2',
        tags,
        body: rowWrite(REGISTRATION_COLUMNS),
        response: { 200: z.object({ ok: z.literal(true), registrationNumber: z.string() }), ...refusals },
      },
    },
    async (request) => {
      const { row, issued } = validateRegistrationRow(readRowBody(request.body, REGISTRATION_COLUMNS.length));
      const at = now();
      row[0] = istDate(at);
      const outcome = await store.insertRegistration(registrationOfRow(row, at), issued);
      if (outcome === 'not-issued') throw new RequestError(409, REGISTRATION_NOT_ISSUED_MESSAGE);
      if (outcome !== 'inserted') throw new RequestError(409, REGISTRATION_USED_MESSAGE);
      return { ok: true as const, registrationNumber: row[1] ?? '' };
    },
  );

  // Rows keep their shape but serve no personal data and nothing derived from it; duplicates
  // are the server's to refuse (a unique index on the e-mail).
  app.get(
    '/applicants',
    {
      schema: { summary: 'Application rows, personal cells blank', tags, response: { 200: rows(APPLICANT_COLUMNS.join(', ')) } },
    },
    async () => ({
      values: (await store.listApplications()).map((application) =>
        applicantRow(application).map((cell, index) => (PERSONAL_CELLS.has(APPLICANT_COLUMNS[index] ?? '') ? '' : cell)),
      ),
    }),
  );

  app.post(
    '/applicants',
    {
      onRequest: writeLimit,
      schema: {
        summary: 'Store an application row under a number taken from B2',
        tags,
        body: rowWrite(APPLICANT_COLUMNS),
        response: { 200: z.object({ ok: z.literal(true), applicationNumber: z.string() }), ...refusals },
      },
    },
    async (request) => {
      const { row, issued } = validateApplicantRow(readRowBody(request.body, APPLICANT_COLUMNS.length));
      const at = now();
      row[0] = istDate(at);
      const outcome = await store.insertApplication(applicationOfRow(row, at), issued);
      if (outcome === 'duplicate-email') throw new RequestError(409, APPLICATION_EXISTS_MESSAGE);
      if (outcome === 'duplicate-number') throw new RequestError(409, APPLICATION_USED_MESSAGE);
      if (outcome === 'not-issued') throw new RequestError(409, APPLICATION_NOT_ISSUED_MESSAGE);
      return { ok: true as const, applicationNumber: row[1] ?? '' };
    },
  );
}
