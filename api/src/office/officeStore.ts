import { at, instantOf, requiredInstantOf } from '../store/queryRunner';
import type { QueryRunner, Statement } from '../store/queryRunner';
import { createOfficeRecords } from './officeRecords';
import type { OfficeRecords } from './officeRecords';
import { createOfficeContent } from './officeContent';
import { createPersonalData } from './personalData';
import type { PersonalData } from './personalData';
import type { OfficeContent } from './officeContent';
import { createOfficeTeachers } from './officeTeachers';
import type { OfficeTeachers } from './officeTeachers';
import { accountKey, createSignInCounts } from './signInCounts';
import { createExportLimits } from './exportLimit';
import type { ExportLimits } from './exportLimit';
import type { SignInCounts } from './signInCounts';
import type { StaffRole } from '@academy/contracts/office-rules';
import { createPayments } from './paymentsStore';
import type { Payments } from './paymentsStore';

// The office's part of the store: staff, sessions, sign-in counts and the audit log, over the
// store's query runner (api/src/store/queryRunner.ts), so the SQL is written once for both
// engines. Times go in and out as ISO 8601 UTC; the tables keep them as instants.

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

export interface OfficeStore extends OfficeRecords, OfficeContent, OfficeTeachers, PersonalData, SignInCounts, Payments, ExportLimits {
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
  /** Stores a new two-factor secret and recovery codes (hashed), replacing any before, and ends the account's sessions. False when there is no account. */
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

interface SessionRecord {
  email: string;
  csrf_token: string;
  created_at: unknown;
  last_seen_at: unknown;
  role: StaffRole;
}
interface StaffRecord {
  email: string;
  created_at: unknown;
  role: StaffRole;
  disabled_at: unknown;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | string;
}

export const auditEntryOf = (row: AuditEntry): AuditEntry => ({ ...row, at: requiredInstantOf(row.at) });

export function createOfficeStore(db: QueryRunner): OfficeStore {
  const endSessions: (email: string) => Statement = (email) => ({ sql: 'DELETE FROM office_sessions WHERE email = ?', args: [email] });
  return {
    ...createOfficeRecords(db),
    ...createOfficeContent(db),
    ...createOfficeTeachers(db),
    ...createPersonalData(db),
    ...createSignInCounts(db),
    ...createPayments(db),
    ...createExportLimits(db),
    compact: () => db.compact(),
    putStaff: async (email, passwordHash, createdAt, role) => {
      // One transaction: no moment where the new password stands beside a session of the old one.
      await db.batch([
        endSessions(email),
        {
          sql: `INSERT INTO staff (email, password_hash, created_at, role) VALUES (?, ?, ?, ?)
           ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = COALESCE(?, staff.role)`,
          args: [email, passwordHash, at(createdAt), role ?? 'desk', role ?? null],
        },
      ]);
    },
    removeStaff: async (email) => {
      const counts = await db.batch([
        endSessions(email),
        { sql: 'DELETE FROM staff_recovery_codes WHERE email = ?', args: [email] },
        { sql: 'DELETE FROM sign_in_counts WHERE account = ?', args: [accountKey(email)] },
        { sql: 'DELETE FROM staff WHERE email = ?', args: [email] },
      ]);
      return (counts[3] ?? 0) > 0;
    },
    setStaffDisabled: async (email, disabledAt) => {
      const counts = await db.batch([
        { sql: 'UPDATE staff SET disabled_at = ? WHERE email = ?', args: [disabledAt === null ? null : at(disabledAt), email] },
        endSessions(email),
      ]);
      return (counts[0] ?? 0) > 0;
    },
    listStaff: async () =>
      (await db.all<StaffRecord>('SELECT email, created_at, role, disabled_at, totp_secret FROM staff ORDER BY email')).map((r) => ({
        email: r.email,
        createdAt: requiredInstantOf(r.created_at),
        role: r.role,
        disabled: instantOf(r.disabled_at) !== null,
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
            disabled: instantOf(found.disabled_at) !== null,
            totpSecret: found.totp_secret,
            totpLastStep: Number(found.totp_last_step),
          }
        : null;
    },
    enrolTotp: async (email, secret, recoveryCodeHashes) => {
      if ((await db.all('SELECT 1 AS found FROM staff WHERE email = ?', [email])).length === 0) return false;
      // Enrolling again is what a lost phone calls for: whoever holds the phone, or a session
      // opened with it, is shut out with the old secret.
      await db.batch([
        endSessions(email),
        { sql: 'UPDATE staff SET totp_secret = ?, totp_last_step = 0 WHERE email = ?', args: [secret, email] },
        { sql: 'DELETE FROM staff_recovery_codes WHERE email = ?', args: [email] },
        ...recoveryCodeHashes.map((hash) => ({
          sql: 'INSERT INTO staff_recovery_codes (email, code_hash) VALUES (?, ?)',
          args: [email, hash],
        })),
      ]);
      return true;
    },
    acceptTotpStep: async (email, step) =>
      (await db.run('UPDATE staff SET totp_last_step = ? WHERE email = ? AND totp_last_step < ?', [step, email, step])) > 0,
    useRecoveryCode: async (email, codeHash) =>
      (await db.run('DELETE FROM staff_recovery_codes WHERE email = ? AND code_hash = ?', [email, codeHash])) > 0,
    createSession: async (tokenHash, email, csrfToken, createdAt) => {
      await db.run('INSERT INTO office_sessions (token_hash, email, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)', [
        tokenHash,
        email,
        csrfToken,
        at(createdAt),
        at(createdAt),
      ]);
    },
    findSession: async (tokenHash) => {
      const found = (
        await db.all<SessionRecord>(
          `SELECT s.email, s.csrf_token, s.created_at, s.last_seen_at, staff.role FROM office_sessions s
           JOIN staff ON staff.email = s.email AND staff.disabled_at IS NULL WHERE s.token_hash = ?`,
          [tokenHash],
        )
      )[0];
      return found
        ? {
            email: found.email,
            csrfToken: found.csrf_token,
            createdAt: requiredInstantOf(found.created_at),
            lastSeenAt: requiredInstantOf(found.last_seen_at),
            role: found.role,
          }
        : null;
    },
    listSessions: async (email) =>
      (
        await db.all<{ token_hash: string; created_at: unknown; last_seen_at: unknown }>(
          'SELECT token_hash, created_at, last_seen_at FROM office_sessions WHERE email = ? ORDER BY created_at DESC, token_hash',
          [email],
        )
      ).map((r) => ({
        tokenHash: r.token_hash,
        createdAt: requiredInstantOf(r.created_at),
        lastSeenAt: requiredInstantOf(r.last_seen_at),
      })),
    touchSession: async (tokenHash, seenAt) => {
      await db.run('UPDATE office_sessions SET last_seen_at = ? WHERE token_hash = ?', [at(seenAt), tokenHash]);
    },
    deleteSession: async (tokenHash) => {
      await db.run('DELETE FROM office_sessions WHERE token_hash = ?', [tokenHash]);
    },
    pruneSessions: async (idleSince, createdBefore) => {
      await db.run('DELETE FROM office_sessions WHERE last_seen_at < ? OR created_at < ?', [at(idleSince), at(createdBefore)]);
    },
    appendAudit: async (entry) => {
      await db.run('INSERT INTO audit (at, actor, action, record, detail) VALUES (?, ?, ?, ?, ?)', [
        at(entry.at),
        entry.actor,
        entry.action,
        entry.record,
        entry.detail,
      ]);
    },
    listAudit: async (limit, offset) => {
      const rows = (
        await db.all<AuditEntry>('SELECT at, actor, action, record, detail FROM audit ORDER BY seq DESC LIMIT ? OFFSET ?', [limit, offset])
      ).map(auditEntryOf);
      const [count] = await db.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM audit');
      return { rows, total: Number(count?.n ?? 0) };
    },
  };
}
