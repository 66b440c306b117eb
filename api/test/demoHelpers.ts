import type { FastifyInstance } from 'fastify';
import type { OfficeDemoSlot } from '@academy/contracts/office-rules';
import type { Store } from '../src/store/Store';
import { createDeliveryWorker } from '../src/email/deliveryWorker';
import { demoLinkQueue } from '../src/demos/demoToken';
import { paymentLinkSecret } from '../src/office/paymentLinks';
import { GOOD_REGISTRATION } from './testServer';
import type { OpenedStore } from './storeTargets';
import { hashToken, newToken } from '../src/office/officeAuth';
import { STAFF_EMAIL, addStaff } from './officeHelpers';
import type { SignedIn } from './officeHelpers';

// Teachers, registrations, slots and bookings for the free demo's suites.

export const TEACHER = { id: 'anita-rao', name: 'Anita Rao' };

export async function addTeacher(store: Store, id = TEACHER.id, name = TEACHER.name, courses = ['coding', 'chess']): Promise<void> {
  await store.office.addTeacher(id, { name, bio: 'Teaches children to code.', courses: courses as never, credential: null }, `${id}.jpg`);
}

/** A registration through the site's call: its number and demo token. */
export async function register(app: FastifyInstance, email: string, course = 'Coding'): Promise<{ number: string; token: string }> {
  const response = await app.inject({ method: 'POST', url: '/registrations', payload: { ...GOOD_REGISTRATION, email, course } });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ registrationNumber: string; demoToken: string }>();
  return { number: body.registrationNumber, token: body.demoToken };
}

/** A slot straight in the store (the office's call is tested on its own). */
export async function addSlot(
  store: Store,
  startsAt: string,
  options: { capacity?: number; course?: string; teacherId?: string; minutes?: number; at?: Date } = {},
): Promise<OfficeDemoSlot> {
  const slot = await store.demos.addSlot(
    {
      startsAt,
      minutes: options.minutes ?? 30,
      course: options.course ?? 'coding',
      teacherId: options.teacherId ?? TEACHER.id,
      capacity: options.capacity ?? 1,
    },
    options.at ?? new Date(Date.parse(startsAt) - 7 * 86_400_000),
  );
  if (typeof slot === 'string') throw new Error(`slot refused: ${slot}`);
  return slot;
}

export function book(app: FastifyInstance, token: string, slotId: number, options: { key?: string; timeZone?: string } = {}) {
  return app.inject({
    method: 'PUT',
    url: `/v1/demo/${token}/booking`,
    payload: { slotId, ...(options.timeZone ? { timeZone: options.timeZone } : {}) },
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

/** A delivery worker on `clock` whose sends are kept (EmailJS's template parameters), as the API's own worker fills in demo links. */
export function capturingWorker(server: OpenedStore, clock: () => Date) {
  const sent: Array<Record<string, string>> = [];
  const worker = createDeliveryWorker({
    queue: demoLinkQueue(server.store, paymentLinkSecret(undefined, server.dataDir)),
    endpoint: { origin: 'http://emailjs.test', serviceId: 'service', publicKey: 'public', privateKey: '' },
    now: clock,
    fetchImpl: async (_url, init) => {
      sent.push((JSON.parse(init?.body as string) as { template_params: Record<string, string> }).template_params);
      return new Response('OK');
    },
  });
  return { worker, sent };
}

/** A desk account's session opened straight in the store, at `at`. */
export async function deskSession(store: Store, at: Date): Promise<SignedIn> {
  if (!(await store.office.staffCredentials(STAFF_EMAIL))) await addStaff(store);
  const token = newToken();
  const csrfToken = newToken();
  await store.office.createSession(hashToken(token), STAFF_EMAIL, csrfToken, at.toISOString());
  const cookie = `office_session=${token}`;
  return { cookie, csrfToken, setCookie: cookie };
}
