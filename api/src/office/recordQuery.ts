import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema, istDay } from '@academy/contracts/records';
import { checkedByHandler } from '../http/routeSchemas';
import {
  APPLICATION_STATUSES,
  DIRECTION_MESSAGE,
  FIRST_CONTACT_HOURS,
  RECORD_SORTS,
  RECORD_VIEWS,
  DEMO_RECORD_VIEWS,
  REGISTRATION_STATUSES,
  SORT_DIRECTIONS,
  SORT_MESSAGE,
  dayRangeProblems,
  recordOrderSchema,
} from '@academy/contracts/office-rules';
import type { DemoRecordView, OfficeRecordKind, RecordView } from '@academy/contracts/office-rules';
import { badRequest, RequestError } from '../validation/RequestError';
import type { RecordFilters, RecordOrder } from './officeRecords';
import type { OfficeStore } from './officeStore';
import { hashedTerms } from './searchTerms';

// A record list's query (filters, desk views judged at the asker's now in India, order), as the
// list, its CSV export and the office's home counts read it.

const STATUSES: Record<OfficeRecordKind, readonly string[]> = {
  registrations: REGISTRATION_STATUSES,
  applications: APPLICATION_STATUSES,
};

/** Who asks and when: what the desk's views are judged against. */
export interface Asker {
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
export function viewAt(name: RecordView | DemoRecordView, asker: Asker): NonNullable<RecordFilters['view']> {
  const today = istDay(asker.now);
  return { name, me: asker.me, today, firstContactBy: new Date(asker.now.getTime() - FIRST_CONTACT_HOURS * 3_600_000), ...weekOf(today) };
}

/** The desk's views and the demo's (needs a slot, no-show, attended and not yet paid: demos/demoViews.ts). */
const ALL_VIEWS = [...RECORD_VIEWS, ...DEMO_RECORD_VIEWS] as const;

export function readFilters(kind: OfficeRecordKind, query: unknown, asker: Asker): RecordFilters {
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
    if (!(ALL_VIEWS as readonly string[]).includes(view)) throw badRequest(`view must be one of ${ALL_VIEWS.join(', ')}.`);
    filters.view = viewAt(view as RecordView | DemoRecordView, asker);
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
export function readOrder(query: unknown): RecordOrder | undefined {
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

/** The list's filters and paging, judged in readFilters and readPaging. */
export const listQuery = checkedByHandler(
  z.object({
    q: z.string().max(200).optional().describe('A number, an e-mail, a mobile number or part of a name'),
    course: z.string().max(100).optional(),
    status: z.string().max(40).optional(),
    view: z.enum(ALL_VIEWS).optional().describe("mine, due-today, overdue (follow-ups, India's day) or not-contacted (new after 24 h)"),
    from: z.iso.date().optional().describe('First day received (India), YYYY-MM-DD'),
    to: z.iso.date().optional().describe('Last day received (India), YYYY-MM-DD'),
    sort: z.enum(RECORD_SORTS).optional().describe('The column to sort by; newest first without one. Ties go by number'),
    dir: z.enum(SORT_DIRECTIONS).optional().describe('asc (unless given) or desc; only with sort'),
    page: z.string().optional().describe('From 1'),
    limit: z.string().optional().describe('1 to 200, 50 unless given'),
  }),
);

/** The filters as the audit log keeps them: the search terms as their keyed hash (searchTerms.ts), the rest as sent. */
const auditedFilters = (auditHashKey: string, { q, ...others }: RecordFilters): string =>
  [
    ...(q === undefined ? [] : [`q=${hashedTerms(auditHashKey, q)}`]),
    new URLSearchParams(
      Object.entries({ ...others, view: others.view?.name }).filter((e): e is [string, string] => e[1] !== undefined),
    ).toString(),
  ]
    .filter(Boolean)
    .join('&');

/** The refusals a record route may answer, for the API's description. */
export const REFUSALS = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** A look at a list (a search or an export) in the audit log: who, when, and the filters with the terms hashed. */
export async function auditListRead(
  office: OfficeStore,
  request: FastifyRequest,
  action: 'search' | 'export',
  kind: OfficeRecordKind,
  filters: RecordFilters,
  at: Date,
  auditHashKey: string,
): Promise<void> {
  await office.appendAudit({
    at: at.toISOString(),
    actor: request.staff?.email ?? '',
    action,
    record: kind,
    detail: auditedFilters(auditHashKey, filters),
  });
}
