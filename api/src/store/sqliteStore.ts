import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_NUMBER_PREFIX, REGISTRATION_NUMBER_PREFIX } from '@academy/contracts/rules';
import type { CounterCell } from '@academy/contracts/rules';
import type {
  CompareAndSetResult, Consent, ContentSheet, InsertOutcome, KeyedOutcome, NewOutboxMessage, OutboxMessage, Row, SheetName,
  Store, StoredAnswer,
} from './Store';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { CONSENT_COLUMNS, DERIVED_COLUMNS, SHEET_COLUMNS, SHEET_ORDER, applicantRow, deriveContentCells } from './sheetColumns';
import { SQLITE_MIGRATIONS } from './migrations';
import { createOfficeStore, sqliteRunner } from '../office/officeStore';

// Embedded store. better-sqlite3 is synchronous and this process holds the only writer, so an
// IMMEDIATE transaction takes the write lock up front and the checks inside it cannot race.
// WAL with synchronous=FULL fsyncs every commit: an acknowledged write survives a crash.

export const SQLITE_FILE_NAME = 'academy.sqlite';
const SYNCHRONOUS_NAMES = ['off', 'normal', 'full', 'extra'];

interface KeyedWrite {
  claim: IdempotencyClaim;
  answer: (issued: number) => StoredAnswer;
}

interface PendingRegistration {
  date: string;
  cells: Row;
  consent: Consent;
  keyed?: KeyedWrite;
  resolve: (result: number | KeyedOutcome) => void;
  reject: (error: unknown) => void;
}

interface KeyRecord {
  fingerprint: string; status: number; answer: string;
}

interface OutboxRecord {
  seq: number; service_id: string; template_id: string; user_id: string; params: string; received_at: string;
}

export function openSqliteStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // Deleted and overwritten content is zeroed on disk, not left in free space (erasure of personal data).
  db.pragma('secure_delete = ON');
  migrate(db);

  const selectCounter = db.prepare<[string], { value: number }>('SELECT value FROM counters WHERE cell = ?');
  const casCounter = db.prepare('UPDATE counters SET value = ? WHERE cell = ? AND value = ?');
  const takeNumber = db.prepare<[string], { value: number }>(
    'UPDATE counters SET value = value + 1 WHERE cell = ? RETURNING value',
  );
  const raise = db.prepare('UPDATE counters SET value = MAX(value, ?) WHERE cell = ?');
  const registrationExists = db.prepare('SELECT 1 FROM registrations WHERE registration_number = ?');
  const insertRegistrationRow = db.prepare(
    `INSERT INTO registrations (${SHEET_COLUMNS.registrations.join(', ')}) VALUES (${marks(11)})`,
  );
  const insertIssuedRegistration = db.prepare(
    `INSERT INTO registrations (${[...SHEET_COLUMNS.registrations, ...CONSENT_COLUMNS].join(', ')}) VALUES (${marks(13)})`,
  );
  const applicantNumberExists = db.prepare('SELECT 1 FROM applicants WHERE application_number = ?');
  const applicantEmailExists = db.prepare('SELECT 1 FROM applicants WHERE email_hash = ?');
  const insertApplicantRow = db.prepare(
    `INSERT INTO applicants (${SHEET_COLUMNS.applicants.join(', ')}, email_hash) VALUES (${marks(13)})`,
  );
  const insertIssuedApplicant = db.prepare(
    `INSERT INTO applicants (${[...SHEET_COLUMNS.applicants, 'email_hash', ...CONSENT_COLUMNS].join(', ')}) VALUES (${marks(15)})`,
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (service_id, template_id, user_id, params, received_at) VALUES (?, ?, ?, ?, ?)',
  );

  const dropExpiredKey = db.prepare('DELETE FROM idempotency_keys WHERE key = ? AND created_at < ?');
  const selectKey = db.prepare<[string], KeyRecord>('SELECT fingerprint, status, answer FROM idempotency_keys WHERE key = ?');
  const insertKey = db.prepare(
    'INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const purgeKeys = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');

  /** Inside a write transaction: the stored outcome for a live key, or null when the key is unused. */
  const storedOutcome = (claim: IdempotencyClaim): KeyedOutcome | null => {
    dropExpiredKey.run(claim.key, claim.expiredBefore);
    const found = selectKey.get(claim.key);
    if (!found) return null;
    if (found.fingerprint !== claim.fingerprint) return { replayed: 'mismatch' };
    return { replayed: true, answer: { status: found.status, body: JSON.parse(found.answer) as unknown } };
  };

  /** Inside the same transaction as the row: the key and its answer. */
  const keepAnswer = ({ claim, answer }: KeyedWrite, issued: number): KeyedOutcome => {
    const first = answer(issued);
    insertKey.run(claim.key, claim.fingerprint, first.status, JSON.stringify(first.body), claim.createdAt);
    return { replayed: false, answer: first };
  };

  const counterValue = (cell: CounterCell): number => {
    const found = selectCounter.get(cell);
    if (!found) throw new Error(`Counter ${cell} is missing from the store.`);
    return found.value;
  };

  const nextValue = (cell: CounterCell): number => {
    const taken = takeNumber.get(cell);
    if (!taken) throw new Error(`Counter ${cell} is missing from the store.`);
    return taken.value;
  };

  const compareAndSet = db.transaction((cell: CounterCell, expected: number, next: number): CompareAndSetResult => {
    const changed = casCounter.run(next, cell, expected).changes === 1;
    return { ok: changed, value: changed ? next : counterValue(cell) };
  });

  const insertRegistration = db.transaction((row: Row, issued: number): InsertOutcome => {
    if (issued > counterValue('A2')) return 'not-issued';
    if (registrationExists.get(row[1])) return 'duplicate-number';
    insertRegistrationRow.run(...row);
    return 'inserted';
  });

  const insertApplicant = db.transaction((row: Row, issued: number, hash: string): InsertOutcome => {
    if (issued > counterValue('B2')) return 'not-issued';
    if (applicantEmailExists.get(hash)) return 'duplicate-email';
    if (applicantNumberExists.get(row[1])) return 'duplicate-number';
    insertApplicantRow.run(...row, hash);
    return 'inserted';
  });

  // A keyed registration checks its key first; two with one key in the same batch see each
  // other, since the batch runs in order inside one transaction.
  const issueRegistrations = db.transaction((batch: readonly PendingRegistration[]): Array<number | KeyedOutcome> =>
    batch.map(({ date, cells, consent, keyed }) => {
      const stored = keyed ? storedOutcome(keyed.claim) : null;
      if (stored) return stored;
      const issued = nextValue('A2');
      insertIssuedRegistration.run(date, `${REGISTRATION_NUMBER_PREFIX}${issued}`, ...cells, consent.at, consent.notice);
      return keyed ? keepAnswer(keyed, issued) : issued;
    }),
  );

  // Group commit: registrations that arrive while a commit is under way (the fsync blocks this
  // thread, so they wait in the sockets) are stored together in the next immediate transaction,
  // one fsync for all. Each caller is answered only once its own row is committed.
  const pending: PendingRegistration[] = [];
  const flushRegistrations = (): void => {
    const batch = pending.splice(0);
    try {
      const numbers = issueRegistrations.immediate(batch);
      batch.forEach((registration, index) => registration.resolve(numbers[index] ?? NaN));
    } catch (error) {
      for (const registration of batch) registration.reject(error);
    }
  };

  // The unique index on email_hash is what refuses a second application: the failed insert
  // rolls the whole transaction back, counter included.
  const issueApplication = db.transaction((date: string, cells: Row, hash: string, consent: Consent): number => {
    const issued = nextValue('B2');
    insertIssuedApplicant.run(...applicantRow(date, `${APPLICATION_NUMBER_PREFIX}${issued}`, cells), hash, consent.at, consent.notice);
    return issued;
  });

  const issueApplicationOnce = db.transaction(
    (date: string, cells: Row, hash: string, consent: Consent, keyed: KeyedWrite): KeyedOutcome => {
      const stored = storedOutcome(keyed.claim);
      if (stored) return stored;
      return keepAnswer(keyed, issueApplication(date, cells, hash, consent));
    },
  );

  const queueRegistration = (entry: Omit<PendingRegistration, 'resolve' | 'reject'>) =>
    new Promise<number | KeyedOutcome>((resolve, reject) => {
      if (pending.push({ ...entry, resolve, reject }) === 1) setImmediate(flushRegistrations);
    });

  const replaceContent = db.transaction((sheet: ContentSheet, rows: Row[]) => {
    const columns = [...SHEET_COLUMNS[sheet], ...DERIVED_COLUMNS[sheet]];
    const insert = db.prepare(`INSERT INTO ${sheet} (${columns.join(', ')}) VALUES (${marks(columns.length)})`);
    db.prepare(`DELETE FROM ${sheet}`).run();
    for (const row of rows) insert.run(...row, ...deriveContentCells(sheet, row));
  });

  const selectRows = (sheet: SheetName, where = '', args: unknown[] = []): Row[] => {
    const sql = `SELECT ${SHEET_COLUMNS[sheet].join(', ')} FROM ${sheet} ${where} ORDER BY ${SHEET_ORDER[sheet]}`;
    return db.prepare(sql).raw(true).all(...args) as Row[];
  };

  return {
    kind: 'sqlite',
    office: createOfficeStore(sqliteRunner(db)),
    readCounter: async (cell) => counterValue(cell),
    compareAndSet: async (cell, expected, next) => compareAndSet.immediate(cell, expected, next),
    raiseCounter: async (cell, value) => {
      raise.run(value, cell);
    },
    issueRegistration: async (date, cells, consent) => (await queueRegistration({ date, cells, consent })) as number,
    issueRegistrationOnce: async (date, cells, consent, claim, answer) =>
      (await queueRegistration({ date, cells, consent, keyed: { claim, answer } })) as KeyedOutcome,
    issueApplicationOnce: async (date, cells, hash, consent, claim, answer) => {
      try {
        return issueApplicationOnce.immediate(date, cells, hash, consent, { claim, answer });
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return 'duplicate-email';
        throw error;
      }
    },
    purgeIdempotencyKeys: async (before) => purgeKeys.run(before).changes,
    issueApplication: async (date, cells, hash, consent) => {
      try {
        return issueApplication.immediate(date, cells, hash, consent);
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return 'duplicate-email';
        throw error;
      }
    },
    insertRegistration: async (row, issued) => insertRegistration.immediate(row, issued),
    insertApplicant: async (row, issued, hash) => insertApplicant.immediate(row, issued, hash),
    readSheet: async (sheet) => selectRows(sheet),
    readPuzzlesUpTo: async (lastDay) => selectRows('puzzles', 'WHERE day <= ?', [lastDay]),
    replaceContent: async (sheet, rows) => replaceContent.immediate(sheet, rows),
    durability: async () => ({
      journalMode: String(db.pragma('journal_mode', { simple: true })),
      synchronous: SYNCHRONOUS_NAMES[Number(db.pragma('synchronous', { simple: true }))] ?? 'unknown',
    }),
    countRows: async (sheet) => (db.prepare(`SELECT COUNT(*) AS n FROM ${sheet}`).get() as { n: number }).n,
    addOutboxMessage: async (message: NewOutboxMessage): Promise<OutboxMessage> => {
      const receivedAt = new Date().toISOString();
      const info = insertOutbox.run(
        message.serviceId, message.templateId, message.userId, JSON.stringify(message.params), receivedAt,
      );
      return { ...message, id: Number(info.lastInsertRowid), receivedAt };
    },
    listOutbox: async () =>
      (db.prepare('SELECT * FROM outbox ORDER BY seq').all() as OutboxRecord[]).map(outboxMessage),
    clearOutbox: async () => {
      db.prepare('DELETE FROM outbox').run();
    },
    close: async () => {
      db.close();
    },
  };
}

function marks(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

function outboxMessage(record: OutboxRecord): OutboxMessage {
  return {
    id: record.seq,
    serviceId: record.service_id,
    templateId: record.template_id,
    userId: record.user_id,
    params: JSON.parse(record.params) as Record<string, unknown>,
    receivedAt: record.received_at,
  };
}

function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
  const apply = db.transaction(() => {
    const done = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
    );
    for (const migration of SQLITE_MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) db.exec(statement);
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version);
    }
  });
  apply.immediate();
}
