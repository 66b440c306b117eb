import { Readable } from 'node:stream';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationPageSchema,
  applicationRecordSchema,
  bulkResultSchema,
  errorResponseSchema,
  officeSummarySchema,
  registrationPageSchema,
  registrationRecordSchema,
} from '@academy/contracts/records';
import type { ApplicationPage, BulkResult, OfficeSummary, RegistrationPage } from '@academy/contracts/records';
import { checkedByHandler, csvText } from '../http/routeSchemas';
import {
  APPLICATION_STATUSES,
  DIRECTION_MESSAGE,
  FIRST_CONTACT_HOURS,
  RECORD_SORTS,
  SORT_MESSAGE,
  SORT_DIRECTIONS,
  OWNER_UNKNOWN_MESSAGE,
  RECORD_CHANGED_MESSAGE,
  RECORD_VIEWS,
  REGISTRATION_STATUSES,
  VERSION_REQUIRED_MESSAGE,
  applicationBulkSchema,
  applicationUpdateSchema,
  dayRangeProblems,
  recordOrderSchema,
  registrationBulkSchema,
  registrationUpdateSchema,
} from '@academy/contracts/office-rules';
import type { OfficeRecordKind, RecordUpdate, RecordView } from '@academy/contracts/office-rules';
import { badRequest, RequestError } from '../validation/RequestError';
import { writeCsv } from '../lib/csv';
import { csvHeadings, csvRow } from './csvColumns';
import type { OfficeStore } from './officeStore';
import type { RecordFilters, RecordOrder, StaffFields } from './officeRecords';
import { readPaging } from './paging';
import { requireManager, unfiltered } from './roles';
import { hashedTerms } from './searchTerms';

// GET /office/{registrations,applications}[.csv] and PATCH /office/{…}/:number, for staff only.

const STATUSES: Record<OfficeRecordKind, readonly string[]> = {
  registrations: REGISTRATION_STATUSES,
  applications: APPLICATION_STATUSES,
};
const UPDATE_SCHEMA = { registrations: registrationUpdateSchema, applications: applicationUpdateSchema };
const BULK_SCHEMA = { registrations: registrationBulkSchema, applications: applicationBulkSchema };
const BOM = '\uFEFF';

/** The day it is in India at `at`, YYYY-MM-DD. */
const istDayOf = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const IST_OFFSET_MS = 330 * 60_000;

/** Who asks and when: what the desk's views are judged against. */
interface Asker {
  me: string;
  now: Date;
}

/** The Monday and Sunday of `day`'s week. */
function weekOf(day: string): { weekStart: string; weekEnd: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - sinceMonday * 86_400_000);
  return { weekStart: monday.toISOString().slice(0, 10), weekEnd: new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10) };
}

/** A desk view as the store reads it, judged at the asker's now in India. */
function viewAt(name: RecordView, asker: Asker): NonNullable<RecordFilters['view']> {
  const today = istDayOf(asker.now);
  return { name, me: asker.me, today, firstContactBy: new Date(asker.now.getTime() - FIRST_CONTACT_HOURS * 3_600_000), ...weekOf(today) };
}

function readFilters(kind: OfficeRecordKind, query: unknown, asker: Asker): RecordFilters {
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
  const view = text('view', 40);
  if (view !== undefined) {
    if (!(RECORD_VIEWS as readonly string[]).includes(view)) throw badRequest(`view must be one of ${RECORD_VIEWS.join(', ')}.`);
    filters.view = viewAt(view as RecordView, asker);
  }
  filters.from = text('from', 40);
  filters.to = text('to', 40);
  // A mistyped day (year 112026) or a From after To: a sentence beside the field, not an empty list.
  const problems = dayRangeProblems(filters.from, filters.to);
  const first = problems.from ?? problems.to;
  if (first !== undefined) throw new RequestError(400, first, { fields: problems });
  return filters;
}

/** The list's order (`sort`, `dir`), judged by the contract's schema; none is newest first. */
function readOrder(query: unknown): RecordOrder | undefined {
  const q = (query ?? {}) as Record<string, unknown>;
  const given = (name: string): unknown => (q[name] === '' ? undefined : q[name]);
  const read = recordOrderSchema.safeParse({ sort: given('sort'), dir: given('dir') });
  if (!read.success) throw badRequest(read.error.issues[0]?.path[0] === 'dir' ? DIRECTION_MESSAGE : SORT_MESSAGE);
  const { sort, dir } = read.data;
  if (sort === undefined) {
    if (dir !== undefined) throw badRequest(SORT_MESSAGE);
    return undefined;
  }
  return { sort, dir: dir ?? 'asc' };
}

/** The staff's fields of a record as read: what a write checks still holds. */
const staffFieldsOf = (record: { status: string; note: string; followUpOn?: string | null; owner?: string }): StaffFields => ({
  status: record.status,
  note: record.note,
  followUpOn: record.followUpOn ?? null,
  owner: record.owner ?? '',
});

/** A stored record's version (recordRows.ts gives each one) as an HTTP entity tag, strong. */
const etagOf = (version: string | undefined): string => `"${version ?? ''}"`;
/** Whether an If-Match (one tag, a list, or *) names `version`; a weak tag never matches (RFC 9110, 13.1.1). */
const matches = (ifMatch: string, version: string | undefined): boolean =>
  ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etagOf(version));

const PAGE = { registrations: registrationPageSchema, applications: applicationPageSchema };
const RECORD = { registrations: registrationRecordSchema, applications: applicationRecordSchema };
const REFUSALS = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const PATCH_REFUSALS = { ...REFUSALS, 412: errorResponseSchema, 428: errorResponseSchema };
const numberParams = z.object({ number: z.string() });
/** The list's filters and paging, judged in readFilters and readPaging. */
const listQuery = checkedByHandler(
  z.object({
    q: z.string().max(200).optional().describe('A number, an e-mail, a mobile number or part of a name'),
    course: z.string().max(100).optional(),
    status: z.string().max(40).optional(),
    view: z.enum(RECORD_VIEWS).optional().describe("mine, due-today, overdue (follow-ups, India's day) or not-contacted (new after 24 h)"),
    from: z.iso.date().optional().describe('First day received (India), YYYY-MM-DD'),
    to: z.iso.date().optional().describe('Last day received (India), YYYY-MM-DD'),
    sort: z.enum(RECORD_SORTS).optional().describe('The column to sort by; newest first without one. Ties go by number'),
    dir: z.enum(SORT_DIRECTIONS).optional().describe('asc (unless given) or desc; only with sort'),
    page: z.string().optional().describe('From 1'),
    limit: z.string().optional().describe('1 to 200, 50 unless given'),
  }),
);

export function registerRecordRoutes(
  app: FastifyInstance,
  office: OfficeStore,
  staffOnly: preValidationAsyncHookHandler,
  now: () => Date,
  auditHashKey: string,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The audit entries and the activity a change of the staff's fields leaves: one per field that changed. */
  const recordChanges = async (kind: OfficeRecordKind, number: string, update: RecordUpdate, before: StaffFields, actor: string) => {
    const at = now().toISOString();
    if (update.status !== undefined && update.status !== before.status) {
      await office.appendAudit({ at, actor, action: 'status', record: number, detail: `${before.status} → ${update.status}` });
      await office.appendActivity(kind, number, {
        at,
        author: actor,
        kind: 'status',
        outcome: null,
        text: '',
        payment: null,
        statusChange: { from: before.status, to: update.status },
      });
    }
    if (update.note !== undefined && update.note !== before.note) {
      await office.appendAudit({ at, actor, action: 'note', record: number, detail: update.note });
    }
    if (update.followUpOn !== undefined && update.followUpOn !== before.followUpOn) {
      await office.appendAudit({ at, actor, action: 'follow-up', record: number, detail: update.followUpOn ?? '' });
    }
    if (update.owner !== undefined && update.owner !== before.owner) {
      await office.appendAudit({ at, actor, action: 'owner', record: number, detail: update.owner });
    }
  };
  api.get(
    '/office/summary',
    {
      preValidation: staffOnly,
      schema: {
        summary: 'The counts the office opens on',
        tags: ['office'],
        response: { 200: officeSummarySchema, 401: errorResponseSchema },
      },
    },
    async (request): Promise<OfficeSummary> => {
      const asker = { me: request.staff?.email ?? '', now: now() };
      const today = istDayOf(asker.now);
      // Each count is the total of the list its link opens (docs: the office's home).
      const [newToday, notContacted, myFollowUpsDue, demosThisWeek, newApplications] = await Promise.all([
        office.countMatching('registrations', { from: today, to: today }),
        office.countMatching('registrations', { view: viewAt('not-contacted', asker) }),
        office.countMatching('registrations', { view: viewAt('my-due', asker) }),
        office.countMatching('registrations', { view: viewAt('demos-this-week', asker) }),
        office.countMatching('applications', { status: 'new' }),
      ]);
      return { newToday, notContacted, myFollowUpsDue, demosThisWeek, newApplications, today };
    },
  );
  /** The filters as the audit log keeps them: the search terms as their keyed hash (searchTerms.ts), the rest as sent. */
  const auditedFilters = ({ q, ...others }: RecordFilters): string =>
    [
      ...(q === undefined ? [] : [`q=${hashedTerms(auditHashKey, q)}`]),
      new URLSearchParams(
        Object.entries({ ...others, view: others.view?.name }).filter((e): e is [string, string] => e[1] !== undefined),
      ).toString(),
    ]
      .filter(Boolean)
      .join('&');
  for (const kind of ['registrations', 'applications'] as const) {
    const tags = ['office'];
    api.get(
      `/office/${kind}`,
      {
        preValidation: staffOnly,
        schema: {
          summary: `One page of the ${kind}, newest first`,
          tags,
          querystring: listQuery,
          response: { 200: PAGE[kind], ...REFUSALS },
        },
      },
      async (request) => {
        const filters = readFilters(kind, request.query, { me: request.staff?.email ?? '', now: now() });
        const order = readOrder(request.query);
        const { limit, offset } = readPaging(request.query);
        // A search is a look at someone's data: it is logged, its terms as their keyed hash only.
        if (filters.q !== undefined) {
          await office.appendAudit({
            at: now().toISOString(),
            actor: request.staff?.email ?? '',
            action: 'search',
            record: kind,
            detail: auditedFilters(filters),
          });
        }
        // The records are the kind's (listRecords reads `kind`'s table).
        return (await office.listRecords(kind, filters, limit, offset, order)) as RegistrationPage | ApplicationPage;
      },
    );

    api.get(
      `/office/${kind}/:number`,
      {
        preValidation: staffOnly,
        schema: {
          summary: `One of the ${kind}, with its e-mails`,
          tags,
          params: numberParams,
          response: { 200: RECORD[kind], ...REFUSALS },
        },
      },
      async (request, reply) => {
        const { number } = request.params;
        const row = await office.findRecord(kind, number);
        if (!row) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
        void reply.header('etag', etagOf(row.version)).header('cache-control', 'no-store');
        return row;
      },
    );

    api.patch(
      `/office/${kind}/:number`,
      {
        preValidation: staffOnly,
        schema: {
          summary: "Set the staff's status and/or note",
          tags,
          params: numberParams,
          body: UPDATE_SCHEMA[kind] as typeof registrationUpdateSchema,
          headers: z.object({
            'if-match': z
              .string()
              .optional()
              .describe('The ETag of the record as read; required (428 without it, 412 when the record changed since)'),
          }),
          response: { 200: RECORD[kind], ...PATCH_REFUSALS },
        },
      },
      async (request, reply) => {
        const { number } = request.params;
        const update = request.body;
        const before = await office.findRecord(kind, number);
        if (!before) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
        const ifMatch = request.headers['if-match'];
        if (ifMatch === undefined || ifMatch.trim() === '') throw new RequestError(428, VERSION_REQUIRED_MESSAGE);
        const changedSince = () => {
          void reply.header('etag', etagOf(before.version));
          return new RequestError(412, RECORD_CHANGED_MESSAGE);
        };
        if (!matches(ifMatch, before.version)) throw changedSince();
        if (update.owner && !(await office.isStaff(update.owner))) {
          throw new RequestError(400, OWNER_UNKNOWN_MESSAGE, { fields: { owner: OWNER_UNKNOWN_MESSAGE } });
        }
        const row = await office.updateRecord(kind, number, update, staffFieldsOf(before));
        if (!row) throw changedSince();
        void reply.header('etag', etagOf(row.version));
        await recordChanges(kind, number, update, staffFieldsOf(before), request.staff?.email ?? '');
        return row;
      },
    );

    api.post(
      `/office/${kind}/bulk`,
      {
        preValidation: staffOnly,
        schema: {
          summary: `Set one status and/or owner on many ${kind}, each only while it is at the version the list showed`,
          tags,
          body: BULK_SCHEMA[kind] as typeof registrationBulkSchema,
          response: { 200: bulkResultSchema, ...REFUSALS },
        },
      },
      async (request): Promise<BulkResult> => {
        const { records, ...change } = request.body;
        if (change.owner && !(await office.isStaff(change.owner))) {
          throw new RequestError(400, OWNER_UNKNOWN_MESSAGE, { fields: { owner: OWNER_UNKNOWN_MESSAGE } });
        }
        const result: BulkResult = { changed: [], changedSince: [], notFound: [] };
        const actor = request.staff?.email ?? '';
        // One record at a time, each as its own PATCH would be: checked at its version, written
        // only while its fields still hold what that version held, then audited.
        for (const { number, version } of new Map(records.map((record) => [record.number, record])).values()) {
          const before = await office.findRecord(kind, number);
          if (!before) {
            result.notFound.push(number);
            continue;
          }
          const row =
            before.version === version.replace(/^"|"$/g, '')
              ? await office.updateRecord(kind, number, change, staffFieldsOf(before))
              : null;
          if (!row) {
            result.changedSince.push(number);
            continue;
          }
          await recordChanges(kind, number, change, staffFieldsOf(before), actor);
          result.changed.push(number);
        }
        return result;
      },
    );

    api.get(
      `/office/${kind}.csv`,
      {
        preValidation: staffOnly,
        schema: {
          summary: `The filtered ${kind} as CSV`,
          tags,
          querystring: listQuery,
          produces: ['text/csv'],
          response: { 200: csvText, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const filters = readFilters(kind, request.query, { me: request.staff?.email ?? '', now: now() });
        const order = readOrder(request.query);
        if (unfiltered(filters)) requireManager(request, 'exportAll');
        await office.appendAudit({
          at: now().toISOString(),
          actor: request.staff?.email ?? '',
          action: 'export',
          record: kind,
          detail: auditedFilters(filters),
        });
        async function* lines(): AsyncGenerator<string> {
          yield BOM + writeCsv([csvHeadings(kind)]);
          for await (const batch of office.streamRecords(kind, filters, undefined, order)) {
            yield writeCsv(batch.map((record) => csvRow(kind, record)));
          }
        }
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${kind}.csv"`)
            .header('cache-control', 'no-store')
            // A stream of CSV text (the schema describes it for the API's description).
            .send(Readable.from(lines()) as unknown as string)
        );
      },
    );
  }
}
