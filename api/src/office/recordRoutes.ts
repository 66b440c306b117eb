import { Readable } from 'node:stream';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationPageSchema, applicationRecordSchema, errorResponseSchema, registrationPageSchema, registrationRecordSchema,
} from '@academy/contracts/records';
import type { ApplicationPage, RegistrationPage } from '@academy/contracts/records';
import { checkedByHandler, csvText } from '../http/routeSchemas';
import { APPLICATION_STATUSES, ISO_DAY, REGISTRATION_STATUSES, applicationUpdateSchema, registrationUpdateSchema } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { badRequest, RequestError } from '../validation/RequestError';
import { neutraliseCell, writeCsv } from '../lib/csv';
import type { OfficeStore } from './officeStore';
import type { RecordFilters } from './officeRecords';
import { readPaging } from './paging';
import { requireManager, unfiltered } from './roles';

// GET /office/{registrations,applications}[.csv] and PATCH /office/{…}/:number, for staff only.

const STATUSES: Record<OfficeRecordKind, readonly string[]> = {
  registrations: REGISTRATION_STATUSES,
  applications: APPLICATION_STATUSES,
};
const UPDATE_SCHEMA = { registrations: registrationUpdateSchema, applications: applicationUpdateSchema };
const BOM = '\uFEFF';

/** The export's columns: the record's fields by name, consent split in two, e-mails left out. */
const PERSON_FIELDS = { registrations: [
  'registrationNumber', 'receivedAt', 'course', 'parentName', 'childName', 'age', 'address', 'countryCode', 'mobileNumber',
  'email', 'referralCode',
], applications: [
  'applicationNumber', 'receivedAt', 'name', 'mobileNumber', 'email', 'expertIn', 'level', 'yearsOfExperience', 'position',
] };
const CSV_FIELDS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: [...PERSON_FIELDS.registrations, 'status', 'note', 'consentAt', 'consentNotice', 'erasedAt'],
  applications: [...PERSON_FIELDS.applications, 'status', 'note', 'consentAt', 'consentNotice', 'erasedAt'],
};

function csvCells(record: Record<string, unknown>, fields: readonly string[]): string[] {
  const consent = record.consent as { at: string; notice: string } | null;
  const value = (field: string): unknown =>
    field === 'consentAt' ? consent?.at : field === 'consentNotice' ? consent?.notice : record[field];
  // A record's field is a string, a number or null, never a plain object.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above
  return fields.map((field) => neutraliseCell(String(value(field) ?? '')));
}

function readFilters(kind: OfficeRecordKind, query: unknown): RecordFilters {
  const q = (query ?? {}) as Record<string, unknown>;
  const text = (name: string, max: number): string | undefined => {
    const value = q[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || value.length > max) throw badRequest(`${name} must be at most ${max} characters.`);
    return value;
  };
  const filters: RecordFilters = { q: text('q', 200), course: text('course', 100), status: text('status', 40) };
  if (filters.status !== undefined && !STATUSES[kind].includes(filters.status)) {
    throw badRequest(`status must be one of ${STATUSES[kind].join(', ')}.`);
  }
  for (const name of ['from', 'to'] as const) {
    const day = text(name, 10);
    if (day !== undefined && !ISO_DAY.test(day)) throw badRequest(`${name} must be a date as YYYY-MM-DD.`);
    filters[name] = day;
  }
  return filters;
}

const PAGE = { registrations: registrationPageSchema, applications: applicationPageSchema };
const RECORD = { registrations: registrationRecordSchema, applications: applicationRecordSchema };
const REFUSALS = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const numberParams = z.object({ number: z.string() });
/** The list's filters and paging, judged in readFilters and readPaging. */
const listQuery = checkedByHandler(z.object({
  q: z.string().max(200).optional().describe('A number, an e-mail, a mobile number or part of a name'),
  course: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
  from: z.iso.date().optional().describe('First day received (India), YYYY-MM-DD'),
  to: z.iso.date().optional().describe('Last day received (India), YYYY-MM-DD'),
  page: z.string().optional().describe('From 1'),
  limit: z.string().optional().describe('1 to 200, 50 unless given'),
}));

export function registerRecordRoutes(
  app: FastifyInstance,
  office: OfficeStore,
  staffOnly: preValidationAsyncHookHandler,
  now: () => Date,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['registrations', 'applications'] as const) {
    const tags = ['office'];
    api.get(`/office/${kind}`, {
      preValidation: staffOnly,
      schema: { summary: `One page of the ${kind}, newest first`, tags, querystring: listQuery, response: { 200: PAGE[kind], ...REFUSALS } },
    }, async (request) => {
      const filters = readFilters(kind, request.query);
      const { limit, offset } = readPaging(request.query);
      // The records are the kind's (listRecords reads `kind`'s table).
      return (await office.listRecords(kind, filters, limit, offset)) as RegistrationPage | ApplicationPage;
    });

    api.get(`/office/${kind}/:number`, {
      preValidation: staffOnly,
      schema: { summary: `One of the ${kind}, with its e-mails`, tags, params: numberParams, response: { 200: RECORD[kind], ...REFUSALS } },
    }, async (request) => {
      const { number } = request.params;
      const row = await office.findRecord(kind, number);
      if (!row) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
      return row;
    });

    api.patch(`/office/${kind}/:number`, {
      preValidation: staffOnly,
      schema: {
        summary: 'Set the staff\'s status and/or note', tags, params: numberParams, body: UPDATE_SCHEMA[kind] as typeof registrationUpdateSchema,
        response: { 200: RECORD[kind], ...REFUSALS },
      },
    }, async (request) => {
      const { number } = request.params;
      const update = request.body;
      const before = await office.findRecord(kind, number);
      if (!before) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
      const row = await office.updateRecord(kind, number, update);
      if (!row) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
      const actor = request.staff?.email ?? '';
      const at = now().toISOString();
      if (update.status !== undefined && update.status !== before.status) {
        await office.appendAudit({ at, actor, action: 'status', record: number, detail: `${before.status} → ${update.status}` });
      }
      if (update.note !== undefined && update.note !== before.note) {
        await office.appendAudit({ at, actor, action: 'note', record: number, detail: update.note });
      }
      return row;
    });

    api.get(`/office/${kind}.csv`, {
      preValidation: staffOnly,
      schema: { summary: `The filtered ${kind} as CSV`, tags, querystring: listQuery, produces: ['text/csv'], response: { 200: csvText, ...REFUSALS } },
    }, async (request, reply) => {
      const filters = readFilters(kind, request.query);
      if (unfiltered(filters)) requireManager(request, 'exportAll');
      const query = new URLSearchParams(
        Object.entries(filters).filter((e): e is [string, string] => e[1] !== undefined),
      ).toString();
      await office.appendAudit({
        at: now().toISOString(), actor: request.staff?.email ?? '', action: 'export', record: kind, detail: query,
      });
      const fields = CSV_FIELDS[kind];
      async function* lines(): AsyncGenerator<string> {
        yield BOM + writeCsv([[...fields]]);
        for await (const batch of office.streamRecords(kind, filters)) {
          yield writeCsv(batch.map((record) => csvCells(record as unknown as Record<string, unknown>, fields)));
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}.csv"`)
        .header('cache-control', 'no-store')
        // A stream of CSV text (the schema describes it for the API's description).
        .send(Readable.from(lines()) as unknown as string);
    });
  }
}
