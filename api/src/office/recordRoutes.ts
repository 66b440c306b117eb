import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationPageSchema,
  applicationRecordSchema,
  bulkResultSchema,
  errorResponseSchema,
  registrationPageSchema,
  registrationRecordSchema,
} from '@academy/contracts/records';
import type { ApplicationPage, BulkResult, RegistrationPage } from '@academy/contracts/records';
import {
  OWNER_UNKNOWN_MESSAGE,
  applicationBulkSchema,
  applicationUpdateSchema,
  registrationBulkSchema,
  registrationUpdateSchema,
} from '@academy/contracts/office-rules';
import type { OfficeRecordKind, RecordUpdate } from '@academy/contracts/office-rules';
import { RequestError } from '../validation/RequestError';
import type { OfficeStore } from './officeStore';
import type { StaffFields } from './officeRecords';
import { readPaging } from './paging';
import { changedSince, etagOf, requireVersion } from './recordVersions';
import { REFUSALS, auditListRead, listQuery, readFilters, readOrder } from './recordQuery';

// GET /office/{registrations,applications} and /:number, PATCH /:number and POST /bulk, for staff
// only. The home's counts and the CSV export are recordSummaryRoutes.ts.

const UPDATE_SCHEMA = { registrations: registrationUpdateSchema, applications: applicationUpdateSchema };
const BULK_SCHEMA = { registrations: registrationBulkSchema, applications: applicationBulkSchema };

/** The staff's fields of a record as read: what a write checks still holds. */
const staffFieldsOf = (record: { status: string; note: string; followUpOn?: string | null; owner?: string }): StaffFields => ({
  status: record.status,
  note: record.note,
  followUpOn: record.followUpOn ?? null,
  owner: record.owner ?? '',
});

const PAGE = { registrations: registrationPageSchema, applications: applicationPageSchema };
const RECORD = { registrations: registrationRecordSchema, applications: applicationRecordSchema };
const PATCH_REFUSALS = { ...REFUSALS, 412: errorResponseSchema, 428: errorResponseSchema };
const numberParams = z.object({ number: z.string() });
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
          await auditListRead(office, request, 'search', kind, filters, now(), auditHashKey);
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
              .describe('The ETag of the record as read; required (428 without it or with *, 412 when the record changed since)'),
          }),
          response: { 200: RECORD[kind], ...PATCH_REFUSALS },
        },
      },
      async (request, reply) => {
        const { number } = request.params;
        const update = request.body;
        const before = await office.findRecord(kind, number);
        if (!before) throw new RequestError(404, `There is no ${kind === 'registrations' ? 'registration' : 'application'} ${number}.`);
        requireVersion(reply, request.headers['if-match'], before.version);
        if (update.owner && !(await office.isStaff(update.owner))) {
          throw new RequestError(400, OWNER_UNKNOWN_MESSAGE, { fields: { owner: OWNER_UNKNOWN_MESSAGE } });
        }
        const row = await office.updateRecord(kind, number, update, staffFieldsOf(before));
        if (!row) throw changedSince(reply, before.version);
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
  }
}
