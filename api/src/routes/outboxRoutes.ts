import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@academy/contracts/records';
import { checkedByHandler } from '../http/routeSchemas';
import { isPlainObject } from '@academy/contracts/rules';
import type { Store } from '../store/Store';
import { RequestError, badRequest } from '../validation/RequestError';
import { readObjectBody } from '../validation/readObjectBody';
import { fromThisMachine } from '../http/clientAddress';

// A stand-in for the EmailJS API, so local runs and tests send nothing to the world yet can
// see every message. It answers as EmailJS does: 200 with the text OK, which @emailjs/browser
// needs to resolve. A send counts against the write rate limit like every other write; the
// list and its clearing hold visitors' addresses, so they answer a person on the API's own
// machine only: a loopback connection, no forwarding header, a loopback Host.

const SEND_FIELDS = ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params', 'accessToken'];

function requiredText(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw badRequest(`The field "${field}" is required.`);
  return value;
}

const OUTBOX_LOOPBACK_MESSAGE = 'The outbox can only be read from the machine the API runs on.';

const loopbackOnly: onRequestAsyncHookHandler = async (request) => {
  if (!fromThisMachine(request)) throw new RequestError(403, OUTBOX_LOOPBACK_MESSAGE);
};

/** NUL and broken characters no store keeps; anywhere in the message, keys included. */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (isPlainObject(value)) return Object.entries(value).some(([key, item]) => holdsUnstorable(key) || holdsUnstorable(item));
  return false;
}

/** What EmailJS's REST endpoint takes (judged in the handler, with EmailJS's own leniency). */
const sendSchema = checkedByHandler(z.object({
  lib_version: z.string().optional(), user_id: z.string(), service_id: z.string(), template_id: z.string(),
  template_params: z.record(z.string(), z.unknown()).optional(), accessToken: z.string().optional(),
}));
const messageSchema = z.object({
  id: z.number().int(), serviceId: z.string(), templateId: z.string(), userId: z.string(),
  params: z.record(z.string(), z.unknown()), receivedAt: z.string(),
});

export function registerOutboxRoutes(app: FastifyInstance, store: Store, writeLimit: onRequestAsyncHookHandler[]): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['local e-mail'];
  api.post('/api/v1.0/email/send', {
    onRequest: writeLimit,
    schema: {
      summary: 'The local EmailJS stand-in: keeps the message', tags, body: sendSchema, produces: ['text/plain'],
      response: { 200: z.literal('OK'), 400: errorResponseSchema },
    },
  }, async (request, reply) => {
    const body = readObjectBody(request.body, SEND_FIELDS);
    const params = body.template_params ?? {};
    if (!isPlainObject(params)) throw badRequest('The field "template_params" must be an object.');
    if (holdsUnstorable(body)) throw badRequest('The message holds a NUL or a broken character.');
    await store.addOutboxMessage({
      serviceId: requiredText(body, 'service_id'),
      templateId: requiredText(body, 'template_id'),
      userId: requiredText(body, 'user_id'),
      params,
    });
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  api.get('/outbox', {
    onRequest: loopbackOnly,
    schema: { summary: 'The messages the stand-in kept (this machine only)', tags, response: { 200: z.object({ messages: z.array(messageSchema) }), 403: errorResponseSchema } },
  }, async () => ({ messages: await store.listOutbox() }));

  api.delete('/outbox', {
    onRequest: [...writeLimit, loopbackOnly],
    schema: { summary: 'Forget the kept messages (this machine only)', tags, response: { 200: z.object({ ok: z.literal(true) }), 403: errorResponseSchema } },
  }, async () => {
    await store.clearOutbox();
    return { ok: true as const };
  });
}
