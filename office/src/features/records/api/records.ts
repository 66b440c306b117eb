import {
  applicationPageSchema,
  applicationRecordSchema,
  bulkResultSchema,
  registrationPageSchema,
  registrationRecordSchema,
} from '@academy/contracts/records';
import type { ApplicationRecord, BulkResult, RegistrationRecord } from '@academy/contracts/records';
import type { BulkChange, OfficeRecordKind, RecordUpdate } from '@academy/contracts/office-rules';
import { orderParams } from '../lib/listOrder';
import type { ListOrder } from '../lib/listOrder';
import { apiUrl, officeApi } from '../../../lib/officeApi';

// One function per office call of the registrations and applications. Every answer is read with
// its contract's schema, so the pages work with typed records, never with what merely came back.

/** A registration or an application, as the office's calls answer it. */
export type OfficeRecord = RegistrationRecord | ApplicationRecord;

export interface RecordFilters {
  q: string;
  /** A desk view (RECORD_VIEWS), '' for every record. */
  view: string;
  course: string;
  status: string;
  from: string;
  to: string;
}

/** A page of a list: two screens of one-line rows on a desktop. */
export const PAGE_SIZE = 50;

const PAGE_SCHEMA = { registrations: registrationPageSchema, applications: applicationPageSchema };
const RECORD_SCHEMA = { registrations: registrationRecordSchema, applications: applicationRecordSchema };

/** A record's number: what names it in the URL, the audit log and every message. */
export const recordNumber = (record: OfficeRecord): string =>
  'registrationNumber' in record ? record.registrationNumber : record.applicationNumber;

const query = (filters: RecordFilters, extra: Record<string, string> = {}): string =>
  new URLSearchParams(Object.entries({ ...filters, ...extra }).filter(([, value]) => value !== '')).toString();

const recordPath = (kind: OfficeRecordKind, number: string) => `/office/${kind}/${encodeURIComponent(number)}`;
const readRecord = (kind: OfficeRecordKind, data: unknown): OfficeRecord => RECORD_SCHEMA[kind].parse(data);

export async function listRecords(
  kind: OfficeRecordKind,
  filters: RecordFilters,
  page: number,
  order: ListOrder,
): Promise<{ records: OfficeRecord[]; total: number }> {
  const paged = { ...orderParams(order), page: String(page), limit: String(PAGE_SIZE) };
  const response = await officeApi.get<unknown>(`/office/${kind}?${query(filters, paged)}`);
  return PAGE_SCHEMA[kind].parse(response.data);
}

export async function getRecord(kind: OfficeRecordKind, number: string): Promise<OfficeRecord> {
  return readRecord(kind, (await officeApi.get<unknown>(recordPath(kind, number))).data);
}

/**
 * Saves the staff's fields of the record read at `version` (sent as If-Match): answered 412 when
 * someone changed the record since, and nothing is saved.
 */
export async function updateRecord(
  kind: OfficeRecordKind,
  number: string,
  update: RecordUpdate,
  version: string | undefined,
): Promise<OfficeRecord> {
  const headers = { 'If-Match': `"${version ?? ''}"` };
  return readRecord(kind, (await officeApi.patch<unknown>(recordPath(kind, number), update, { headers })).data);
}

/**
 * One status and/or owner for many records, each sent with the version its row showed: the answer
 * names those changed and those someone changed since, which are left as they are.
 */
export async function bulkChange(kind: OfficeRecordKind, change: BulkChange): Promise<BulkResult> {
  return bulkResultSchema.parse((await officeApi.post<unknown>(`/office/${kind}/bulk`, change)).data);
}

/** The CSV of the filtered records in the list's order: a link the browser downloads with the session cookie. */
export const csvUrl = (kind: OfficeRecordKind, filters: RecordFilters, order: ListOrder): string => {
  const search = query(filters, orderParams(order));
  return apiUrl(`/office/${kind}.csv${search ? `?${search}` : ''}`);
};

/**
 * Corrects personal fields (only those given) of the record read at `version` (sent as If-Match):
 * answered 412 when someone changed the record since, and nothing is saved.
 */
export async function correctRecord(
  kind: OfficeRecordKind,
  number: string,
  fields: Record<string, string>,
  version: string | undefined,
): Promise<OfficeRecord> {
  const headers = { 'If-Match': `"${version ?? ''}"` };
  return readRecord(kind, (await officeApi.post<unknown>(`${recordPath(kind, number)}/correct`, fields, { headers })).data);
}

/** Erases a record's personal data, with the reason for the audit log. */
export async function eraseRecord(kind: OfficeRecordKind, number: string, reason: string): Promise<OfficeRecord> {
  return readRecord(kind, (await officeApi.post<unknown>(`${recordPath(kind, number)}/erase`, { reason })).data);
}

/** An access request's two files: everything held, and the same in plain words. */
export interface SubjectFiles {
  /** The text of personal-data.json. */
  json: string;
  /** The text of personal-data.txt: the API's summary, read from the same answer. */
  summary: string;
}

/** Everything held about one e-mail address, as the files to hand over. */
export async function subjectData(email: string): Promise<SubjectFiles> {
  const response = await officeApi.get<unknown>(`/office/subject?${new URLSearchParams({ email }).toString()}`);
  const { summary } = response.data as { summary?: unknown };
  return { json: JSON.stringify(response.data, null, 2), summary: typeof summary === 'string' ? summary : '' };
}
