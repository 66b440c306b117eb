import { Pool } from 'pg';
import type { PoolClient } from 'pg';
import { APPLICATION_NUMBER_PREFIX } from '@academy/contracts/rules';
import type { CounterCell } from '@academy/contracts/rules';
import type {
  ContentSheet, InsertOutcome, KeyedOutcome, OutboxMessage, Row, SheetName, Store, StoredAnswer,
} from './Store';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { CONSENT_COLUMNS, DERIVED_COLUMNS, SHEET_COLUMNS, SHEET_ORDER, applicantRow, deriveContentCells } from './sheetColumns';
import { POSTGRES_MIGRATIONS } from './migrations';
import { createOfficeStore, postgresRunner } from '../office/officeStore';
import { registrationBatcher } from './postgresRegistrations';

// PostgreSQL adapter. The compare-and-set is one conditional UPDATE, which PostgreSQL makes
// atomic; unique indexes settle any race between two inserts of the same number or e-mail.
// Counters only ever grow, so "issued" checked before an insert stays true when it commits.
// Registrations are committed in groups (postgresRegistrations.ts); applications, far fewer and
// refused by their e-mail's unique index, stay one per transaction.

export interface PostgresStoreOptions {
  connectionString: string;
  /** Schema holding the tables; tests give each file its own so they never see each other. */
  schema?: string;
  poolSize?: number;
}

const UNIQUE_VIOLATION = '23505';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const schema = options.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Schema name ${schema} is not a plain identifier.`);
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    options: `-c search_path=${schema}`,
    // A request waits at most this long for a connection, then answers 503 (server.ts).
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server dropped (a restart, a failover) is discarded by the pool and the
  // next query opens a new one; without a listener the error would end the process.
  pool.on('error', () => undefined);
  await migrate(pool, schema);
  const registrations = registrationBatcher(pool);

  const counterValue = async (cell: CounterCell): Promise<number> => {
    const result = await pool.query<{ value: string }>('SELECT value FROM counters WHERE cell = $1', [cell]);
    const found = result.rows[0];
    if (!found) throw new Error(`Counter ${cell} is missing from the store.`);
    return Number(found.value);
  };

  const insertUnique = async (sql: string, args: unknown[]): Promise<string | null> => {
    try {
      await pool.query(sql, args);
      return null;
    } catch (error) {
      const failure = error as { code?: string; constraint?: string };
      if (failure.code === UNIQUE_VIOLATION) return failure.constraint ?? 'unique';
      throw error;
    }
  };

  const selectRows = async (sheet: SheetName, where = '', args: unknown[] = []): Promise<Row[]> => {
    const sql = `SELECT ${SHEET_COLUMNS[sheet].join(', ')} FROM ${sheet} ${where} ORDER BY ${SHEET_ORDER[sheet]}`;
    const result = await pool.query({ text: sql, values: args, rowMode: 'array' });
    return result.rows as Row[];
  };

  /**
   * A keyed write in one transaction. The key is inserted first: a second transaction inserting
   * the same key waits on the unique index until the first commits (then it finds the key and
   * replays its answer) or rolls back (then it goes ahead). The row, the counter and the key
   * with its answer commit together.
   */
  const keyedWrite = async (
    claim: IdempotencyClaim,
    answer: (issued: number) => StoredAnswer,
    issue: (client: PoolClient) => Promise<number>,
  ): Promise<KeyedOutcome> => {
    let outcome: KeyedOutcome = { replayed: 'mismatch' };
    await inTransaction(pool, async (client) => {
      await client.query('DELETE FROM idempotency_keys WHERE key = $1 AND created_at < $2', [
        claim.key, claim.expiredBefore,
      ]);
      const claimed = await client.query(
        `INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at) VALUES ($1, $2, 0, '', $3)
         ON CONFLICT (key) DO NOTHING`,
        [claim.key, claim.fingerprint, claim.createdAt],
      );
      if (claimed.rowCount === 0) {
        const found = await client.query<{ fingerprint: string; status: number; answer: string }>(
          'SELECT fingerprint, status, answer FROM idempotency_keys WHERE key = $1',
          [claim.key],
        );
        const stored = found.rows[0];
        if (!stored) throw new Error(`Idempotency key ${claim.key} vanished while it was read.`);
        outcome = stored.fingerprint === claim.fingerprint
          ? { replayed: true, answer: { status: stored.status, body: JSON.parse(stored.answer) as unknown } }
          : { replayed: 'mismatch' };
        return;
      }
      const first = answer(await issue(client));
      await client.query('UPDATE idempotency_keys SET status = $2, answer = $3 WHERE key = $1', [
        claim.key, first.status, JSON.stringify(first.body),
      ]);
      outcome = { replayed: false, answer: first };
    });
    return outcome;
  };

  return {
    kind: 'postgres',
    office: createOfficeStore(postgresRunner(pool)),
    readCounter: counterValue,
    compareAndSet: async (cell, expected, next) => {
      const result = await pool.query<{ value: string }>(
        'UPDATE counters SET value = $3 WHERE cell = $1 AND value = $2 RETURNING value',
        [cell, expected, next],
      );
      return result.rowCount === 1 ? { ok: true, value: next } : { ok: false, value: await counterValue(cell) };
    },
    raiseCounter: async (cell, value) => {
      await pool.query('UPDATE counters SET value = GREATEST(value, $2) WHERE cell = $1', [cell, value]);
    },
    issueRegistration: registrations.issue,
    issueApplication: async (date, cells, hash, consent) => {
      const [, , ...rest] = applicantRow(date, '', cells);
      try {
        const result = await pool.query<{ value: string }>(
          issueSql('applicants', 'B2', APPLICATION_NUMBER_PREFIX, 'email_hash', ...CONSENT_COLUMNS),
          [date, ...rest, hash, consent.at, consent.notice],
        );
        return Number(result.rows[0]?.value);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'duplicate-email';
        throw error;
      }
    },
    issueRegistrationOnce: registrations.issueOnce,
    issueApplicationOnce: async (date, cells, hash, consent, claim, answer) => {
      const [, , ...rest] = applicantRow(date, '', cells);
      try {
        return await keyedWrite(claim, answer, async (client) => {
          const result = await client.query<{ value: string }>(
            issueSql('applicants', 'B2', APPLICATION_NUMBER_PREFIX, 'email_hash', ...CONSENT_COLUMNS),
            [date, ...rest, hash, consent.at, consent.notice],
          );
          return Number(result.rows[0]?.value);
        });
      } catch (error) {
        const failure = error as { code?: string; constraint?: string };
        if (failure.code === UNIQUE_VIOLATION && failure.constraint === 'applicants_email_hash_key') {
          return 'duplicate-email';
        }
        throw error;
      }
    },
    purgeIdempotencyKeys: async (before) =>
      (await pool.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before])).rowCount ?? 0,
    insertRegistration: async (row, issued): Promise<InsertOutcome> => {
      if (issued > (await counterValue('A2'))) return 'not-issued';
      const sql = `INSERT INTO registrations (${SHEET_COLUMNS.registrations.join(', ')}) VALUES (${params(11)})`;
      return (await insertUnique(sql, row)) === null ? 'inserted' : 'duplicate-number';
    },
    insertApplicant: async (row, issued, hash): Promise<InsertOutcome> => {
      if (issued > (await counterValue('B2'))) return 'not-issued';
      const sql = `INSERT INTO applicants (${SHEET_COLUMNS.applicants.join(', ')}, email_hash) VALUES (${params(13)})`;
      const violated = await insertUnique(sql, [...row, hash]);
      if (violated === null) return 'inserted';
      return violated === 'applicants_email_hash_key' ? 'duplicate-email' : 'duplicate-number';
    },
    readSheet: (sheet) => selectRows(sheet),
    readPuzzlesUpTo: (lastDay) => selectRows('puzzles', 'WHERE day <= $1', [lastDay]),
    replaceContent: (sheet, rows) => inTransaction(pool, (client) => replaceRows(client, sheet, rows)),
    durability: async () => {
      const fsync = await pool.query<{ fsync: string }>('SHOW fsync');
      const commit = await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      return { fsync: fsync.rows[0]?.fsync ?? '', synchronousCommit: commit.rows[0]?.synchronous_commit ?? '' };
    },
    countRows: async (sheet) => {
      const result = await pool.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${sheet}`);
      return Number(result.rows[0]?.n ?? 0);
    },
    addOutboxMessage: async (message) => {
      const receivedAt = new Date().toISOString();
      const result = await pool.query<{ seq: string }>(
        `INSERT INTO outbox (service_id, template_id, user_id, params, received_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING seq`,
        [message.serviceId, message.templateId, message.userId, JSON.stringify(message.params), receivedAt],
      );
      return { ...message, id: Number(result.rows[0]?.seq), receivedAt };
    },
    listOutbox: async (): Promise<OutboxMessage[]> => {
      const result = await pool.query<Record<string, string>>('SELECT * FROM outbox ORDER BY seq');
      return result.rows.map((r) => ({
        id: Number(r.seq),
        serviceId: r.service_id ?? '',
        templateId: r.template_id ?? '',
        userId: r.user_id ?? '',
        params: JSON.parse(r.params ?? '{}') as Record<string, unknown>,
        receivedAt: r.received_at ?? '',
      }));
    },
    clearOutbox: async () => {
      await pool.query('DELETE FROM outbox');
    },
    close: async () => {
      await registrations.drained();
      await pool.end();
    },
  };
}

/**
 * One statement that takes the next number and inserts the row under it. The UPDATE locks the
 * counter row, so concurrent statements queue and each reads the value the previous one left;
 * a failed insert (a duplicate e-mail) undoes the increment with the rest of the statement.
 */
function issueSql(sheet: 'applicants', cell: CounterCell, prefix: string, ...extra: string[]): string {
  const [dateColumn, numberColumn, ...rest] = [...SHEET_COLUMNS[sheet], ...extra];
  const values = rest.map((_, i) => `$${i + 2}::text`).join(', ');
  return `WITH issued AS (UPDATE counters SET value = value + 1 WHERE cell = '${cell}' RETURNING value)
    INSERT INTO ${sheet} (${dateColumn}, ${numberColumn}, ${rest.join(', ')})
    SELECT $1::text, '${prefix}' || issued.value, ${values} FROM issued
    RETURNING (SELECT value FROM issued) AS value`;
}

function params(count: number): string {
  return Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');
}

async function replaceRows(client: PoolClient, sheet: ContentSheet, rows: Row[]): Promise<void> {
  const columns = [...SHEET_COLUMNS[sheet], ...DERIVED_COLUMNS[sheet]];
  await client.query(`DELETE FROM ${sheet}`);
  for (const row of rows) {
    await client.query(`INSERT INTO ${sheet} (${columns.join(', ')}) VALUES (${params(columns.length)})`, [
      ...row,
      ...deriveContentCells(sheet, row),
    ]);
  }
}

async function inTransaction(pool: Pool, work: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  // A lent client's connection error would otherwise end the process (see postgresRegistrations.ts).
  const ignore = (): void => undefined;
  client.on('error', ignore);
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
    client.off('error', ignore);
    client.release();
  } catch (error) {
    // A lost connection cannot roll back; it is dropped from the pool instead of lent again.
    const usable = await client.query('ROLLBACK').then(() => true, () => false);
    client.off('error', ignore);
    client.release(usable ? undefined : true);
    throw error;
  }
}

async function migrate(pool: Pool, schema: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    // The advisory lock keeps two processes starting together from migrating twice.
    await client.query('SELECT pg_advisory_xact_lock(4000)');
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
    const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.version));
    for (const migration of POSTGRES_MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await client.query(statement);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
  });
}

/** Drops a test schema and everything in it. */
export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Schema name ${schema} is not a plain identifier.`);
  const pool = new Pool({ connectionString, max: 1 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await pool.end();
  }
}
