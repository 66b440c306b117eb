import { at, requiredInstantOf } from '../store/queryRunner';
import type { QueryRunner } from '../store/queryRunner';
import { createOfficeRecords } from './officeRecords';
import type { OfficeRecords } from './officeRecords';
import { createOfficeContent } from './officeContent';
import { createPersonalData } from './personalData';
import type { PersonalData } from './personalData';
import type { OfficeContent } from './officeContent';

// The office's part of the store: staff, sessions, sign-in failures and the audit log, over the
// store's query runner (api/src/store/queryRunner.ts), so the SQL is written once for both
// engines. Times go in and out as ISO 8601 UTC; the tables keep them as instants.

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

interface SessionRecord {
  email: string;
  csrf_token: string;
  last_seen_at: unknown;
}

export const auditEntryOf = (row: AuditEntry): AuditEntry => ({ ...row, at: requiredInstantOf(row.at) });

export function createOfficeStore(db: QueryRunner): OfficeStore {
  return {
    ...createOfficeRecords(db),
    ...createOfficeContent(db),
    ...createPersonalData(db),
    compact: () => db.compact(),
    putStaff: async (email, passwordHash, createdAt) => {
      await db.run(
        `INSERT INTO staff (email, password_hash, created_at) VALUES (?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
        [email, passwordHash, at(createdAt)],
      );
    },
    removeStaff: async (email) => {
      await db.run('DELETE FROM office_sessions WHERE email = ?', [email]);
      return (await db.run('DELETE FROM staff WHERE email = ?', [email])) > 0;
    },
    listStaff: async () =>
      (await db.all<{ email: string; created_at: unknown }>('SELECT email, created_at FROM staff ORDER BY email')).map(
        (r) => ({ email: r.email, createdAt: requiredInstantOf(r.created_at) }),
      ),
    staffPasswordHash: async (email) =>
      (await db.all<{ password_hash: string }>('SELECT password_hash FROM staff WHERE email = ?', [email]))[0]
        ?.password_hash ?? null,
    createSession: async (tokenHash, email, csrfToken, createdAt) => {
      await db.run(
        'INSERT INTO office_sessions (token_hash, email, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
        [tokenHash, email, csrfToken, at(createdAt), at(createdAt)],
      );
    },
    findSession: async (tokenHash) => {
      const found = (
        await db.all<SessionRecord>(
          'SELECT email, csrf_token, last_seen_at FROM office_sessions WHERE token_hash = ?',
          [tokenHash],
        )
      )[0];
      return found ? { email: found.email, csrfToken: found.csrf_token, lastSeenAt: requiredInstantOf(found.last_seen_at) } : null;
    },
    touchSession: async (tokenHash, seenAt) => {
      await db.run('UPDATE office_sessions SET last_seen_at = ? WHERE token_hash = ?', [at(seenAt), tokenHash]);
    },
    deleteSession: async (tokenHash) => {
      await db.run('DELETE FROM office_sessions WHERE token_hash = ?', [tokenHash]);
    },
    recordSignInFailure: async (email, address, failedAt) => {
      await db.run('INSERT INTO sign_in_failures (email, address, at) VALUES (?, ?, ?)', [email, address, at(failedAt)]);
    },
    countSignInFailures: async (email, address, since) => {
      const [byEmail] = await db.all<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = ? AND at > ?',
        [email, at(since)],
      );
      const [byAddress] = await db.all<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM sign_in_failures WHERE address = ? AND at > ?',
        [address, at(since)],
      );
      return { email: Number(byEmail?.n ?? 0), address: Number(byAddress?.n ?? 0) };
    },
    clearSignInFailures: async (email) => {
      await db.run('DELETE FROM sign_in_failures WHERE email = ?', [email]);
    },
    prune: async (before, idleSince) => {
      await db.run('DELETE FROM sign_in_failures WHERE at < ?', [at(before)]);
      await db.run('DELETE FROM office_sessions WHERE last_seen_at < ?', [at(idleSince)]);
    },
    appendAudit: async (entry) => {
      await db.run('INSERT INTO audit (at, actor, action, record, detail) VALUES (?, ?, ?, ?, ?)', [
        at(entry.at), entry.actor, entry.action, entry.record, entry.detail,
      ]);
    },
    listAudit: async (limit, offset) => {
      const rows = (await db.all<AuditEntry>(
        'SELECT at, actor, action, record, detail FROM audit ORDER BY seq DESC LIMIT ? OFFSET ?',
        [limit, offset],
      )).map(auditEntryOf);
      const [count] = await db.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM audit');
      return { rows, total: Number(count?.n ?? 0) };
    },
  };
}
