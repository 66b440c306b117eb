import type { RecordsDialect } from '../store/typedRecordsMigration';

// Migration 14: the free demo's tables (docs/decisions/demo-booking.md). Instants in the store's
// instant type (UTC), days of India's calendar as YYYY-MM-DD text, as the follow-up day is.
// - demo_rules: a teacher's weekly availability for a course, in India's time;
// - demo_slots: what a parent books; `booked` counts its live bookings and never passes
//   `capacity` (the booking's conditional UPDATE); `ends_at` so overlaps are one comparison;
// - demo_exceptions: days without demos, of one teacher or (teacher_id NULL) of all;
// - demo_bookings: a registration's booking of a slot; one `booked` per registration (a partial
//   unique index), `version` its ETag.
export function demoTables(d: RecordsDialect): string[] {
  return [
    `CREATE TABLE demo_rules (id ${d.serial}, weekday INTEGER NOT NULL, time_ist TEXT NOT NULL, minutes INTEGER NOT NULL,
      capacity INTEGER NOT NULL, course TEXT NOT NULL, teacher_id TEXT NOT NULL, from_day TEXT NOT NULL,
      until_day TEXT NOT NULL, created_at ${d.instant} NOT NULL)`,
    `CREATE TABLE demo_slots (id ${d.serial}, starts_at ${d.instant} NOT NULL, ends_at ${d.instant} NOT NULL,
      minutes INTEGER NOT NULL, course TEXT NOT NULL, teacher_id TEXT NOT NULL, capacity INTEGER NOT NULL,
      booked INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL DEFAULT 'open', rule_id ${d.bigint},
      created_at ${d.instant} NOT NULL, CHECK (booked >= 0 AND booked <= capacity))`,
    'CREATE INDEX demo_slots_course_start_idx ON demo_slots (course, starts_at)',
    'CREATE INDEX demo_slots_teacher_start_idx ON demo_slots (teacher_id, starts_at)',
    `CREATE TABLE demo_exceptions (id ${d.serial}, day TEXT NOT NULL, teacher_id TEXT, reason TEXT NOT NULL,
      created_at ${d.instant} NOT NULL)`,
    `CREATE TABLE demo_bookings (id ${d.serial}, registration_number TEXT NOT NULL, slot_id ${d.bigint} NOT NULL,
      status TEXT NOT NULL DEFAULT 'booked', time_zone TEXT, booked_at ${d.instant} NOT NULL,
      changed_at ${d.instant} NOT NULL, version INTEGER NOT NULL DEFAULT 1)`,
    "CREATE UNIQUE INDEX demo_bookings_live_key ON demo_bookings (registration_number) WHERE status = 'booked'",
    'CREATE INDEX demo_bookings_registration_idx ON demo_bookings (registration_number)',
    'CREATE INDEX demo_bookings_slot_idx ON demo_bookings (slot_id)',
  ];
}
