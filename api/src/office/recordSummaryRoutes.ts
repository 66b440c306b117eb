import { Readable } from 'node:stream';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, istDay, officeSummarySchema } from '@academy/contracts/records';
import type { OfficeSummary } from '@academy/contracts/records';
import { csvText } from '../http/routeSchemas';
import { writeCsv } from '../lib/csv';
import { csvHeadings, csvRow } from './csvColumns';
import type { OfficeStore } from './officeStore';
import { REFUSALS, auditListRead, listQuery, readFilters, readOrder, viewAt } from './recordQuery';
import { checkDeskExport } from './exportLimit';

// What the office reads of the records in bulk: the counts its home opens on, and a list as CSV.

const BOM = '\uFEFF';

export function registerRecordSummaryRoutes(
  app: FastifyInstance,
  office: OfficeStore,
  staffOnly: preValidationAsyncHookHandler,
  now: () => Date,
  auditHashKey: string,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
      const today = istDay(asker.now);
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
  for (const kind of ['registrations', 'applications'] as const) {
    api.get(
      `/office/${kind}.csv`,
      {
        preValidation: staffOnly,
        schema: {
          summary: `The filtered ${kind} as CSV`,
          tags: ['office'],
          querystring: listQuery,
          produces: ['text/csv'],
          response: { 200: csvText, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const filters = readFilters(kind, request.query, { me: request.staff?.email ?? '', now: now() });
        const order = readOrder(request.query);
        await checkDeskExport(office, request, kind, filters);
        await auditListRead(office, request, 'export', kind, filters, now(), auditHashKey);
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
