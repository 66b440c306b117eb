import { DERIVED_COLUMNS, SHEET_COLUMNS } from './sheetColumns';

// Versioned schema for both adapters. Each list only grows: a released step is never edited,
// a change is a new step (renaming a column in the shared sheet lists is such a change). The
// counters start at A2 = 10000 and B2 = 100, so the first registration is GFI10001 (the site's
// default referral code) and the first application TGFI101.

export interface Migration {
  version: number;
  statements: readonly string[];
}

const text = (names: readonly string[]): string => names.map((n) => `${n} TEXT NOT NULL`).join(', ');
const REGISTRATION_CELLS = text(SHEET_COLUMNS.registrations);
const APPLICANT_CELLS = text([...SHEET_COLUMNS.applicants, 'email_hash']);
const ACHIEVEMENT_CELLS = text(SHEET_COLUMNS.achievements);
const PUZZLE_CELLS = text([...SHEET_COLUMNS.puzzles, ...DERIVED_COLUMNS.puzzles]);
const TOURNAMENT_CELLS = text([...SHEET_COLUMNS.tournaments, ...DERIVED_COLUMNS.tournaments]);
const SEED_COUNTERS = "INSERT INTO counters (cell, value) VALUES ('A2', 10000), ('B2', 100)";

function firstSchema(seq: string, counterType: string, timestamp: string): string[] {
  return [
    `CREATE TABLE counters (cell TEXT PRIMARY KEY, value ${counterType} NOT NULL)`,
    SEED_COUNTERS,
    `CREATE TABLE registrations (seq ${seq}, ${REGISTRATION_CELLS}, created_at ${timestamp})`,
    'CREATE UNIQUE INDEX registrations_number_key ON registrations (registration_number)',
    `CREATE TABLE applicants (seq ${seq}, ${APPLICANT_CELLS}, created_at ${timestamp})`,
    'CREATE UNIQUE INDEX applicants_number_key ON applicants (application_number)',
    'CREATE UNIQUE INDEX applicants_email_hash_key ON applicants (email_hash)',
    `CREATE TABLE achievements (seq ${seq}, ${ACHIEVEMENT_CELLS})`,
    'CREATE UNIQUE INDEX achievements_id_key ON achievements (id)',
    `CREATE TABLE puzzles (seq ${seq}, ${PUZZLE_CELLS})`,
    'CREATE INDEX puzzles_day_idx ON puzzles (day)',
    `CREATE TABLE tournaments (seq ${seq}, ${TOURNAMENT_CELLS})`,
    `CREATE TABLE outbox (seq ${seq}, service_id TEXT NOT NULL, template_id TEXT NOT NULL,
      user_id TEXT NOT NULL, params TEXT NOT NULL, received_at TEXT NOT NULL)`,
  ];
}

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

export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: firstSchema(
      'INTEGER PRIMARY KEY AUTOINCREMENT',
      'INTEGER',
      "TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
    ),
  },
  IDEMPOTENCY_KEYS,
];

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  { version: 1, statements: firstSchema('BIGSERIAL PRIMARY KEY', 'BIGINT', 'TIMESTAMPTZ NOT NULL DEFAULT now()') },
  IDEMPOTENCY_KEYS,
];
