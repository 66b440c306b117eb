import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { createOfficeRecords } from './officeRecords';
import type { OfficeRecords } from './officeRecords';
import { createOfficeContent } from './officeContent';
import { createPersonalData } from './personalData';
import type { PersonalData } from './personalData';
import type { OfficeContent } from './officeContent';

// The office's part of the store: staff, sessions, sign-in failures and the audit log. One
// implementation over a small query runner, so the SQL is written once for SQLite and PostgreSQL
// (placeholders are written `?` and numbered for PostgreSQL).

export interface StaffMember {
  email: string;
  createdAt: string;
}
export interface OfficeSession {
  email: string;
  csrfToken: string;
  lastSeenAt: string;
}
export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  record: string;
  detail: string;
}

export interface OfficeStore extends OfficeRecords, OfficeContent, PersonalData {
  /** Reclaims the space of erased data, so its bytes leave the database's files. */
  compact(): Promise<void>;
  /** Adds a staff member, or replaces the password of one that exists. */
  putStaff(email: string, passwordHash: string, at: string): Promise<void>;
  /** Removes a staff member and ends their sessions; false when there was none. */
  removeStaff(email: string): Promise<boolean>;
  listStaff(): Promise<StaffMember[]>;
  /** The stored hash, for the sign-in check only: never sent or logged. */
  staffPasswordHash(email: string): Promise<string | null>;
  createSession(tokenHash: string, email: string, csrfToken: string, at: string): Promise<void>;
  findSession(tokenHash: string): Promise<OfficeSession | null>;
  touchSession(tokenHash: string, at: string): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  recordSignInFailure(email: string, address: string, at: string): Promise<void>;
  /** Failures since `since` for the account and for the address. */
  countSignInFailures(email: string, address: string, since: string): Promise<{ email: number; address: number }>;
  clearSignInFailures(email: string): Promise<void>;
  /** Drops failures from before `before` and sessions idle since before `idleSince`: neither counts any more. */
  prune(before: string, idleSince: string): Promise<void>;
  appendAudit(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  listAudit(limit: number, offset: number): Promise<{ rows: AuditEntry[]; total: number }>;
}

export interface Statement {
  sql: string;
  args: readonly unknown[];
}

/**
 * Runs one statement; `all` answers rows as objects, `run` the number of rows changed, `batch`
 * the statements in order in one transaction (all or none), with each one's count of rows changed.
 */
export interface QueryRunner {
  all<T>(sql: string, args?: readonly unknown[]): Promise<T[]>;
  run(sql: string, args?: readonly unknown[]): Promise<number>;
  batch(statements: readonly Statement[]): Promise<number[]>;
  /** Reclaims the space of deleted and overwritten data, so its bytes leave the database's files. */
  compact(): Promise<void>;
}

export function sqliteRunner(db: Database.Database): QueryRunner {
  const batch = db.transaction((statements: readonly Statement[]) => statements.map(({ sql, args }) => db.prepare(sql).run(...args).changes));
  return {
    all: async <T>(sql: string, args: readonly unknown[] = []) => db.prepare(sql).all(...args) as T[],
    run: async (sql, args = []) => db.prepare(sql).run(...args).changes,
    batch: async (statements) => batch.immediate(statements),
    compact: async () => {
      // A fresh copy of the database with only live rows, then the write-ahead log folded in and emptied.
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
}

/** `?` to `$1`, `$2`, … (the office's SQL has no `?` inside literals). */
const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
};

export function postgresRunner(pool: Pool): QueryRunner {
  return {
    all: async <T>(sql: string, args: readonly unknown[] = []) =>
      (await pool.query(numbered(sql), args as unknown[])).rows as T[],
    run: async (sql, args = []) => (await pool.query(numbered(sql), args as unknown[])).rowCount ?? 0,
    batch: async (statements) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const counts: number[] = [];
        for (const { sql, args } of statements) counts.push((await client.query(numbered(sql), args as unknown[])).rowCount ?? 0);
        await client.query('COMMIT');
        return counts;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    compact: async () => {
      await pool.query('VACUUM registrations, applicants, outbox, idempotency_keys, audit');
    },
  };
}

interface SessionRecord {
  email: string;
  csrf_token: string;
  last_seen_at: string;
}

export function createOfficeStore(db: QueryRunner): OfficeStore {
  return {
    ...createOfficeRecords(db),
    ...createOfficeContent(db),
    ...createPersonalData(db),
    compact: () => db.compact(),
    putStaff: async (email, passwordHash, at) => {
      await db.run(
        `INSERT INTO staff (email, password_hash, created_at) VALUES (?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
        [email, passwordHash, at],
      );
    },
    removeStaff: async (email) => {
      await db.run('DELETE FROM office_sessions WHERE email = ?', [email]);
      return (await db.run('DELETE FROM staff WHERE email = ?', [email])) > 0;
    },
    listStaff: async () =>
      (await db.all<{ email: string; created_at: string }>('SELECT email, created_at FROM staff ORDER BY email')).map(
        (r) => ({ email: r.email, createdAt: r.created_at }),
      ),
    staffPasswordHash: async (email) =>
      (await db.all<{ password_hash: string }>('SELECT password_hash FROM staff WHERE email = ?', [email]))[0]
        ?.password_hash ?? null,
    createSession: async (tokenHash, email, csrfToken, at) => {
      await db.run(
        'INSERT INTO office_sessions (token_hash, email, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
        [tokenHash, email, csrfToken, at, at],
      );
    },
    findSession: async (tokenHash) => {
      const found = (
        await db.all<SessionRecord>(
          'SELECT email, csrf_token, last_seen_at FROM office_sessions WHERE token_hash = ?',
          [tokenHash],
        )
      )[0];
      return found ? { email: found.email, csrfToken: found.csrf_token, lastSeenAt: found.last_seen_at } : null;
    },
    touchSession: async (tokenHash, at) => {
      await db.run('UPDATE office_sessions SET last_seen_at = ? WHERE token_hash = ?', [at, tokenHash]);
    },
    deleteSession: async (tokenHash) => {
      await db.run('DELETE FROM office_sessions WHERE token_hash = ?', [tokenHash]);
    },
    recordSignInFailure: async (email, address, at) => {
      await db.run('INSERT INTO sign_in_failures (email, address, at) VALUES (?, ?, ?)', [email, address, at]);
    },
    countSignInFailures: async (email, address, since) => {
      const [byEmail] = await db.all<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = ? AND at > ?',
        [email, since],
      );
      const [byAddress] = await db.all<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM sign_in_failures WHERE address = ? AND at > ?',
        [address, since],
      );
      return { email: Number(byEmail?.n ?? 0), address: Number(byAddress?.n ?? 0) };
    },
    clearSignInFailures: async (email) => {
      await db.run('DELETE FROM sign_in_failures WHERE email = ?', [email]);
    },
    prune: async (before, idleSince) => {
      await db.run('DELETE FROM sign_in_failures WHERE at < ?', [before]);
      await db.run('DELETE FROM office_sessions WHERE last_seen_at < ?', [idleSince]);
    },
    appendAudit: async (entry) => {
      await db.run('INSERT INTO audit (at, actor, action, record, detail) VALUES (?, ?, ?, ?, ?)', [
        entry.at, entry.actor, entry.action, entry.record, entry.detail,
      ]);
    },
    listAudit: async (limit, offset) => {
      const rows = await db.all<AuditEntry>(
        'SELECT at, actor, action, record, detail FROM audit ORDER BY seq DESC LIMIT ? OFFSET ?',
        [limit, offset],
      );
      const [count] = await db.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM audit');
      return { rows, total: Number(count?.n ?? 0) };
    },
  };
}
