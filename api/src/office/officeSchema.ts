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
