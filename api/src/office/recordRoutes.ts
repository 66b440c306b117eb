import { Readable } from 'node:stream';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { APPLICATION_STATUSES, ISO_DAY, REGISTRATION_STATUSES, applicationUpdateSchema, registrationUpdateSchema } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { badRequest, RequestError } from '../validation/RequestError';
import { parseBody } from '../validation/parseBody';
import { neutraliseCell, writeCsv } from '../lib/csv';
import type { OfficeStore } from './officeStore';
import { OFFICE_FIELDS } from './officeRecords';
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

export function registerRecordRoutes(
  app: FastifyInstance,
  office: OfficeStore,
  staffOnly: preHandlerAsyncHookHandler,
  now: () => Date,
): void {
  for (const kind of ['registrations', 'applications'] as const) {
    app.get(`/office/${kind}`, { preHandler: staffOnly }, async (request) => {
      const filters = readFilters(kind, request.query);
      const { limit, offset } = readPaging(request.query);
      return office.listRecords(kind, filters, limit, offset);
    });

    app.get(`/office/${kind}/:number`, { preHandler: staffOnly }, async (request) => {
      const { number } = request.params as { number: string };
      const row = await office.findRecord(kind, number);
      if (!row) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
      return row;
    });

    app.patch(`/office/${kind}/:number`, { preHandler: staffOnly }, async (request) => {
      const { number } = request.params as { number: string };
      const update = parseBody(UPDATE_SCHEMA[kind], request.body);
      const before = await office.findRecord(kind, number);
      if (!before) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
      const row = await office.updateRecord(kind, number, update);
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

    app.get(`/office/${kind}.csv`, { preHandler: staffOnly }, async (request, reply) => {
      const filters = readFilters(kind, request.query);
      if (unfiltered(filters)) requireManager(request, 'exportAll');
      const query = new URLSearchParams(
        Object.entries(filters).filter((e): e is [string, string] => e[1] !== undefined),
      ).toString();
      await office.appendAudit({
        at: now().toISOString(), actor: request.staff?.email ?? '', action: 'export', record: kind, detail: query,
      });
      const fields = OFFICE_FIELDS[kind];
      async function* lines(): AsyncGenerator<string> {
        yield BOM + writeCsv([fields as string[]]);
        for await (const batch of office.streamRecords(kind, filters)) {
          yield writeCsv(batch.map((row) => fields.map((f) => neutraliseCell(row[f] ?? ''))));
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    });
  }
}
