import { RETENTION_DEFAULTS } from '@academy/contracts/rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { IST_OFFSET_MINUTES } from '@academy/contracts/time';
import type { Store } from '../store/Store';
import { RECLAIM_FAILED_MESSAGE } from '../office/personalData';

// Retention: the personal data of a registration older than RETENTION_MONTHS (36 by default)
// whose child did not enrol, and of an application older than APPLICANT_RETENTION_MONTHS (12),
// is erased as staff erase it (api/src/office/personalData.ts), with the reason in the audit log.
// A record already erased is not erased or counted again. The privacy notice states the defaults.

export interface RetentionMonths {
  registrations: number;
  applications: number;
}

/** The months from the environment, each a whole number of at least 1, or the defaults. */
export function retentionMonths(env: NodeJS.ProcessEnv): RetentionMonths {
  const read = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1)
      throw new Error(`${name} must be a whole number of months, at least 1 (it is "${raw}").`);
    return Number(raw);
  };
  return {
    registrations: read('RETENTION_MONTHS', RETENTION_DEFAULTS.registrationMonths),
    applications: read('APPLICANT_RETENTION_MONTHS', RETENTION_DEFAULTS.applicationMonths),
  };
}

/** The academy's day (IST) `months` before `now`, as YYYY-MM-DD; the 31st falls back to a shorter month's last day. */
export function monthsBefore(now: Date, months: number): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(ist.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

export type PurgeReport = Record<OfficeRecordKind, string[]>;

/**
 * Erases every record past its retention; answers the numbers erased. Reclaiming their space
 * afterwards may fail without failing the purge: `warn` is told, and the report still comes.
 */
export async function purgeExpired(
  store: Store,
  now: Date,
  months: RetentionMonths,
  warn: (message: string) => void = (message) => console.error(message),
): Promise<PurgeReport> {
  const at = now.toISOString();
  const report: PurgeReport = { registrations: [], applications: [] };
  for (const kind of ['registrations', 'applications'] as const) {
    const limit = months[kind];
    const reason =
      kind === 'registrations'
        ? `Retention: registered more than ${limit} months ago and not enrolled.`
        : `Retention: applied more than ${limit} months ago.`;
    for (const number of await store.office.expiredRecords(kind, monthsBefore(now, limit))) {
      if (await store.office.eraseRecord(kind, number, { at, actor: 'retention', reason })) report[kind].push(number);
    }
  }
  if (report.registrations.length + report.applications.length > 0) {
    await store.office
      .compact()
      .catch((error: unknown) => warn(`${RECLAIM_FAILED_MESSAGE}: ${error instanceof Error ? error.message : String(error)}`));
  }
  return report;
}
