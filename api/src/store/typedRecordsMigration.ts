// Version 6: the spreadsheet's shapes become typed records. Every table of version 5 is rebuilt
// under names that say what its columns hold, with every row copied across:
// - registrations and applications (the applicants' sheet renamed) keep their number, fields,
//   staff status and note; the sheet's date text and the row's creation time become one instant,
//   received_at; the applicants' constant columns (blank1, blank2, source_code, the N/Y status)
//   are dropped; consent and erasure times become instants (NULL where there was '');
// - tournaments keep one start instant (the IST text is parsed here, once), links NULL for none;
// - puzzles keep their day as a date, `explaination` becomes `explanation`;
// - achievements keep their order as `position`;
// - the counters named after cells A2/B2 become number_sequences named for what they count;
// - email_outbox is new: the e-mails a record sends, written in the record's transaction;
// - the local EmailJS stand-in's `outbox` becomes local_emailjs_messages;
// - the office's and idempotency keys' times become instants.
// Instants are TIMESTAMPTZ on PostgreSQL and, on SQLite (which has no time type), an INTEGER of
// milliseconds since 1970-01-01T00:00:00Z. Like every released step, this one is never edited.

export interface RecordsDialect {
  engine: 'sqlite' | 'postgres';
  serial: string;
  instant: string;
  day: string;
  json: string;
  bigint: string;
  /** ISO 8601 text to an instant (NULL stays NULL). */
  fromIso(text: string): string;
  /** Version 1's `created_at` column to an instant. */
  fromCreatedAt(column: string): string;
  /** The IST calendar day (YYYY-MM-DD text) of version 1's `created_at`. */
  istDayOfCreatedAt(column: string): string;
  /** Midnight in India of a YYYY-MM-DD text. */
  istMidnight(day: string): string;
  /** 'DD/MM/YYYY hh:mm AM|PM' read as IST, to an instant. */
  fromIstText(text: string): string;
  /** YYYY-MM-DD text to the day type. */
  toDay(text: string): string;
  /** After rows were copied with their ids: the next id continues after them. */
  continueSerial(table: string, column: string): string[];
  /** A version 5 TEXT column of ISO 8601 instants ('' for none) retyped to an instant, rows kept. */
  retypeInstants(table: string, columns: readonly string[], create: string, all: readonly string[]): string[];
}

const isoDayOf = (ddmmyyyy: string): string =>
  `(substr(${ddmmyyyy}, 7, 4) || '-' || substr(${ddmmyyyy}, 4, 2) || '-' || substr(${ddmmyyyy}, 1, 2))`;

export const SQLITE_RECORDS: RecordsDialect = {
  engine: 'sqlite',
  serial: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  instant: 'INTEGER',
  day: 'TEXT',
  json: 'TEXT',
  bigint: 'INTEGER',
  fromIso: (text) => `CAST(ROUND(unixepoch(NULLIF(${text}, ''), 'subsec') * 1000) AS INTEGER)`,
  fromCreatedAt: (column) => `CAST(ROUND(unixepoch(${column}, 'subsec') * 1000) AS INTEGER)`,
  istDayOfCreatedAt: (column) => `date(${column}, '+330 minutes')`,
  istMidnight: (day) => `(unixepoch(${day} || 'T00:00:00+05:30') * 1000)`,
  fromIstText: (text) =>
    `(unixepoch(${isoDayOf(text)} || 'T' || printf('%02d', (CAST(substr(${text}, 12, 2) AS INTEGER) % 12) + ` +
    `CASE substr(${text}, 18, 2) WHEN 'PM' THEN 12 ELSE 0 END) || ':' || substr(${text}, 15, 2) || ':00+05:30') * 1000)`,
  toDay: (text) => text,
  continueSerial: () => [],
  // SQLite cannot change a column's type: the table is rebuilt under the same name.
  retypeInstants: (table, columns, create, all) => [
    `ALTER TABLE ${table} RENAME TO ${table}_v5`,
    create,
    `INSERT INTO ${table} (${all.join(', ')}) SELECT ${all
      .map((c) => (columns.includes(c) ? SQLITE_RECORDS.fromIso(c) : c))
      .join(', ')} FROM ${table}_v5`,
    `DROP TABLE ${table}_v5`,
  ],
};

export const POSTGRES_RECORDS: RecordsDialect = {
  engine: 'postgres',
  serial: 'BIGSERIAL PRIMARY KEY',
  instant: 'TIMESTAMPTZ',
  day: 'DATE',
  json: 'JSON',
  bigint: 'BIGINT',
  fromIso: (text) => `NULLIF(${text}, '')::timestamptz`,
  fromCreatedAt: (column) => column,
  istDayOfCreatedAt: (column) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`,
  istMidnight: (day) => `(${day} || 'T00:00:00+05:30')::timestamptz`,
  fromIstText: (text) => `(to_timestamp(${text}, 'DD/MM/YYYY HH12:MI AM')::timestamp AT TIME ZONE 'Asia/Kolkata')`,
  toDay: (text) => `(${text})::date`,
  continueSerial: (table, column) => [
    `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), COALESCE(MAX(${column}), 0) + 1, false) FROM ${table}`,
  ],
  retypeInstants: (table, columns) =>
    columns.map((c) => `ALTER TABLE ${table} ALTER COLUMN ${c} TYPE TIMESTAMPTZ USING NULLIF(${c}, '')::timestamptz`),
};

/**
 * When a version 5 record arrived: its row's creation time when that falls on the sheet's date
 * (in India), else midnight in India of the sheet's date (a row imported from the old
 * spreadsheet was created on import, long after the date it carries).
 */
const receivedAt = (d: RecordsDialect): string =>
  `CASE WHEN ${d.istDayOfCreatedAt('created_at')} = ${isoDayOf('date')} THEN ${d.fromCreatedAt('created_at')} ` +
  `ELSE ${d.istMidnight(isoDayOf('date'))} END`;

const link = (column: string): string => `NULLIF(NULLIF(${column}, '-'), '')`;

export function typedRecords(d: RecordsDialect): { version: number; statements: readonly string[] } {
  const I = d.instant;
  const consentNotice = "CASE WHEN consent_at = '' THEN NULL ELSE consent_notice END";
  return {
    version: 6,
    statements: [
      // Registrations.
      'ALTER TABLE registrations RENAME TO registrations_v5',
      'DROP INDEX IF EXISTS registrations_number_key',
      'DROP INDEX IF EXISTS registrations_email_idx',
      'DROP INDEX IF EXISTS registrations_mobile_idx',
      `CREATE TABLE registrations (id ${d.serial}, registration_number TEXT NOT NULL, received_at ${I} NOT NULL,
        course TEXT NOT NULL, parent_name TEXT NOT NULL, child_name TEXT NOT NULL, age TEXT NOT NULL,
        address TEXT NOT NULL, country_code TEXT NOT NULL, mobile_number TEXT NOT NULL, email TEXT NOT NULL,
        referral_code TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'new', note TEXT NOT NULL DEFAULT '',
        consent_at ${I}, consent_notice TEXT, erased_at ${I})`,
      `INSERT INTO registrations (id, registration_number, received_at, course, parent_name, child_name, age, address,
        country_code, mobile_number, email, referral_code, status, note, consent_at, consent_notice, erased_at)
       SELECT seq, registration_number, ${receivedAt(d)}, course, parent_name, child_name, age, address,
        country_code, mobile_number, email, referral_code, office_status, note, ${d.fromIso('consent_at')},
        ${consentNotice}, ${d.fromIso('erased_at')}
       FROM registrations_v5`,
      'DROP TABLE registrations_v5',
      ...d.continueSerial('registrations', 'id'),
      'CREATE UNIQUE INDEX registrations_number_key ON registrations (registration_number)',
      'CREATE INDEX registrations_email_idx ON registrations (lower(email))',
      'CREATE INDEX registrations_mobile_idx ON registrations (mobile_number)',
      'CREATE INDEX registrations_received_idx ON registrations (received_at)',

      // Applications (the applicants' sheet).
      `CREATE TABLE applications (id ${d.serial}, application_number TEXT NOT NULL, received_at ${I} NOT NULL,
        name TEXT NOT NULL, mobile_number TEXT NOT NULL, email TEXT NOT NULL, expert_in TEXT NOT NULL,
        level TEXT NOT NULL, years_of_experience TEXT NOT NULL, position TEXT NOT NULL, email_hash TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new', note TEXT NOT NULL DEFAULT '', consent_at ${I}, consent_notice TEXT,
        erased_at ${I})`,
      // Before openings, every application was for the one general position (its title as it was then).
      `INSERT INTO applications (id, application_number, received_at, name, mobile_number, email, expert_in, level,
        years_of_experience, position, email_hash, status, note, consent_at, consent_notice, erased_at)
       SELECT seq, application_number, ${receivedAt(d)}, name, mobile_number, email, expert_in, level, yoe,
        'Trainer or Client Coordinator', email_hash, office_status, note, ${d.fromIso('consent_at')}, ${consentNotice},
        ${d.fromIso('erased_at')}
       FROM applicants`,
      'DROP TABLE applicants',
      ...d.continueSerial('applications', 'id'),
      'CREATE UNIQUE INDEX applications_number_key ON applications (application_number)',
      'CREATE UNIQUE INDEX applications_email_hash_key ON applications (email_hash)',
      'CREATE INDEX applications_email_idx ON applications (lower(email))',
      'CREATE INDEX applications_mobile_idx ON applications (mobile_number)',
      'CREATE INDEX applications_received_idx ON applications (received_at)',

      // Number sequences.
      `CREATE TABLE number_sequences (name TEXT PRIMARY KEY, last_issued ${d.bigint} NOT NULL)`,
      `INSERT INTO number_sequences (name, last_issued)
       SELECT CASE cell WHEN 'A2' THEN 'registration' ELSE 'application' END, value FROM counters WHERE cell IN ('A2', 'B2')`,
      'DROP TABLE counters',

      // Tournaments: one start instant.
      'ALTER TABLE tournaments RENAME TO tournaments_v5',
      `CREATE TABLE tournaments (id ${d.serial}, starts_at ${I} NOT NULL, support_link TEXT, group_a_link TEXT,
        group_b_link TEXT)`,
      `INSERT INTO tournaments (id, starts_at, support_link, group_a_link, group_b_link)
       SELECT seq, COALESCE(${d.fromIso('starts_at')}, ${d.fromIstText('ist_start')}), ${link('support_link')},
        ${link('group_a_link')}, ${link('group_b_link')}
       FROM tournaments_v5`,
      'DROP TABLE tournaments_v5',
      ...d.continueSerial('tournaments', 'id'),
      'CREATE INDEX tournaments_starts_idx ON tournaments (starts_at)',

      // Puzzles: the day as a date.
      'ALTER TABLE puzzles RENAME TO puzzles_v5',
      'DROP INDEX IF EXISTS puzzles_day_idx',
      `CREATE TABLE puzzles (puzzle_id TEXT PRIMARY KEY, day ${d.day} NOT NULL, question TEXT NOT NULL,
        option_a TEXT NOT NULL, option_b TEXT NOT NULL, option_c TEXT NOT NULL, option_d TEXT NOT NULL,
        answer TEXT NOT NULL, explanation TEXT NOT NULL)`,
      `INSERT INTO puzzles (puzzle_id, day, question, option_a, option_b, option_c, option_d, answer, explanation)
       SELECT puzzle_id, ${d.toDay(`COALESCE(NULLIF(day, ''), ${isoDayOf('date')})`)}, question, option_a, option_b,
        option_c, option_d, answer, explaination
       FROM puzzles_v5`,
      'DROP TABLE puzzles_v5',
      'CREATE INDEX puzzles_day_idx ON puzzles (day)',

      // Achievements: their order kept as a position.
      'ALTER TABLE achievements RENAME TO achievements_v5',
      'DROP INDEX IF EXISTS achievements_id_key',
      `CREATE TABLE achievements (id TEXT PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL,
        image_file TEXT NOT NULL, position ${d.bigint} NOT NULL)`,
      `INSERT INTO achievements (id, title, subtitle, image_file, position)
       SELECT id, title, subtitle, image_file, seq FROM achievements_v5`,
      'DROP TABLE achievements_v5',

      // The e-mails records send (the transactional outbox the delivery worker reads).
      `CREATE TABLE email_outbox (id ${d.serial}, record_number TEXT NOT NULL, purpose TEXT NOT NULL,
        template_id TEXT NOT NULL, params ${d.json}, state TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at ${I}, sent_at ${I}, last_error TEXT,
        created_at ${I} NOT NULL)`,
      'CREATE INDEX email_outbox_due_idx ON email_outbox (state, next_attempt_at)',
      'CREATE INDEX email_outbox_record_idx ON email_outbox (record_number)',

      // The local EmailJS stand-in's messages.
      `CREATE TABLE local_emailjs_messages (id ${d.serial}, service_id TEXT NOT NULL, template_id TEXT NOT NULL,
        user_id TEXT NOT NULL, params TEXT NOT NULL, received_at ${I} NOT NULL)`,
      `INSERT INTO local_emailjs_messages (id, service_id, template_id, user_id, params, received_at)
       SELECT seq, service_id, template_id, user_id, params, ${d.fromIso('received_at')} FROM outbox`,
      'DROP TABLE outbox',
      ...d.continueSerial('local_emailjs_messages', 'id'),

      // The office's and the idempotency keys' times.
      ...d.retypeInstants(
        'staff',
        ['created_at'],
        `CREATE TABLE staff (email TEXT PRIMARY KEY, password_hash TEXT NOT NULL, created_at ${I} NOT NULL)`,
        ['email', 'password_hash', 'created_at'],
      ),
      ...(d.engine === 'sqlite' ? ['DROP INDEX IF EXISTS office_sessions_email_idx'] : []),
      ...d.retypeInstants(
        'office_sessions',
        ['created_at', 'last_seen_at'],
        `CREATE TABLE office_sessions (token_hash TEXT PRIMARY KEY, email TEXT NOT NULL, csrf_token TEXT NOT NULL,
          created_at ${I} NOT NULL, last_seen_at ${I} NOT NULL)`,
        ['token_hash', 'email', 'csrf_token', 'created_at', 'last_seen_at'],
      ),
      ...(d.engine === 'sqlite' ? ['CREATE INDEX office_sessions_email_idx ON office_sessions (email)'] : []),
      ...(d.engine === 'sqlite'
        ? ['DROP INDEX IF EXISTS sign_in_failures_email_idx', 'DROP INDEX IF EXISTS sign_in_failures_address_idx']
        : []),
      ...d.retypeInstants(
        'sign_in_failures',
        ['at'],
        `CREATE TABLE sign_in_failures (seq ${d.serial}, email TEXT NOT NULL, address TEXT NOT NULL, at ${I} NOT NULL)`,
        ['seq', 'email', 'address', 'at'],
      ),
      ...(d.engine === 'sqlite'
        ? [
            'CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, at)',
            'CREATE INDEX sign_in_failures_address_idx ON sign_in_failures (address, at)',
          ]
        : []),
      ...d.retypeInstants(
        'audit',
        ['at'],
        `CREATE TABLE audit (seq ${d.serial}, at ${I} NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
          record TEXT NOT NULL, detail TEXT NOT NULL)`,
        ['seq', 'at', 'actor', 'action', 'record', 'detail'],
      ),
      ...(d.engine === 'sqlite' ? ['DROP INDEX IF EXISTS idempotency_keys_created_idx'] : []),
      ...d.retypeInstants(
        'idempotency_keys',
        ['created_at'],
        `CREATE TABLE idempotency_keys (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, status INTEGER NOT NULL,
          answer TEXT NOT NULL, created_at ${I} NOT NULL)`,
        ['key', 'fingerprint', 'status', 'answer', 'created_at'],
      ),
      ...(d.engine === 'sqlite' ? ['CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)'] : []),
    ],
  };
}
