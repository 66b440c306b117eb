// The few things the store needs from a database, so its SQL is written once for SQLite and
// PostgreSQL. Statements are written with `?` placeholders (PostgreSQL's runner numbers them);
// instants go in as Date arguments and come out through `instantOf`, whatever the engine keeps.

export interface Statement {
  sql: string;
  args: readonly unknown[];
}

/** Runs one statement: `all` answers rows as objects, `run` the number of rows changed. */
export interface Queries {
  all<T>(sql: string, args?: readonly unknown[]): Promise<T[]>;
  run(sql: string, args?: readonly unknown[]): Promise<number>;
}

/** What the two engines spell or do differently. */
export interface Dialect {
  engine: 'sqlite' | 'postgres';
  /** The larger of two values: `MAX` on SQLite, `GREATEST` on PostgreSQL. */
  greatest: 'MAX' | 'GREATEST';
  /** `FOR UPDATE SKIP LOCKED` where rows can be locked one by one (PostgreSQL); SQLite locks the database. */
  lockRows: string;
  /** A JSON argument: text on SQLite, cast to json on PostgreSQL. */
  json: string;
}

export interface QueryRunner extends Queries {
  readonly dialect: Dialect;
  /**
   * `work` inside one transaction that takes the write lock first (SQLite: BEGIN IMMEDIATE), committed
   * when it resolves and rolled back when it throws. Only `tx` may be used inside it.
   */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  /** The statements in order in one transaction (all or none), with each one's count of rows changed. */
  batch(statements: readonly Statement[]): Promise<number[]>;
  /** Reclaims the space of deleted and overwritten data, so its bytes leave the database's files. */
  compact(): Promise<void>;
}

/** A stored instant (a PostgreSQL timestamp, or SQLite's milliseconds) as ISO 8601 UTC; null stays null. */
export function instantOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return new Date(Number(value)).toISOString();
}

/** Like instantOf, for a column that is never NULL. */
export function requiredInstantOf(value: unknown): string {
  return instantOf(value) ?? new Date(0).toISOString();
}

/** An ISO 8601 instant as a statement's argument. */
export const at = (instant: string): Date => new Date(instant);

/** A stored calendar day (SQLite text, PostgreSQL date read as text) as YYYY-MM-DD. */
export function dayOf(value: unknown): string {
  return String(value).slice(0, 10);
}

/** `?, ?, …` for `count` values. */
export const marks = (count: number): string => Array.from({ length: count }, () => '?').join(', ');
