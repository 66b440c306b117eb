import type { OfficeRecordKind, RecordUpdate } from '@academy/shared/office-rules';
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
