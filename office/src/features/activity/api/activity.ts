import { activityEntrySchema, activityListSchema } from '@academy/contracts/records';
import type { ActivityEntry } from '@academy/contracts/records';
import type { ActivityInput, OfficeRecordKind } from '@academy/contracts/office-rules';
import { officeApi } from '../../../lib/officeApi';

// A record's activity: read it (newest first) and log a call, a WhatsApp message, an e-mail or a note.

const activityPath = (kind: OfficeRecordKind, number: string) => `/office/${kind}/${encodeURIComponent(number)}/activity`;

export async function listActivity(kind: OfficeRecordKind, number: string): Promise<ActivityEntry[]> {
  return activityListSchema.parse((await officeApi.get<unknown>(activityPath(kind, number))).data).entries;
}

export async function logActivity(kind: OfficeRecordKind, number: string, entry: ActivityInput): Promise<ActivityEntry> {
  return activityEntrySchema.parse((await officeApi.post<unknown>(activityPath(kind, number), entry)).data);
}
