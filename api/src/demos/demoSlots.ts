import type { DemoSlot } from '@academy/contracts/records';
import type {
  DemoException,
  DemoExceptionInput,
  DemoRule,
  DemoRuleInput,
  DemoSlotInput,
  OfficeDemoSlot,
} from '@academy/contracts/office-rules';
import { at, requiredInstantOf } from '../store/queryRunner';
import type { Queries, QueryRunner } from '../store/queryRunner';
import type { RecordRow } from '../store/recordRows';
import { webpCopyOf } from '../office/officeTeachers';
import { expandRule, istDayRange } from './ruleExpansion';

// The slots the academy publishes, its weekly rules and its days off, over the store's query
// runner (the same SQL on both engines). A slot is checked against its teacher's other open
// slots inside a transaction that holds the teacher's row (PostgreSQL) or the write lock
// (SQLite), so two staff publishing at once cannot overlap one teacher.

export type SlotRefusal = 'unknown-teacher' | 'not-their-course' | 'overlap';

export interface DemoSlots {
  /** Open future slots of `course` with a free seat starting before `until`, soonest first. */
  freeSlots(course: string, now: Date, until: Date, limit?: number): Promise<DemoSlot[]>;
  findSlot(id: number): Promise<OfficeDemoSlot | null>;
  /** Slots starting in [from, to), of one teacher when given, soonest first. */
  listSlots(from: Date, to: Date, teacherId?: string): Promise<OfficeDemoSlot[]>;
  addSlot(input: DemoSlotInput, createdAt: Date): Promise<OfficeDemoSlot | SlotRefusal>;
  /** A slot with live bookings is not deleted. */
  deleteSlot(id: number): Promise<'deleted' | 'not-found' | 'has-bookings'>;
  addRule(
    input: DemoRuleInput,
    now: Date,
    lastDay: string,
  ): Promise<{ rule: DemoRule; slots: OfficeDemoSlot[]; skipped: Array<{ startsAt: string; reason: string }> } | SlotRefusal>;
  listRules(): Promise<DemoRule[]>;
  /** Deletes the rule and its future slots without bookings; answers false when there is no such rule. */
  deleteRule(id: number, now: Date): Promise<boolean>;
  addException(
    input: DemoExceptionInput,
    now: Date,
  ): Promise<{ exception: DemoException; slotsRemoved: number; slotsWithBookings: OfficeDemoSlot[] } | 'unknown-teacher'>;
  listExceptions(): Promise<DemoException[]>;
  deleteException(id: number): Promise<boolean>;
}

/** A text column that may be NULL. A column holds a string or a number as both drivers hand it back, never a plain object. */
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above: no column is read as an object
export const optionalText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export const SLOT_COLUMNS = `s.id, s.starts_at, s.minutes, s.course, s.teacher_id, s.capacity, s.booked, s.status, s.rule_id,
  COALESCE(t.name, '') AS teacher_name, t.photo_file`;
export const SLOT_FROM = 'demo_slots s LEFT JOIN teachers t ON t.id = s.teacher_id';

export function officeSlotOf(row: RecordRow): OfficeDemoSlot {
  return {
    id: Number(row.id),
    startsAt: requiredInstantOf(row.starts_at),
    minutes: Number(row.minutes),
    course: String(row.course),
    teacherId: String(row.teacher_id),
    teacherName: String(row.teacher_name),
    capacity: Number(row.capacity),
    booked: Number(row.booked),
    status: row.status === 'cancelled' ? 'cancelled' : 'open',
    ruleId: row.rule_id === null || row.rule_id === undefined ? null : Number(row.rule_id),
  };
}

export const teacherOfRow = (row: RecordRow) => {
  const photo = optionalText(row.photo_file);
  return { name: String(row.teacher_name), photoFile: photo, photoWebpFile: photo === null ? null : webpCopyOf(photo) };
};

export function publicSlotOf(row: RecordRow): DemoSlot {
  return {
    id: Number(row.id),
    startsAt: requiredInstantOf(row.starts_at),
    minutes: Number(row.minutes),
    course: String(row.course),
    teacher: teacherOfRow(row),
    seatsLeft: Number(row.capacity) - Number(row.booked),
  };
}

const ruleOf = (row: RecordRow): DemoRule => ({
  id: Number(row.id),
  weekday: Number(row.weekday),
  timeIst: String(row.time_ist),
  minutes: Number(row.minutes),
  capacity: Number(row.capacity),
  course: String(row.course),
  teacherId: String(row.teacher_id),
  from: String(row.from_day),
  until: String(row.until_day),
});

const exceptionOf = (row: RecordRow): DemoException => ({
  id: Number(row.id),
  day: String(row.day),
  teacherId: optionalText(row.teacher_id),
  reason: String(row.reason),
});

/** Open future slots of `course` with a free seat starting before `until`, soonest first, read through `q` (a transaction's too). */
export async function freeSlotsIn(q: Queries, course: string, now: Date, until: Date, limit = 200): Promise<DemoSlot[]> {
  const rows = await q.all<RecordRow>(
    `SELECT ${SLOT_COLUMNS} FROM ${SLOT_FROM}
     WHERE s.course = ? AND s.status = 'open' AND s.starts_at > ? AND s.starts_at < ? AND s.booked < s.capacity
     ORDER BY s.starts_at, s.id LIMIT ?`,
    [course, now, until, limit],
  );
  return rows.map(publicSlotOf);
}

export function createDemoSlots(db: QueryRunner): DemoSlots {
  const lock = db.dialect.engine === 'postgres' ? ' FOR UPDATE' : '';

  const slotById = async (q: Queries, id: number): Promise<OfficeDemoSlot | null> => {
    const [row] = await q.all<RecordRow>(`SELECT ${SLOT_COLUMNS} FROM ${SLOT_FROM} WHERE s.id = ?`, [id]);
    return row ? officeSlotOf(row) : null;
  };

  /** Inside a transaction: the teacher's row held, and whether they teach the course. */
  const checkTeacher = async (tx: Queries, teacherId: string, course: string): Promise<SlotRefusal | null> => {
    const [teacher] = await tx.all<{ courses: string }>(`SELECT courses FROM teachers WHERE id = ?${lock}`, [teacherId]);
    if (!teacher) return 'unknown-teacher';
    return teacher.courses.split(',').includes(course) ? null : 'not-their-course';
  };

  const overlaps = async (tx: Queries, teacherId: string, startsAt: Date, minutes: number): Promise<boolean> => {
    const end = new Date(startsAt.getTime() + minutes * 60_000);
    const found = await tx.all(
      "SELECT id FROM demo_slots WHERE teacher_id = ? AND status = 'open' AND starts_at < ? AND ends_at > ? LIMIT 1",
      [teacherId, end, startsAt],
    );
    return found.length > 0;
  };

  const insertSlot = async (
    tx: Queries,
    slot: { startsAt: Date; minutes: number; course: string; teacherId: string; capacity: number; ruleId: number | null },
    createdAt: Date,
  ): Promise<OfficeDemoSlot> => {
    const [added] = await tx.all<{ id: number | string }>(
      `INSERT INTO demo_slots (starts_at, ends_at, minutes, course, teacher_id, capacity, rule_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        slot.startsAt,
        new Date(slot.startsAt.getTime() + slot.minutes * 60_000),
        slot.minutes,
        slot.course,
        slot.teacherId,
        slot.capacity,
        slot.ruleId,
        createdAt,
      ],
    );
    return (await slotById(tx, Number(added?.id))) as OfficeDemoSlot;
  };

  return {
    freeSlots: (course, now, until, limit) => freeSlotsIn(db, course, now, until, limit),
    findSlot: (id) => slotById(db, id),
    listSlots: async (from, to, teacherId) =>
      (
        await db.all<RecordRow>(
          `SELECT ${SLOT_COLUMNS} FROM ${SLOT_FROM} WHERE s.starts_at >= ? AND s.starts_at < ?${teacherId ? ' AND s.teacher_id = ?' : ''}
           ORDER BY s.starts_at, s.id`,
          teacherId ? [from, to, teacherId] : [from, to],
        )
      ).map(officeSlotOf),
    addSlot: (input, createdAt) =>
      db.transaction(async (tx) => {
        const refused = await checkTeacher(tx, input.teacherId, input.course);
        if (refused) return refused;
        const startsAt = at(input.startsAt);
        if (await overlaps(tx, input.teacherId, startsAt, input.minutes)) return 'overlap';
        return insertSlot(tx, { ...input, startsAt, ruleId: null }, createdAt);
      }),
    deleteSlot: (id) =>
      db.transaction(async (tx) => {
        const [slot] = await tx.all<{ booked: number | string }>(`SELECT booked FROM demo_slots WHERE id = ?${lock}`, [id]);
        if (!slot) return 'not-found';
        const [live] = await tx.all<{ n: number | string }>(
          "SELECT COUNT(*) AS n FROM demo_bookings WHERE slot_id = ? AND status <> 'cancelled'",
          [id],
        );
        if (Number(live?.n ?? 0) > 0) return 'has-bookings';
        await tx.run('DELETE FROM demo_slots WHERE id = ?', [id]);
        return 'deleted';
      }),
    addRule: (input, now, lastDay) =>
      db.transaction(async (tx) => {
        const refused = await checkTeacher(tx, input.teacherId, input.course);
        if (refused) return refused;
        const [added] = await tx.all<RecordRow>(
          `INSERT INTO demo_rules (weekday, time_ist, minutes, capacity, course, teacher_id, from_day, until_day, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [input.weekday, input.timeIst, input.minutes, input.capacity, input.course, input.teacherId, input.from, input.until, now],
        );
        const rule: DemoRule = { id: Number(added?.id), ...input };
        const daysOff = (
          await tx.all<RecordRow>('SELECT day, teacher_id FROM demo_exceptions WHERE day >= ? AND day <= ?', [input.from, input.until])
        ).map(exceptionOf);
        const { instants, daysOff: off } = expandRule(input, now, lastDay, daysOff);
        const slots: OfficeDemoSlot[] = [];
        const skipped = off.map((startsAt) => ({ startsAt, reason: 'a day off' }));
        for (const instant of instants) {
          const startsAt = at(instant);
          if (await overlaps(tx, input.teacherId, startsAt, input.minutes)) {
            skipped.push({ startsAt: instant, reason: 'the teacher has another slot then' });
            continue;
          }
          slots.push(await insertSlot(tx, { ...input, startsAt, ruleId: rule.id }, now));
        }
        return { rule, slots, skipped };
      }),
    listRules: async () => (await db.all<RecordRow>('SELECT * FROM demo_rules ORDER BY id')).map(ruleOf),
    deleteRule: (id, now) =>
      db.transaction(async (tx) => {
        const removed = await tx.run('DELETE FROM demo_rules WHERE id = ?', [id]);
        if (removed === 0) return false;
        await tx.run(
          `DELETE FROM demo_slots WHERE rule_id = ? AND starts_at > ? AND booked = 0
             AND NOT EXISTS (SELECT 1 FROM demo_bookings b WHERE b.slot_id = demo_slots.id)`,
          [id, now],
        );
        return true;
      }),
    addException: (input, now) =>
      db.transaction(async (tx) => {
        if (input.teacherId !== null) {
          const [teacher] = await tx.all(`SELECT id FROM teachers WHERE id = ?${lock}`, [input.teacherId]);
          if (!teacher) return 'unknown-teacher';
        }
        const [added] = await tx.all<{ id: number | string }>(
          'INSERT INTO demo_exceptions (day, teacher_id, reason, created_at) VALUES (?, ?, ?, ?) RETURNING id',
          [input.day, input.teacherId, input.reason, now],
        );
        const { start, end } = istDayRange(input.day);
        const teacher = input.teacherId === null ? '' : ' AND teacher_id = ?';
        const args = (extra: unknown[]) => [start, end, now, ...(input.teacherId === null ? [] : [input.teacherId]), ...extra];
        // Free slots of the day go; booked ones stay for the desk to cancel, which tells the parents.
        const slotsRemoved = await tx.run(
          `DELETE FROM demo_slots WHERE starts_at >= ? AND starts_at < ? AND starts_at > ?${teacher} AND booked = 0
             AND NOT EXISTS (SELECT 1 FROM demo_bookings b WHERE b.slot_id = demo_slots.id)`,
          args([]),
        );
        const kept = await tx.all<RecordRow>(
          `SELECT ${SLOT_COLUMNS} FROM ${SLOT_FROM} WHERE s.starts_at >= ? AND s.starts_at < ? AND s.starts_at > ?${teacher.replace('teacher_id', 's.teacher_id')}
             AND s.status = 'open' ORDER BY s.starts_at, s.id`,
          args([]),
        );
        return {
          exception: { id: Number(added?.id), ...input },
          slotsRemoved,
          slotsWithBookings: kept.map(officeSlotOf),
        };
      }),
    listExceptions: async () => (await db.all<RecordRow>('SELECT * FROM demo_exceptions ORDER BY day, id')).map(exceptionOf),
    deleteException: async (id) => (await db.run('DELETE FROM demo_exceptions WHERE id = ?', [id])) > 0,
  };
}
