import type { OfficeRecordKind, RecordUpdate } from '@academy/contracts/office-rules';
import { apiUrl, officeApi } from '../../../lib/officeApi';

// One function per office call of the registrations and applications.

/** A row: the sheet's fields by column name, then `status` and `note`. */
export type OfficeRow = Record<string, string>;

export interface RecordFilters {
  q: string;
  course: string;
  status: string;
  from: string;
  to: string;
}

export const PAGE_SIZE = 25;

const query = (filters: RecordFilters, extra: Record<string, string> = {}): string =>
  new URLSearchParams(Object.entries({ ...filters, ...extra }).filter(([, value]) => value !== '')).toString();

export async function listRecords(kind: OfficeRecordKind, filters: RecordFilters, page: number): Promise<{ rows: OfficeRow[]; total: number }> {
  const response = await officeApi.get<{ rows: OfficeRow[]; total: number }>(
    `/office/${kind}?${query(filters, { page: String(page), limit: String(PAGE_SIZE) })}`,
  );
  return response.data;
}

export async function getRecord(kind: OfficeRecordKind, number: string): Promise<OfficeRow> {
  return (await officeApi.get<OfficeRow>(`/office/${kind}/${encodeURIComponent(number)}`)).data;
}

export async function updateRecord(kind: OfficeRecordKind, number: string, update: RecordUpdate): Promise<OfficeRow> {
  return (await officeApi.patch<OfficeRow>(`/office/${kind}/${encodeURIComponent(number)}`, update)).data;
}

/** The CSV of the filtered rows: a link the browser downloads with the session cookie. */
export const csvUrl = (kind: OfficeRecordKind, filters: RecordFilters): string => {
  const search = query(filters);
  return apiUrl(`/office/${kind}.csv${search ? `?${search}` : ''}`);
};

/** Corrects personal fields (only those given); the server answers the row. */
export async function correctRecord(kind: OfficeRecordKind, number: string, fields: Record<string, string>): Promise<OfficeRow> {
  return (await officeApi.post<OfficeRow>(`/office/${kind}/${encodeURIComponent(number)}/correct`, fields)).data;
}

/** Erases a record's personal data, with the reason for the audit log. */
export async function eraseRecord(kind: OfficeRecordKind, number: string, reason: string): Promise<OfficeRow> {
  return (await officeApi.post<OfficeRow>(`/office/${kind}/${encodeURIComponent(number)}/erase`, { reason })).data;
}

/** Everything held about one e-mail address, as the JSON text of the file to hand over. */
export async function subjectData(email: string): Promise<string> {
  const response = await officeApi.get<unknown>(`/office/subject?${new URLSearchParams({ email }).toString()}`);
  return JSON.stringify(response.data, null, 2);
}
