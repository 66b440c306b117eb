import type { RecordsDialect } from './typedRecordsMigration';

// Migration 16: a version counter on every registration and application (issue #47). A
// record's version was a digest of its fields, so a change A→B→A made an old ETag valid again;
// now every UPDATE of a row raises its counter, by a trigger, so no write path (a staff edit,
// a correction, an erasure, a payment's status) can forget it, and the version the office
// sends back in If-Match names one moment of the row. Also: the sign-in counts from before
// kept what was typed as the e-mail; they are now keyed by its hash (office/signInCounts.ts),
// so the old rows are dropped (at worst an account's delay starts over once). And the office's
// own settings, set by a manager: the first is how many records a desk account may export.

const TABLES = ['registrations', 'applications'] as const;

export const rowVersions = (d: RecordsDialect) => ({
  version: 16,
  statements: [
    ...TABLES.map((table) => `ALTER TABLE ${table} ADD COLUMN row_version ${d.bigint} NOT NULL DEFAULT 1`),
    ...(d.engine === 'postgres'
      ? [
          `CREATE FUNCTION raise_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN NEW.row_version := OLD.row_version + 1; RETURN NEW; END $$`,
          ...TABLES.map(
            (table) => `CREATE TRIGGER ${table}_row_version BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION raise_row_version()`,
          ),
        ]
      : TABLES.map(
          (table) => `CREATE TRIGGER ${table}_row_version AFTER UPDATE ON ${table} FOR EACH ROW WHEN NEW.row_version = OLD.row_version
           BEGIN UPDATE ${table} SET row_version = OLD.row_version + 1 WHERE id = OLD.id; END`,
        )),
    'DELETE FROM sign_in_counts',
    'CREATE TABLE office_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
  ],
});
