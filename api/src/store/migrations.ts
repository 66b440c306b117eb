import { officeSchema, staffSecuritySchema } from '../office/officeSchema';
import { POSTGRES_RECORDS, SQLITE_RECORDS, typedRecords } from './typedRecordsMigration';
import type { RecordsDialect } from './typedRecordsMigration';
import { rowVersions } from './rowVersionMigration';
import { paymentsSchema } from '../office/paymentsStore';
import { FEE_PERIODS_MIGRATION } from '../office/feePeriodsMigration';
import { demoTables } from '../demos/demoTables';

// Versioned schema for both adapters, as fixed SQL. A released step is never edited and never
// built from today's column lists: a change (a renamed column too) is a new step, so a database
// created at any version reaches today's schema through the same statements. The counters start
// at A2 = 10000 and B2 = 100, so the first registration is GFI10001 (the site's default referral
// code) and the first application TGFI101.

export interface Migration {
  version: number;
  /** What the step does, for the start's log and `migrate status` (store/migrationPlan.ts names 1 to 13). */
  name?: string;
  statements: readonly string[];
}

/** The only words the two engines spell differently in these steps. */
interface Dialect {
  serial: string;
  counter: string;
  timestamp: string;
}

const SQLITE: Dialect = {
  serial: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  counter: 'INTEGER',
  timestamp: "TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
};
const POSTGRES: Dialect = { serial: 'BIGSERIAL PRIMARY KEY', counter: 'BIGINT', timestamp: 'TIMESTAMPTZ NOT NULL DEFAULT now()' };

const version1 = ({ serial, counter, timestamp }: Dialect): Migration => ({
  version: 1,
  statements: [
    `CREATE TABLE counters (cell TEXT PRIMARY KEY, value ${counter} NOT NULL)`,
    "INSERT INTO counters (cell, value) VALUES ('A2', 10000), ('B2', 100)",
    `CREATE TABLE registrations (seq ${serial}, date TEXT NOT NULL, registration_number TEXT NOT NULL,
      course TEXT NOT NULL, parent_name TEXT NOT NULL, child_name TEXT NOT NULL, age TEXT NOT NULL,
      address TEXT NOT NULL, country_code TEXT NOT NULL, mobile_number TEXT NOT NULL, email TEXT NOT NULL,
      referral_code TEXT NOT NULL, created_at ${timestamp})`,
    'CREATE UNIQUE INDEX registrations_number_key ON registrations (registration_number)',
    `CREATE TABLE applicants (seq ${serial}, date TEXT NOT NULL, application_number TEXT NOT NULL,
      blank1 TEXT NOT NULL, name TEXT NOT NULL, mobile_number TEXT NOT NULL, email TEXT NOT NULL,
      expert_in TEXT NOT NULL, level TEXT NOT NULL, yoe TEXT NOT NULL, blank2 TEXT NOT NULL,
      source_code TEXT NOT NULL, status TEXT NOT NULL, email_hash TEXT NOT NULL, created_at ${timestamp})`,
    'CREATE UNIQUE INDEX applicants_number_key ON applicants (application_number)',
    'CREATE UNIQUE INDEX applicants_email_hash_key ON applicants (email_hash)',
    `CREATE TABLE achievements (seq ${serial}, id TEXT NOT NULL, title TEXT NOT NULL, subtitle TEXT NOT NULL,
      image_file TEXT NOT NULL)`,
    'CREATE UNIQUE INDEX achievements_id_key ON achievements (id)',
    `CREATE TABLE puzzles (seq ${serial}, date TEXT NOT NULL, puzzle_id TEXT NOT NULL, question TEXT NOT NULL,
      option_a TEXT NOT NULL, option_b TEXT NOT NULL, option_c TEXT NOT NULL, option_d TEXT NOT NULL,
      answer TEXT NOT NULL, explaination TEXT NOT NULL, day TEXT NOT NULL)`,
    'CREATE INDEX puzzles_day_idx ON puzzles (day)',
    `CREATE TABLE tournaments (seq ${serial}, ist_start TEXT NOT NULL, support_link TEXT NOT NULL,
      group_a_link TEXT NOT NULL, group_b_link TEXT NOT NULL, starts_at TEXT NOT NULL)`,
    `CREATE TABLE outbox (seq ${serial}, service_id TEXT NOT NULL, template_id TEXT NOT NULL,
      user_id TEXT NOT NULL, params TEXT NOT NULL, received_at TEXT NOT NULL)`,
  ],
});

// Version 3: idempotency keys. One row per key, written in the same transaction as the row it
// answered; created_at is ISO 8601 UTC text on both stores so the 24-hour window compares alike.
const IDEMPOTENCY_KEYS: Migration = {
  version: 3,
  statements: [
    `CREATE TABLE idempotency_keys (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, status INTEGER NOT NULL,
      answer TEXT NOT NULL, created_at TEXT NOT NULL)`,
    'CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)',
  ],
};

// Version 4: the consent given with a registration or an application, beside the sheet's own
// columns: when (ISO 8601 UTC) and to which version of the privacy notice. Rows stored before
// consent was asked for, or through the compatibility protocol, hold ''.
const CONSENT: Migration = {
  version: 4,
  statements: ['registrations', 'applicants'].flatMap((table) => [
    `ALTER TABLE ${table} ADD COLUMN consent_at TEXT NOT NULL DEFAULT ''`,
    `ALTER TABLE ${table} ADD COLUMN consent_notice TEXT NOT NULL DEFAULT ''`,
  ]),
};

// Version 5: when a record's personal data was erased (ISO 8601 UTC; '' while it holds it).
const ERASURE: Migration = {
  version: 5,
  statements: ['registrations', 'applicants'].map((table) => `ALTER TABLE ${table} ADD COLUMN erased_at TEXT NOT NULL DEFAULT ''`),
};

// Version 7: staff roles, two-factor sign-in and atomic sign-in counts, over version 6's typed
// tables (see officeSchema.ts).
const staffSecurity = (d: RecordsDialect): Migration => ({ version: 7, statements: staffSecuritySchema(d) });

// Version 8: an idempotency key whose record was erased stays as a tombstone (its fingerprint
// and answer blanked, erased_at set), so a resend of the erased request is refused rather than
// storing the person again under a new number.
const erasedKeys = (d: RecordsDialect): Migration => ({
  version: 8,
  statements: [`ALTER TABLE idempotency_keys ADD COLUMN erased_at ${d.instant}`],
});

// Version 9: published fees and each record's activity (api/src/office/paymentsStore.ts).
const payments = (d: RecordsDialect): Migration => ({ version: 9, statements: paymentsSchema(d) });

// Version 10: the teachers staff publish. Their courses are catalogue slugs joined by commas,
// their credential a kind and an id ('' and '' for none); the photo's WebP copy sits beside it
// under the same name. The same SQL on both engines.
const TEACHERS: Migration = {
  version: 10,
  statements: [
    `CREATE TABLE teachers (id TEXT PRIMARY KEY, name TEXT NOT NULL, bio TEXT NOT NULL, courses TEXT NOT NULL,
      credential_kind TEXT NOT NULL DEFAULT '', credential_id TEXT NOT NULL DEFAULT '', photo_file TEXT NOT NULL,
      position INTEGER NOT NULL)`,
  ],
};

// Version 11: the desk's follow-up day (YYYY-MM-DD text, '' for none, compared as text) and
// owner (a staff e-mail, '' for nobody) on both kinds of record; and mobile numbers as the office
// calls them (contracts' storedPhone): no trunk 0, and the country code always there; a
// registration without one, or an applicant's number of ten digits or fewer, is India's. Erased
// rows (empty numbers) stay empty. Same SQL on both engines.
const DESK: Migration = {
  version: 11,
  statements: [
    ...['registrations', 'applications'].flatMap((table) => [
      `ALTER TABLE ${table} ADD COLUMN follow_up_on TEXT NOT NULL DEFAULT ''`,
      `ALTER TABLE ${table} ADD COLUMN owner TEXT NOT NULL DEFAULT ''`,
      `CREATE INDEX ${table}_follow_up_idx ON ${table} (follow_up_on)`,
    ]),
    "UPDATE registrations SET mobile_number = ltrim(mobile_number, '0'), country_code = ltrim(country_code, '0') WHERE mobile_number <> ''",
    "UPDATE registrations SET country_code = '91' WHERE country_code = '' AND mobile_number <> ''",
    "UPDATE applications SET mobile_number = ltrim(mobile_number, '0') WHERE mobile_number <> ''",
    "UPDATE applications SET mobile_number = '91' || mobile_number WHERE mobile_number <> '' AND length(mobile_number) <= 10",
  ],
};

// Version 12: a tournament's name, the title of its row on the public schedule; NULL (no name)
// for the tournaments published before it, as for a link left empty. Same SQL on both engines.
const TOURNAMENT_NAME: Migration = {
  version: 12,
  statements: ['ALTER TABLE tournaments ADD COLUMN name TEXT DEFAULT NULL'],
};

// Version 13: the indexes the desk's lists need at 100,000 records (api/BENCHMARKS-office.md):
// the owner's views and their follow-up days, Mine in the number's order, the home's counts by
// status and arrival, and the name sort. PostgreSQL sorts names byte by byte (COLLATE "C", as
// the lists' ORDER BY does), so its index says so too.
const deskListIndexes = (d: RecordsDialect): Migration => {
  const nameKey = (column: string) => (d.engine === 'postgres' ? `(lower(${column}) COLLATE "C")` : `lower(${column})`);
  return {
    version: 13,
    statements: [
      ...['registrations', 'applications'].flatMap((table) => [
        `CREATE INDEX ${table}_owner_follow_up_idx ON ${table} (owner, follow_up_on)`,
        `CREATE INDEX ${table}_owner_idx ON ${table} (owner)`,
        `CREATE INDEX ${table}_status_received_idx ON ${table} (status, received_at)`,
      ]),
      `CREATE INDEX registrations_name_sort_idx ON registrations (${nameKey('child_name')}, id)`,
      `CREATE INDEX applications_name_sort_idx ON applications (${nameKey('name')}, id)`,
      ...(d.engine === 'postgres' ? POSTGRES_EMAIL_SEARCH : []),
    ],
  };
};

/**
 * Part of an e-mail (`LIKE '%…%'`) reads every row without a trigram index: 65 ms at 100,000 on
 * PostgreSQL. pg_trgm ships with PostgreSQL and is a trusted extension (the database's owner may
 * add it); where it cannot be added the search still works, reading every row, and the migration
 * goes on. SQLite reads every row too, well within the goal.
 */
const POSTGRES_EMAIL_SEARCH: readonly string[] = [
  `DO $$
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm could not be added: a search by part of an e-mail reads every row';
  END $$`,
  ...['registrations', 'applications'].map(
    (table) => `DO $$
  DECLARE found_in TEXT;
  BEGIN
    SELECT extnamespace::regnamespace::text INTO found_in FROM pg_extension WHERE extname = 'pg_trgm';
    IF found_in IS NOT NULL THEN
      EXECUTE format('CREATE INDEX ${table}_email_trgm_idx ON ${table} USING gin (lower(email) %s.gin_trgm_ops)', found_in);
    END IF;
  END $$`,
  ),
];

// Version 14: the free demo's slots, weekly rules, days off and bookings (api/src/demos/demoTables.ts).
const demos = (d: RecordsDialect): Migration => ({ version: 14, statements: demoTables(d) });

export const SQLITE_MIGRATIONS: readonly Migration[] = [
  version1(SQLITE),
  { version: 2, statements: officeSchema(SQLITE.serial) },
  IDEMPOTENCY_KEYS,
  CONSENT,
  ERASURE,
  typedRecords(SQLITE_RECORDS),
  staffSecurity(SQLITE_RECORDS),
  erasedKeys(SQLITE_RECORDS),
  payments(SQLITE_RECORDS),
  TEACHERS,
  DESK,
  TOURNAMENT_NAME,
  deskListIndexes(SQLITE_RECORDS),
  demos(SQLITE_RECORDS),
  FEE_PERIODS_MIGRATION,
  rowVersions(SQLITE_RECORDS),
];

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  version1(POSTGRES),
  { version: 2, statements: officeSchema(POSTGRES.serial) },
  IDEMPOTENCY_KEYS,
  CONSENT,
  ERASURE,
  typedRecords(POSTGRES_RECORDS),
  staffSecurity(POSTGRES_RECORDS),
  erasedKeys(POSTGRES_RECORDS),
  payments(POSTGRES_RECORDS),
  TEACHERS,
  DESK,
  TOURNAMENT_NAME,
  deskListIndexes(POSTGRES_RECORDS),
  demos(POSTGRES_RECORDS),
  FEE_PERIODS_MIGRATION,
  rowVersions(POSTGRES_RECORDS),
];
