import type { CounterCell } from '@academy/contracts/rules';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import type { OfficeStore } from '../office/officeStore';

// One interface over both adapters, so routes, CLI, seed and the shared test suite never
// know which database they talk to.

export type Row = string[];
export type SheetName = 'registrations' | 'applicants' | 'achievements' | 'puzzles' | 'tournaments';
export type ContentSheet = 'achievements' | 'puzzles' | 'tournaments';
export const SHEET_NAMES: readonly SheetName[] = ['registrations', 'applicants', 'achievements', 'puzzles', 'tournaments'];
export const CONTENT_SHEETS: readonly ContentSheet[] = ['achievements', 'puzzles', 'tournaments'];

export type CompareAndSetResult = { ok: boolean; value: number };
/** A registration's cells after its date and number: course … referral code, in sheet order. */
type RegistrationCells = string[];
/** An application's person cells: name, mobile number, e-mail, expertise, level, years. */
type ApplicationCells = string[];
/** When the person agreed to the privacy notice (ISO 8601 UTC), and to which version of it. */
export interface Consent {
  at: string;
  notice: string;
}
export type InsertOutcome = 'inserted' | 'duplicate-number' | 'duplicate-email' | 'not-issued';

/** The first answer to a keyed write, replayed for every later request with that key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}
/** A keyed write's outcome: a fresh answer, the first answer again, or the key used for another body. */
export type KeyedOutcome =
  | { replayed: false; answer: StoredAnswer }
  | { replayed: true; answer: StoredAnswer }
  | { replayed: 'mismatch' };

export interface NewOutboxMessage {
  serviceId: string;
  templateId: string;
  userId: string;
  params: Record<string, unknown>;
}
export interface OutboxMessage extends NewOutboxMessage {
  id: number;
  receivedAt: string;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** The staff office's tables (api/src/office/officeStore.ts). */
  readonly office: OfficeStore;
  readCounter(cell: CounterCell): Promise<number>;
  /** Sets the counter to `next` only while it still holds `expected`; answers the value it holds afterwards. */
  compareAndSet(cell: CounterCell, expected: number, next: number): Promise<CompareAndSetResult>;
  /** Raises a counter to at least `value` (CSV import of numbers issued elsewhere). */
  raiseCounter(cell: CounterCell, value: number): Promise<void>;
  /**
   * Takes the next registration number (counter A2 + 1) and stores the row under it, in one
   * transaction: the number is never lost and never handed out twice. Answers the number's digits.
   */
  issueRegistration(date: string, cells: RegistrationCells, consent: Consent): Promise<number>;
  /**
   * The same for an application (counter B2). A second application from an e-mail (trimmed,
   * lower-cased, compared through `emailHash`'s unique index) answers 'duplicate-email' and changes nothing.
   */
  issueApplication(date: string, cells: ApplicationCells, emailHash: string, consent: Consent): Promise<number | 'duplicate-email'>;
  /**
   * `issueRegistration` under an idempotency key: a live key with the same fingerprint answers
   * its stored answer (no row, no counter move), another fingerprint answers 'mismatch'; an
   * unused or expired key issues the number and stores the key with `answer(issued)` in the
   * same transaction as the row. Two requests with one key never both issue.
   */
  issueRegistrationOnce(
    date: string, cells: RegistrationCells, consent: Consent, claim: IdempotencyClaim, answer: (issued: number) => StoredAnswer,
  ): Promise<KeyedOutcome>;
  /** The same for an application; a duplicate e-mail stores nothing, key included. */
  issueApplicationOnce(
    date: string, cells: ApplicationCells, emailHash: string, consent: Consent, claim: IdempotencyClaim,
    answer: (issued: number) => StoredAnswer,
  ): Promise<KeyedOutcome | 'duplicate-email'>;
  /** Deletes idempotency keys stored before `before` (ISO 8601); answers how many. */
  purgeIdempotencyKeys(before: string): Promise<number>;
  /** Compatibility protocol: stores a validated row whose number is `issued` (the digits after the prefix). */
  insertRegistration(row: Row, issued: number): Promise<InsertOutcome>;
  insertApplicant(row: Row, issued: number, emailHash: string): Promise<InsertOutcome>;
  /** Every row of a sheet in sheet order (registrations and applicants in arrival order). */
  readSheet(sheet: SheetName): Promise<Row[]>;
  /** Puzzles dated on or before `lastDay` (YYYY-MM-DD), oldest first. */
  readPuzzlesUpTo(lastDay: string): Promise<Row[]>;
  /** Replaces a content sheet in one transaction, as a spreadsheet upload would. */
  replaceContent(sheet: ContentSheet, rows: Row[]): Promise<void>;
  countRows(sheet: SheetName): Promise<number>;
  /** How this connection makes commits durable, read back from the database (served by GET /health). */
  durability(): Promise<Record<string, string>>;
  addOutboxMessage(message: NewOutboxMessage): Promise<OutboxMessage>;
  listOutbox(): Promise<OutboxMessage[]>;
  clearOutbox(): Promise<void>;
  close(): Promise<void>;
}
