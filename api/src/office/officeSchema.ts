import type { RecordsDialect } from '../store/typedRecordsMigration';

// Migration version 2: the office's tables (staff, sessions, sign-in failures, audit) and the
// staff's own columns on registrations and applicants, with the indexes the office's list and
// search use. Times are ISO 8601 UTC text in both stores, so they compare as text.

export function officeSchema(seq: string): string[] {
  return [
    'CREATE TABLE staff (email TEXT PRIMARY KEY, password_hash TEXT NOT NULL, created_at TEXT NOT NULL)',
    `CREATE TABLE office_sessions (token_hash TEXT PRIMARY KEY, email TEXT NOT NULL, csrf_token TEXT NOT NULL,
      created_at TEXT NOT NULL, last_seen_at TEXT NOT NULL)`,
    'CREATE INDEX office_sessions_email_idx ON office_sessions (email)',
    `CREATE TABLE sign_in_failures (seq ${seq}, email TEXT NOT NULL, address TEXT NOT NULL, at TEXT NOT NULL)`,
    'CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, at)',
    'CREATE INDEX sign_in_failures_address_idx ON sign_in_failures (address, at)',
    `CREATE TABLE audit (seq ${seq}, at TEXT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
      record TEXT NOT NULL, detail TEXT NOT NULL)`,
    "ALTER TABLE registrations ADD COLUMN office_status TEXT NOT NULL DEFAULT 'new'",
    "ALTER TABLE registrations ADD COLUMN note TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE applicants ADD COLUMN office_status TEXT NOT NULL DEFAULT 'new'",
    "ALTER TABLE applicants ADD COLUMN note TEXT NOT NULL DEFAULT ''",
    'CREATE INDEX registrations_email_idx ON registrations (lower(email))',
    'CREATE INDEX registrations_mobile_idx ON registrations (mobile_number)',
    'CREATE INDEX applicants_email_idx ON applicants (lower(email))',
    'CREATE INDEX applicants_mobile_idx ON applicants (mobile_number)',
  ];
}

// Migration version 7: staff roles, disabled accounts and two-factor sign-in, and sign-in counts
// that are incremented in one statement before a password is checked (docs/decisions/staff-sign-in.md).
// Written against version 6's typed tables, in its dialect words: `disabled_at` is an instant
// like every other (NULL while the account is enabled). The counts' `window_start_ms` and
// `next_check_ms` stay integers of epoch milliseconds: they are the counters' own clocks, compared
// and added to inside the one upsert that raises a count (signInCounts.ts), not instants anyone reads.
// Accounts that exist already become managers; role is always written by the code for new ones.
// The old failure log is dropped: its read-then-write count is what a parallel burst beat.
export function staffSecuritySchema(d: RecordsDialect): string[] {
  return [
    "ALTER TABLE staff ADD COLUMN role TEXT NOT NULL DEFAULT 'manager'",
    `ALTER TABLE staff ADD COLUMN disabled_at ${d.instant}`,
    "ALTER TABLE staff ADD COLUMN totp_secret TEXT NOT NULL DEFAULT ''",
    `ALTER TABLE staff ADD COLUMN totp_last_step ${d.bigint} NOT NULL DEFAULT 0`,
    'CREATE TABLE staff_recovery_codes (email TEXT NOT NULL, code_hash TEXT NOT NULL, PRIMARY KEY (email, code_hash))',
    `CREATE TABLE sign_in_counts (scope TEXT NOT NULL, account TEXT NOT NULL, client TEXT NOT NULL,
      tries ${d.bigint} NOT NULL, window_start_ms ${d.bigint} NOT NULL, next_check_ms ${d.bigint} NOT NULL,
      PRIMARY KEY (scope, account, client))`,
    'CREATE INDEX sign_in_counts_account_idx ON sign_in_counts (account)',
    'DROP TABLE sign_in_failures',
  ];
}
