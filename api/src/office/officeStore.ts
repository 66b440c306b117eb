import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { createOfficeRecords } from './officeRecords';
import type { OfficeRecords } from './officeRecords';
import { createOfficeContent } from './officeContent';
import { createPersonalData } from './personalData';
import type { PersonalData } from './personalData';
import type { OfficeContent } from './officeContent';
import { createSignInCounts } from './signInCounts';
import type { SignInCounts } from './signInCounts';
import type { StaffRole } from '@academy/contracts/office-rules';

// The office's part of the store: staff, sessions, sign-in counts and the audit log. One
// implementation over a small query runner, so the SQL is written once for SQLite and PostgreSQL
// (placeholders are written `?` and numbered for PostgreSQL).

export interface StaffMember {
  email: string;
  createdAt: string;
  role: StaffRole;
  disabled: boolean;
  /** Enrolled in two-factor sign-in. */
  twoFactor: boolean;
}
/** What the sign-in needs to judge one account; never sent or logged. */
export interface StaffCredentials {
  passwordHash: string;
  role: StaffRole;
  disabled: boolean;
  /** '' when not enrolled. */
  totpSecret: string;
  /** The time step of the last code accepted (0: none yet). */
  totpLastStep: number;
}
export interface OfficeSession {
  email: string;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  role: StaffRole;
}
export interface SessionSummary {
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
}
export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  record: string;
  detail: string;
}

export interface OfficeStore extends OfficeRecords, OfficeContent, PersonalData, SignInCounts {
  /** Reclaims the space of erased data, so its bytes leave the database's files. */
  compact(): Promise<void>;
  /**
   * Adds a staff member (a desk account unless `role` says otherwise), or replaces the password
   * (and the role, when given) of one that exists; either way every session of the account ends.
   */
  putStaff(email: string, passwordHash: string, at: string, role?: StaffRole): Promise<void>;
  /** Removes a staff member, their sessions, two-factor codes and sign-in counts; false when there was none. */
  removeStaff(email: string): Promise<boolean>;
  /** Disables (`at`) or enables (null) an account; disabling ends its sessions. False when there is none. */
  setStaffDisabled(email: string, at: string | null): Promise<boolean>;
  listStaff(): Promise<StaffMember[]>;
  /** For the sign-in check only. */
  staffCredentials(email: string): Promise<StaffCredentials | null>;
  /** Stores a new two-factor secret and recovery codes (hashed), replacing any before. False when there is no account. */
  enrolTotp(email: string, secret: string, recoveryCodeHashes: readonly string[]): Promise<boolean>;
  /** Records `step` as the last accepted code's, only if it is later than the last one: false means a replay. */
  acceptTotpStep(email: string, step: number): Promise<boolean>;
  /** Uses up a recovery code; false when the account has no such unused code. */
  useRecoveryCode(email: string, codeHash: string): Promise<boolean>;
  createSession(tokenHash: string, email: string, csrfToken: string, at: string): Promise<void>;
  /** A session of an account that exists and is not disabled. */
  findSession(tokenHash: string): Promise<OfficeSession | null>;
  /** The account's sessions, newest first. */
  listSessions(email: string): Promise<SessionSummary[]>;
  touchSession(tokenHash: string, at: string): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Drops sessions idle since before `idleSince` or created before `createdBefore`: neither counts any more. */
  pruneSessions(idleSince: string, createdBefore: string): Promise<void>;
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
  created_at: string;
  last_seen_at: string;
  role: StaffRole;
}
interface StaffRecord {
  email: string;
  created_at: string;
  role: StaffRole;
  disabled_at: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | string;
}

export function createOfficeStore(db: QueryRunner): OfficeStore {
  const endSessions: (email: string) => Statement = (email) => ({ sql: 'DELETE FROM office_sessions WHERE email = ?', args: [email] });
  return {
    ...createOfficeRecords(db),
    ...createOfficeContent(db),
    ...createPersonalData(db),
    ...createSignInCounts(db),
    compact: () => db.compact(),
    putStaff: async (email, passwordHash, at, role) => {
      // One transaction: no moment where the new password stands beside a session of the old one.
      await db.batch([
        endSessions(email),
        {
          sql: `INSERT INTO staff (email, password_hash, created_at, role) VALUES (?, ?, ?, ?)
           ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = COALESCE(?, staff.role)`,
          args: [email, passwordHash, at, role ?? 'desk', role ?? null],
        },
      ]);
    },
    removeStaff: async (email) => {
      const counts = await db.batch([
        endSessions(email),
        { sql: 'DELETE FROM staff_recovery_codes WHERE email = ?', args: [email] },
        { sql: 'DELETE FROM sign_in_counts WHERE account = ?', args: [email] },
        { sql: 'DELETE FROM staff WHERE email = ?', args: [email] },
      ]);
      return (counts[3] ?? 0) > 0;
    },
    setStaffDisabled: async (email, at) => {
      const counts = await db.batch([
        { sql: 'UPDATE staff SET disabled_at = ? WHERE email = ?', args: [at ?? '', email] },
        endSessions(email),
      ]);
      return (counts[0] ?? 0) > 0;
    },
    listStaff: async () =>
      (await db.all<StaffRecord>('SELECT email, created_at, role, disabled_at, totp_secret FROM staff ORDER BY email')).map((r) => ({
        email: r.email,
        createdAt: r.created_at,
        role: r.role,
        disabled: r.disabled_at !== '',
        twoFactor: r.totp_secret !== '',
      })),
    staffCredentials: async (email) => {
      const [found] = await db.all<StaffRecord>(
        'SELECT password_hash, role, disabled_at, totp_secret, totp_last_step FROM staff WHERE email = ?',
        [email],
      );
      return found
        ? {
            passwordHash: found.password_hash,
            role: found.role,
            disabled: found.disabled_at !== '',
            totpSecret: found.totp_secret,
            totpLastStep: Number(found.totp_last_step),
          }
        : null;
    },
    enrolTotp: async (email, secret, recoveryCodeHashes) => {
      if ((await db.all('SELECT 1 AS found FROM staff WHERE email = ?', [email])).length === 0) return false;
      await db.batch([
        { sql: 'UPDATE staff SET totp_secret = ?, totp_last_step = 0 WHERE email = ?', args: [secret, email] },
        { sql: 'DELETE FROM staff_recovery_codes WHERE email = ?', args: [email] },
        ...recoveryCodeHashes.map((hash) => ({ sql: 'INSERT INTO staff_recovery_codes (email, code_hash) VALUES (?, ?)', args: [email, hash] })),
      ]);
      return true;
    },
    acceptTotpStep: async (email, step) =>
      (await db.run('UPDATE staff SET totp_last_step = ? WHERE email = ? AND totp_last_step < ?', [step, email, step])) > 0,
    useRecoveryCode: async (email, codeHash) =>
      (await db.run('DELETE FROM staff_recovery_codes WHERE email = ? AND code_hash = ?', [email, codeHash])) > 0,
    createSession: async (tokenHash, email, csrfToken, at) => {
      await db.run(
        'INSERT INTO office_sessions (token_hash, email, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
        [tokenHash, email, csrfToken, at, at],
      );
    },
    findSession: async (tokenHash) => {
      const found = (
        await db.all<SessionRecord>(
          `SELECT s.email, s.csrf_token, s.created_at, s.last_seen_at, staff.role FROM office_sessions s
           JOIN staff ON staff.email = s.email AND staff.disabled_at = '' WHERE s.token_hash = ?`,
          [tokenHash],
        )
      )[0];
      return found
        ? { email: found.email, csrfToken: found.csrf_token, createdAt: found.created_at, lastSeenAt: found.last_seen_at, role: found.role }
        : null;
    },
    listSessions: async (email) =>
      (
        await db.all<{ token_hash: string; created_at: string; last_seen_at: string }>(
          'SELECT token_hash, created_at, last_seen_at FROM office_sessions WHERE email = ? ORDER BY created_at DESC, token_hash',
          [email],
        )
      ).map((r) => ({ tokenHash: r.token_hash, createdAt: r.created_at, lastSeenAt: r.last_seen_at })),
    touchSession: async (tokenHash, at) => {
      await db.run('UPDATE office_sessions SET last_seen_at = ? WHERE token_hash = ?', [at, tokenHash]);
    },
    deleteSession: async (tokenHash) => {
      await db.run('DELETE FROM office_sessions WHERE token_hash = ?', [tokenHash]);
    },
    pruneSessions: async (idleSince, createdBefore) => {
      await db.run('DELETE FROM office_sessions WHERE last_seen_at < ? OR created_at < ?', [idleSince, createdBefore]);
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
