import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@academy/contracts/records';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { QueryRunner } from '../store/queryRunner';
import { RequestError } from '../validation/RequestError';
import type { OfficeStore } from './officeStore';
import type { RecordFilters } from './officeRecords';
import { managerOnly } from './roles';

// How many records a desk account may export at once (issue #47). The old rule asked only that
// a filter be present, so a match-all filter (`q=@`, `from=1970-01-01`) exported a whole list.
// Now a desk export is judged by the number of rows it would return, against a limit a manager
// sets (500 unless set); managers export any list. The limit is kept in office_settings
// (migration 16).

export const DEFAULT_DESK_EXPORT_LIMIT = 500;
const SETTING = 'desk_export_limit';
const limitSchema = z.object({ limit: z.number().int().min(1).max(1_000_000) });

/** The sentence of a desk export over the limit. */
export const deskExportRefusal = (limit: number, rows: number): string =>
  `A desk account can export at most ${limit} records at once, and this list has ${rows}. ` +
  'Narrow it with a filter (a search, status, course or dates), or ask a manager.';

export interface ExportLimits {
  deskExportLimit(): Promise<number>;
  setDeskExportLimit(limit: number): Promise<void>;
}

export function createExportLimits(db: QueryRunner): ExportLimits {
  return {
    deskExportLimit: async () => {
      const [row] = await db.all<{ value: string }>('SELECT value FROM office_settings WHERE name = ?', [SETTING]);
      const stored = Number(row?.value);
      return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_DESK_EXPORT_LIMIT;
    },
    setDeskExportLimit: async (limit) => {
      await db.run('INSERT INTO office_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [
        SETTING,
        String(limit),
      ]);
    },
  };
}

/** Refuses (403, a sentence with both numbers) a desk account's export that would return more rows than the limit. */
export async function checkDeskExport(office: OfficeStore, request: FastifyRequest, kind: OfficeRecordKind, filters: RecordFilters) {
  if (request.staff?.role === 'manager') return;
  const [limit, rows] = await Promise.all([office.deskExportLimit(), office.countMatching(kind, filters)]);
  if (rows > limit) throw new RequestError(403, deskExportRefusal(limit, rows));
}

/** GET (any staff) and PUT (managers) /office/settings/desk-export-limit. */
export function registerExportLimitRoutes(
  app: FastifyInstance,
  options: { office: OfficeStore; staffOnly: preValidationAsyncHookHandler; now: () => Date },
): void {
  const { office, staffOnly, now } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = '/office/settings/desk-export-limit';
  api.get(
    path,
    {
      preValidation: staffOnly,
      schema: {
        summary: 'How many records a desk account may export at once',
        tags: ['office'],
        response: { 200: limitSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ limit: await office.deskExportLimit() }),
  );
  api.put(
    path,
    {
      preValidation: [staffOnly, managerOnly('setExportLimit')],
      schema: {
        summary: 'Set how many records a desk account may export at once',
        tags: ['office'],
        body: limitSchema,
        response: { 200: limitSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { limit } = request.body;
      await office.setDeskExportLimit(limit);
      await office.appendAudit({
        at: now().toISOString(),
        actor: request.staff?.email ?? '',
        action: 'export-limit',
        record: '-',
        detail: String(limit),
      });
      return { limit };
    },
  );
}
