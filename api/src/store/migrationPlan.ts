import type { Migration } from './migrations';

// What the stores' migrate steps share: each step's name for the log and `migrate status`, and
// the refusal of a database a newer build has migrated (its tables may differ in ways this code
// does not know, so it must not serve from them).

/** The names of the released steps; a later step may carry its own `name` instead. */
const NAMES: Record<number, string> = {
  1: 'first tables: counters, registrations, applicants, content, outbox',
  2: 'the office: staff, sessions, sign-in failures, audit',
  3: 'idempotency keys',
  4: 'consent to the privacy notice',
  5: 'erasure of personal data',
  6: 'typed records',
  7: 'staff roles and two-factor sign-in',
  8: 'erased keys',
  9: 'payments',
  10: 'teachers',
  11: 'the front desk',
  12: "tournaments' names",
  13: "the desk lists' indexes",
};

/** A step's name: its own, or the released step's, or its number. */
export function migrationName(migration: Migration): string {
  return migration.name ?? NAMES[migration.version] ?? `migration ${migration.version}`;
}

/** One step as the log and `migrate status` show it. */
export interface MigrationStep {
  version: number;
  name: string;
}

/** A database migrated by a newer build than this one: the start stops with this sentence. */
export class SchemaTooNewError extends Error {
  constructor(databaseVersion: number, codeVersion: number) {
    super(
      `The database is at schema version ${databaseVersion}, newer than this build's ${codeVersion}: start the release that migrated it (or a newer one), or restore a backup taken with this release.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

/** Throws SchemaTooNewError when `applied` holds a version past every step this build knows. */
export function refuseNewerSchema(applied: Iterable<number>, known: readonly Migration[]): void {
  const newest = Math.max(0, ...known.map((m) => m.version));
  const database = Math.max(0, ...applied);
  if (database > newest) throw new SchemaTooNewError(database, newest);
}

/** The steps applied and still to apply, by version. */
export function migrationStatus(
  applied: Iterable<number>,
  known: readonly Migration[],
): { applied: MigrationStep[]; pending: MigrationStep[] } {
  const done = new Set(applied);
  const step = (m: Migration): MigrationStep => ({ version: m.version, name: migrationName(m) });
  return { applied: known.filter((m) => done.has(m.version)).map(step), pending: known.filter((m) => !done.has(m.version)).map(step) };
}
