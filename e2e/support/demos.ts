import sharp from 'sharp';
import { CSRF_HEADER, OFFICE_DEMO_PATHS } from '@academy/contracts/office-rules';
import type { OfficeDemoSlot } from '@academy/contracts/office-rules';
import { expect } from './test';
import type { APIRequestContext } from './test';
import { OFFICE, OFFICE_API, STAFF_EMAIL, STAFF_PASSWORD } from './office';
import { OUTBOX } from './outbox';

// The free demo's test data, published through the office's API as staff would (a teacher with a
// photo, slots), and the outbox's e-mails of one address.

/** Headers of a signed-in staff session's writes (the cookie stays in `request`). */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signIn = await request.post(`${OFFICE_API}/office/session`, {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { Origin: OFFICE },
  });
  expect(signIn.status()).toBe(200);
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  return { Origin: OFFICE, [CSRF_HEADER]: csrfToken };
}

/** A teacher of `courses`, with a photo; returns their id. */
export async function addTeacher(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  courses: string,
): Promise<string> {
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 31, g: 60, b: 136 } } })
    .jpeg()
    .toBuffer();
  const answer = await request.post(`${OFFICE_API}/office/teachers`, {
    headers,
    multipart: { name, bio: 'Teaches children online.', courses, image: { name: 'teacher.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** Removes the test's teacher again: the public teachers list is other tests' to judge. */
export async function removeTeacher(request: APIRequestContext, headers: Record<string, string>, id: string): Promise<void> {
  await request.delete(`${OFFICE_API}/office/teachers/${id}`, { headers });
}

/** Publishes one slot; returns it as the office reads it. */
export async function addSlot(
  request: APIRequestContext,
  headers: Record<string, string>,
  slot: { startsAt: string; course: string; teacherId: string; minutes?: number; capacity?: number },
): Promise<OfficeDemoSlot> {
  const answer = await request.post(`${OFFICE_API}${OFFICE_DEMO_PATHS.slots}`, {
    headers,
    data: { minutes: 30, capacity: 1, ...slot },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as OfficeDemoSlot;
}

/** An instant `hours` from now, on the minute (slots start on whole minutes). */
export const hoursFromNow = (hours: number): string => {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCSeconds(0, 0);
  at.setUTCMinutes(at.getUTCMinutes() - (at.getUTCMinutes() % 15));
  return at.toISOString();
};

export interface OutboxMessage {
  id: number;
  templateId: string;
  params: Record<string, string>;
}

/** The outbox's e-mails naming `email`, oldest first. */
export async function outboxFor(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const { messages } = (await (await request.get(`${OUTBOX}/outbox`)).json()) as { messages: OutboxMessage[] };
  return messages.filter((m) => Object.values(m.params).some((value) => String(value).includes(email))).sort((a, b) => a.id - b.id);
}
