import { officeApi } from '../../../lib/officeApi';

export interface AuditRow {
  at: string;
  actor: string;
  action: string;
  record: string;
  detail: string;
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(page: number): Promise<{ rows: AuditRow[]; total: number }> {
  return (await officeApi.get<{ rows: AuditRow[]; total: number }>(`/office/audit?page=${page}&limit=${AUDIT_PAGE_SIZE}`)).data;
}
