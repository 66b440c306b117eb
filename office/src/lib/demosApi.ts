import { OFFICE_DEMO_PATHS, officeDemoListSchema, officeDemoSchema, officeDemoSlotListSchema } from '@academy/contracts/office-rules';
import type { DemoUpdate, OfficeDemo, OfficeDemoSlot } from '@academy/contracts/office-rules';
import { officeTeachersSchema } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { officeApi } from './officeApi';

// The demo calls of the calendar and Today: the bookings of some days (one teacher's or all), a booking marked or
// moved with the version it was read at, and the open slots a booking can move to.

const query = (params: Record<string, string | undefined>): string =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

/** The booked demos whose slot starts from `from` to `to` (India's days), soonest first. */
export async function listDemos(from: string, to: string, teacher?: string): Promise<OfficeDemo[]> {
  const { data } = await officeApi.get<unknown>(`${OFFICE_DEMO_PATHS.demos}?${query({ from, to, teacher })}`);
  return officeDemoListSchema.parse(data).demos;
}

/** The slots starting from `from` to `to`, for moving a booking. */
export async function listSlots(from: string, to: string): Promise<OfficeDemoSlot[]> {
  const { data } = await officeApi.get<unknown>(`${OFFICE_DEMO_PATHS.slots}?${query({ from, to })}`);
  return officeDemoSlotListSchema.parse(data).slots;
}

/**
 * Marks a demo (attended, no-show, cancelled) or moves it to another slot, made on the version
 * staff saw (If-Match): 412 when someone changed it since, and nothing is changed.
 */
export async function updateDemo(demo: OfficeDemo, update: DemoUpdate): Promise<OfficeDemo> {
  const headers = { 'If-Match': `"${demo.version}"` };
  return officeDemoSchema.parse((await officeApi.patch<unknown>(`${OFFICE_DEMO_PATHS.demos}/${demo.id}`, update, { headers })).data);
}

/** The academy's teachers, for choosing whose demos to see or publish. */
export async function listTeachers(): Promise<TeacherRecord[]> {
  return officeTeachersSchema.parse((await officeApi.get<unknown>('/office/teachers')).data).teachers;
}
