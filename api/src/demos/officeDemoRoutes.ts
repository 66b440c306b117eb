import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OFFICE_DEMO_PATHS,
  RECORD_CHANGED_MESSAGE,
  VERSION_REQUIRED_MESSAGE,
  demoUpdateSchema,
  funnelSchema,
  officeDemoListSchema,
  officeDemoSchema,
} from '@academy/contracts/office-rules';
import type { FunnelRow } from '@academy/contracts/office-rules';
import { COURSE_OPTIONS } from '@academy/contracts/rules';
import { errorResponseSchema, isoDaySchema } from '@academy/contracts/records';
import { csvText } from '../http/routeSchemas';
import { writeCsv } from '../lib/csv';
import { requireManager } from '../office/roles';
import { RequestError } from '../validation/RequestError';
import { bookedEmails } from './demoEmails';
import { demoToken } from './demoToken';
import type { ChangeOutcome } from './officeDemos';
import { istDay } from '@academy/contracts/time';
import { addDays, istDayRange } from './ruleExpansion';
import type { DemosOptions } from './demosPlugin';
import { OFFICE_REFUSALS, auditWith } from './officeAnswers';

// The desk's demo calendar (a week by default, of one teacher or all), its changes (mark
// attended or no-show, move, cancel on the parent's behalf; each at the version read, If-Match,
// and audited) and the funnel from registration to payment, with its CSV for a manager.

const idParams = z.object({ id: z.coerce.number('There is no such demo.').int().positive() });
const etagOf = (version: string | number): string => `"${version}"`;
const versionIn = (ifMatch: string): number | null => {
  const match = /^\s*"(\d+)"\s*$/.exec(ifMatch);
  return match ? Number(match[1]) : null;
};

const REFUSED: Partial<Record<Exclude<ChangeOutcome, object>, [RequestError['status'], string]>> = {
  'not-found': [404, 'There is no such demo.'],
  cancelled: [409, 'This demo is cancelled. The parent can book again from their link.'],
  attended: [409, 'This demo took place, so it cannot be moved.'],
  erased: [410, "This registration's details were erased."],
  'no-slot': [409, 'There is no such slot.'],
  'other-course': [400, 'That slot is for another course.'],
  full: [409, 'That slot is full, cancelled or past. Choose another.'],
};

export function registerOfficeDemoRoutes(app: FastifyInstance, options: DemosOptions): void {
  const { store, now, staffOnly, linkSecret, messages } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  const refusals = OFFICE_REFUSALS;
  const audit = auditWith(store, now);

  api.get(
    OFFICE_DEMO_PATHS.demos,
    {
      preValidation: staffOnly,
      schema: {
        summary: "Booked demos whose slot starts in the days (India's; this week by default), of one teacher or all",
        tags,
        querystring: z.object({ from: isoDaySchema.optional(), to: isoDaySchema.optional(), teacher: z.string().optional() }),
        response: { 200: officeDemoListSchema, ...refusals },
      },
    },
    async (request) => {
      const today = istDay(now());
      const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      const from = request.query.from ?? monday;
      const to = request.query.to ?? addDays(from, 6);
      if (from > to) throw new RequestError(400, 'The first day must be on or before the last.');
      return { demos: await store.demos.listDemos(istDayRange(from).start, istDayRange(to).end, request.query.teacher || undefined) };
    },
  );

  api.patch(
    `${OFFICE_DEMO_PATHS.demos}/:id`,
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Mark a demo attended, no-show or cancelled, or move it to another slot (If-Match)',
        tags,
        params: idParams,
        body: demoUpdateSchema,
        headers: z.object({
          'if-match': z.string().optional().describe("The demo's ETag as read; 428 without it, 412 when it changed since"),
        }),
        response: { 200: officeDemoSchema, ...refusals, 410: errorResponseSchema, 412: errorResponseSchema, 428: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const at = now();
      const { id } = request.params;
      const ifMatch = request.headers['if-match'];
      if (ifMatch === undefined || ifMatch.trim() === '') throw new RequestError(428, VERSION_REQUIRED_MESSAGE);
      const version = versionIn(ifMatch);
      const update = request.body;
      const outcome = await store.demos.changeDemo(
        id,
        version ?? -1,
        update.slotId === undefined
          ? { mark: update.status ?? 'attended' }
          : {
              slotId: update.slotId,
              mail: (context) => bookedEmails({ ...context, token: demoToken(linkSecret, context.registrationNumber) }, messages, at, true),
            },
        at,
      );
      if (outcome === 'changed-since') {
        const current = await store.demos.findDemo(id);
        if (current) void reply.header('etag', etagOf(current.version));
        throw new RequestError(412, RECORD_CHANGED_MESSAGE);
      }
      if (typeof outcome === 'string') {
        const [status, message] = REFUSED[outcome] ?? [409, 'This demo cannot be changed.'];
        throw new RequestError(status, message);
      }
      const { changed, before } = outcome;
      const action = update.slotId === undefined ? `demo-${update.status}` : 'demo-moved';
      const detail =
        update.slotId === undefined
          ? `booking ${id}: ${before.status} → ${changed.status}`
          : `booking ${id}: ${before.startsAt} → ${changed.startsAt}`;
      await audit(request, action, changed.registrationNumber, detail, at);
      const row = await store.demos.officeDemo(id);
      if (!row) throw new RequestError(404, 'There is no such demo.');
      void reply.header('etag', etagOf(changed.version));
      return row;
    },
  );

  const funnelQuery = z.object({
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    course: z.enum(COURSE_OPTIONS, `Choose one of: ${COURSE_OPTIONS.join(', ')}.`).optional(),
  });
  const funnelOf = async (query: z.infer<typeof funnelQuery>) => {
    const to = query.to ?? istDay(now());
    const from = query.from ?? addDays(to, -7 * 12 + 1);
    if (from > to) throw new RequestError(400, 'The first day must be on or before the last.');
    return { from, to, rows: await store.demos.funnel({ from, to, ...(query.course ? { course: query.course } : {}) }) };
  };

  api.get(
    OFFICE_DEMO_PATHS.funnel,
    {
      preValidation: staffOnly,
      schema: {
        summary: 'Registrations → demo booked → attended → paid, per ISO week and course (the last 12 weeks by default)',
        tags,
        querystring: funnelQuery,
        response: { 200: funnelSchema, ...refusals },
      },
    },
    async (request) => funnelOf(request.query),
  );

  api.get(
    `${OFFICE_DEMO_PATHS.funnel}.csv`,
    {
      preValidation: staffOnly,
      schema: {
        summary: 'The funnel as CSV (a manager)',
        tags,
        querystring: funnelQuery,
        produces: ['text/csv'],
        response: { 200: csvText, ...refusals },
      },
    },
    async (request, reply) => {
      requireManager(request, 'exportFunnel');
      const { from, to, rows } = await funnelOf(request.query);
      await audit(request, 'export', 'funnel', `from=${from} to=${to}${request.query.course ? ` course=${request.query.course}` : ''}`);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="funnel-${from}-${to}.csv"`)
        .send(`\uFEFF${writeCsv([FUNNEL_HEADINGS, ...rows.map(funnelCells)])}`);
    },
  );
}

const FUNNEL_HEADINGS = [
  'Week',
  'Week starts',
  'Course',
  'Registrations',
  'Demo booked',
  'Attended',
  'Paid',
  'Booked rate',
  'Attended rate',
  'Paid rate',
  'Median days to book',
  'Median days to attend',
  'Median days to pay',
];
const percent = (rate: number | null): string => (rate === null ? '' : `${Math.round(rate * 1000) / 10}%`);
const days = (value: number | null): string => (value === null ? '' : String(value));
const funnelCells = (row: FunnelRow): string[] => [
  row.week,
  row.weekStart.split('-').reverse().join('/'),
  row.course,
  String(row.registrations),
  String(row.demoBooked),
  String(row.attended),
  String(row.paid),
  percent(row.bookedRate),
  percent(row.attendedRate),
  percent(row.paidRate),
  days(row.medianDaysToBook),
  days(row.medianDaysToAttend),
  days(row.medianDaysToPay),
];
