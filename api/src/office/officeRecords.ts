import { DEMO_RECORD_VIEWS } from '@academy/contracts/office-rules';
import type {
  DemoRecordView,
  OfficeRecordKind,
  RecordSort,
  RecordUpdate,
  RecordView,
  SortDirection,
} from '@academy/contracts/office-rules';
import { demoView } from '../demos/demoViews';
import { APPLICATION_NUMBER_PREFIX, REGISTRATION_NUMBER_PREFIX } from '@academy/contracts/rules';
import { istMidnight } from '@academy/contracts/time';
import type { Dialect, QueryRunner } from '../store/queryRunner';
import { NUMBER_COLUMN, RECORD_COLUMNS, recordsWithEmails } from '../store/recordRows';
import type { AnyRecord, RecordRow } from '../store/recordRows';

// Registrations and applications as the office lists, searches, updates and exports them.
// Newest first by arrival (id). The search `q` is read once (normaliseSearch), then by its shape:
// a number (unique index), part of an e-mail, a mobile number or a number's digits (index on the
// number; see phoneMatch), anything else part of a name or an e-mail.

export interface RecordFilters {
  q?: string;
  /** A desk view, judged at `today` for `me` (see RECORD_VIEWS). */
  view?: { name: RecordView | DemoRecordView; me: string; today: string; firstContactBy: Date; weekStart: string; weekEnd: string };
  course?: string;
  status?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

const NAME_COLUMNS: Record<OfficeRecordKind, string[]> = {
  registrations: ['parent_name', 'child_name'],
  applications: ['name'],
};

/** An office read: the record's columns, each record with its e-mails. */
const selectList = (kind: OfficeRecordKind): string => RECORD_COLUMNS[kind];

const NUMBER_SHAPE = /^t?gfi\d+$/i;
const PHONE_SHAPE = /^\+?[\d\s-]{4,}$/;
const NUMBER_PREFIX: Record<OfficeRecordKind, string> = {
  registrations: REGISTRATION_NUMBER_PREFIX,
  applications: APPLICATION_NUMBER_PREFIX,
};
/** Apostrophes as phones and word processors type them (’ ‘ ʼ ′ `), each read as '. */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u2032`\u00B4]/g;

/**
 * What staff type, read once for every kind of search: compatibility forms folded (NFKC), every
 * apostrophe straight, spaces squeezed, lower case. The stored side is read the same way in SQL
 * (foldedColumn), so D’Souza finds D'Souza and the other way round.
 */
function normaliseSearch(q: string): string {
  return q.normalize('NFKC').replace(APOSTROPHES, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A column as normaliseSearch reads a search: lower case, the curly apostrophes straight. */
const foldedColumn = (column: string): string =>
  ['\u2018', '\u2019', '\u02BC'].reduce((sql, curly) => `replace(${sql}, '${curly}', '''')`, `lower(${column})`);
const contains = (text: string): string => `%${text.replace(/[%_\\]/g, '')}%`;

/**
 * A mobile number as typed, with or without its country code. Registrations keep the code in
 * its own column, so each split of the leading 1 to 3 digits is tried (each an index look-up);
 * an applicant's number includes its code, so a number typed without one matches the ending.
 */
function phoneMatch(kind: OfficeRecordKind, digits: string): { sql: string; args: unknown[] } {
  if (kind === 'applications') return { sql: '(mobile_number = ? OR mobile_number LIKE ?)', args: [digits, `%${digits}`] };
  const splits = [1, 2, 3].filter((n) => digits.length > n + 4);
  const candidates = [digits, ...splits.map((n) => digits.slice(n))];
  // The IN list alone decides which index entries are read; the OR then checks each split's code.
  return {
    sql: `mobile_number IN (${candidates.map(() => '?').join(', ')}) AND (mobile_number = ?${splits
      .map(() => ' OR (mobile_number = ? AND country_code = ?)')
      .join('')})`,
    args: [...candidates, digits, ...splits.flatMap((n) => [digits.slice(n), digits.slice(0, n)])],
  };
}

/** The WHERE clause and its arguments for the filters (dates compared as YYYY-MM-DD). */
function whereFor(kind: OfficeRecordKind, filters: RecordFilters): { sql: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  const q = normaliseSearch(filters.q ?? '');
  if (q !== '') {
    if (NUMBER_SHAPE.test(q)) {
      parts.push(`${NUMBER_COLUMN[kind]} = ?`);
      args.push(q.toUpperCase());
    } else if (q.includes('@')) {
      // Part of an address: "meera@", "@example.com".
      parts.push('lower(email) LIKE ?');
      args.push(contains(q));
    } else if (PHONE_SHAPE.test(q)) {
      // A mobile number typed with the trunk 0 (09876543210) is stored without it; digits alone may
      // also be a record's number typed without its prefix.
      const digits = q.replace(/\D/g, '');
      const phone = phoneMatch(kind, digits.replace(/^0+/, ''));
      parts.push(`(${NUMBER_COLUMN[kind]} = ? OR (${phone.sql}))`);
      args.push(`${NUMBER_PREFIX[kind]}${digits}`, ...phone.args);
    } else {
      // A name, or part of an e-mail typed without its @ ("meera.rao", "example.com").
      const columns = [...NAME_COLUMNS[kind], 'email'].map((c) => `${foldedColumn(c)} LIKE ?`);
      parts.push(`(${columns.join(' OR ')})`);
      for (let i = 0; i < columns.length; i += 1) args.push(contains(q));
    }
  }
  if (filters.view) {
    const { name, me, today, firstContactBy } = filters.view;
    // Each view names its own columns; `demos-this-week` reads the week below.
    if (name === 'mine') {
      parts.push('owner = ?');
      args.push(me);
    } else if (name === 'my-due') {
      parts.push("owner = ? AND follow_up_on <> '' AND follow_up_on <= ?");
      args.push(me, today);
    } else if (name === 'demos-this-week' || (DEMO_RECORD_VIEWS as readonly string[]).includes(name)) {
      const view = demoView(kind, name as DemoRecordView | 'demos-this-week', filters.view);
      parts.push(view.sql);
      args.push(...view.args);
    } else if (name === 'due-today') {
      parts.push('follow_up_on = ?');
      args.push(today);
    } else if (name === 'overdue') {
      parts.push("follow_up_on <> '' AND follow_up_on < ?");
      args.push(today);
    } else {
      parts.push("status = 'new' AND received_at < ?");
      args.push(firstContactBy);
    }
  }
  if (filters.course) {
    parts.push(kind === 'registrations' ? 'course = ?' : 'expert_in = ?');
    args.push(filters.course);
  }
  if (filters.status) {
    parts.push('status = ?');
    args.push(filters.status);
  }
  // Days on the academy's calendar: from midnight in India, to the next midnight there.
  if (filters.from) {
    parts.push('received_at >= ?');
    args.push(istMidnight(filters.from));
  }
  if (filters.to) {
    parts.push('received_at < ?');
    args.push(new Date(istMidnight(filters.to).getTime() + 86_400_000));
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/** A list's order: a column (RECORD_SORTS) and its direction; none is newest first. */
export interface RecordOrder {
  sort: RecordSort;
  dir: SortDirection;
}

type SortColumn = { column: string; text: boolean };

/** What each sort orders by: the column the list shows, text compared without case. */
const SHARED_SORT_COLUMNS: Record<Exclude<RecordSort, 'name' | 'subject'>, SortColumn> = {
  number: { column: 'id', text: false },
  received: { column: 'received_at', text: false },
  phone: { column: 'mobile_number', text: false },
  email: { column: 'email', text: true },
  status: { column: 'status', text: false },
  followUp: { column: 'follow_up_on', text: false },
  owner: { column: 'owner', text: false },
};

/** Only the person's name and what they came for are columns of their own per kind. */
const SORT_COLUMNS: Record<OfficeRecordKind, Record<RecordSort, SortColumn>> = {
  registrations: { ...SHARED_SORT_COLUMNS, name: { column: 'child_name', text: true }, subject: { column: 'course', text: true } },
  applications: { ...SHARED_SORT_COLUMNS, name: { column: 'name', text: true }, subject: { column: 'expert_in', text: true } },
};

/**
 * The expression a sort orders by. Text is compared byte by byte on both engines (PostgreSQL's
 * collation would otherwise order spaces and capitals unlike SQLite), so both stores page alike.
 */
function sortKey(kind: OfficeRecordKind, sort: RecordSort, dialect: Dialect): string {
  const { column, text } = SORT_COLUMNS[kind][sort];
  const expression = text ? `lower(${column})` : column;
  return dialect.engine === 'postgres' && column !== 'id' && column !== 'received_at' ? `${expression} COLLATE "C"` : expression;
}

/** ORDER BY for `order`, ties broken by arrival (the number's order) in the same direction; newest first without one. */
function orderBy(kind: OfficeRecordKind, order: RecordOrder | undefined, dialect: Dialect): string {
  if (!order || order.sort === 'number') return `ORDER BY id ${order?.dir === 'asc' ? 'ASC' : 'DESC'}`;
  const dir = order.dir === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${sortKey(kind, order.sort, dialect)} ${dir}, id ${dir}`;
}

/** The staff's fields of a record as they were read, to write only while they still hold. */
export interface StaffFields {
  status: string;
  note: string;
  followUpOn: string | null;
  owner: string;
}

export interface OfficeRecords {
  listRecords(
    kind: OfficeRecordKind,
    filters: RecordFilters,
    limit: number,
    offset: number,
    order?: RecordOrder,
  ): Promise<{ records: AnyRecord[]; total: number }>;
  findRecord(kind: OfficeRecordKind, number: string): Promise<AnyRecord | null>;
  /**
   * Sets the staff's status and/or note, only while the record still holds `unchanged`'s values
   * (the ones its version was read with): null when there is no such record, or it changed.
   */
  updateRecord(kind: OfficeRecordKind, number: string, update: RecordUpdate, unchanged?: StaffFields): Promise<AnyRecord | null>;
  /** How many records match. */
  countMatching(kind: OfficeRecordKind, filters: RecordFilters): Promise<number>;
  /** Whether `email` is a staff account's (an owner must be one). */
  isStaff(email: string): Promise<boolean>;
  /** Every matching record in `order` (newest first without one), read in batches so the whole list is never in memory. */
  streamRecords(kind: OfficeRecordKind, filters: RecordFilters, batchSize?: number, order?: RecordOrder): AsyncIterable<AnyRecord[]>;
}

export function createOfficeRecords(db: QueryRunner): OfficeRecords {
  const findRecord = async (kind: OfficeRecordKind, number: string): Promise<AnyRecord | null> => {
    const found = await db.all<RecordRow>(`SELECT ${selectList(kind)} FROM ${kind} WHERE ${NUMBER_COLUMN[kind]} = ?`, [number]);
    return (await recordsWithEmails(db, kind, found))[0] ?? null;
  };
  /** The records in a column's order, batch after batch from the last (key, id) read: the export of a sorted list. */
  async function* streamSorted(
    kind: OfficeRecordKind,
    where: { sql: string; args: unknown[] },
    batchSize: number,
    order: RecordOrder,
  ): AsyncGenerator<AnyRecord[]> {
    const key = sortKey(kind, order.sort, db.dialect);
    const beyond = order.dir === 'asc' ? '>' : '<';
    let last: { key: unknown; id: number } | null = null;
    for (;;) {
      const keyset = last === null ? '' : `(${key} ${beyond} ? OR (${key} = ? AND id ${beyond} ?))`;
      const conditions = [where.sql.replace(/^WHERE /, ''), keyset].filter(Boolean).join(' AND ');
      const rows: RecordRow[] = await db.all<RecordRow>(
        `SELECT ${selectList(kind)}, ${key} AS sort_key FROM ${kind} ${conditions ? `WHERE ${conditions}` : ''} ${orderBy(kind, order, db.dialect)} LIMIT ?`,
        [...where.args, ...(last === null ? [] : [last.key, last.key, last.id]), batchSize],
      );
      if (rows.length === 0) return;
      yield await recordsWithEmails(db, kind, rows);
      if (rows.length < batchSize) return;
      const final = rows[rows.length - 1];
      last = { key: final?.sort_key, id: Number(final?.id) };
    }
  }
  return {
    listRecords: async (kind, filters, limit, offset, order) => {
      const where = whereFor(kind, filters);
      const sorted = orderBy(kind, order, db.dialect);
      // The page and its total side by side: on PostgreSQL each is its own connection, so a search
      // that must read every row (part of an e-mail) reads them twice at once, not one after the other.
      const [rows, [count]] = await Promise.all([
        db.all<RecordRow>(`SELECT ${selectList(kind)} FROM ${kind} ${where.sql} ${sorted} LIMIT ? OFFSET ?`, [
          ...where.args,
          limit,
          offset,
        ]),
        db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${kind} ${where.sql}`, where.args),
      ]);
      return { records: await recordsWithEmails(db, kind, rows), total: Number(count?.n ?? 0) };
    },
    findRecord,
    updateRecord: async (kind, number, update, unchanged) => {
      const sets: string[] = [];
      const args: unknown[] = [];
      if (update.status !== undefined) {
        sets.push('status = ?');
        args.push(update.status);
      }
      if (update.note !== undefined) {
        sets.push('note = ?');
        args.push(update.note);
      }
      if (update.followUpOn !== undefined) {
        sets.push('follow_up_on = ?');
        args.push(update.followUpOn ?? '');
      }
      if (update.owner !== undefined) {
        sets.push('owner = ?');
        args.push(update.owner);
      }
      if (sets.length === 0) return findRecord(kind, number);
      // The check and the write are one statement, so two saves of one version cannot both land.
      const guard = unchanged ? ' AND status = ? AND note = ? AND follow_up_on = ? AND owner = ?' : '';
      const changed = await db.run(`UPDATE ${kind} SET ${sets.join(', ')} WHERE ${NUMBER_COLUMN[kind]} = ?${guard}`, [
        ...args,
        number,
        ...(unchanged ? [unchanged.status, unchanged.note, unchanged.followUpOn ?? '', unchanged.owner] : []),
      ]);
      return changed === 0 ? null : findRecord(kind, number);
    },
    countMatching: async (kind, filters) => {
      const where = whereFor(kind, filters);
      const [count] = await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${kind} ${where.sql}`, where.args);
      return Number(count?.n ?? 0);
    },
    isStaff: async (email) => (await db.all('SELECT 1 AS found FROM staff WHERE email = ?', [email])).length > 0,
    streamRecords: async function* stream(kind, filters, batchSize = 2000, order) {
      const where = whereFor(kind, filters);
      if (order && order.sort !== 'number') {
        yield* streamSorted(kind, where, batchSize, order);
        return;
      }
      const ascending = order?.dir === 'asc';
      let past = ascending ? 0 : Number.MAX_SAFE_INTEGER;
      for (;;) {
        const after = ascending ? 'id > ?' : 'id < ?';
        const keyset = where.sql ? `${where.sql} AND ${after}` : `WHERE ${after}`;
        const rows = await db.all<RecordRow>(
          `SELECT ${selectList(kind)} FROM ${kind} ${keyset} ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT ?`,
          [...where.args, past, batchSize],
        );
        if (rows.length === 0) return;
        yield await recordsWithEmails(db, kind, rows);
        if (rows.length < batchSize) return;
        past = Number(rows[rows.length - 1]?.id);
      }
    },
  };
}
