import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@academy/contracts/records';
import { checkedByHandler } from '../http/routeSchemas';
import { isPlainObject } from '@academy/contracts/rules';
import type { Store } from '../store/Store';
import { RequestError, badRequest } from '../validation/RequestError';
import { readObjectBody } from '../validation/readObjectBody';
import { fromThisMachine } from '../http/clientAddress';
import { createBaseApp, describedAs } from '../server';
import type { BaseOptions } from '../server';

// A stand-in for the EmailJS API, so local runs and tests send nothing to the world yet can
// see every message. It answers as EmailJS does: 200 with the text OK, which @emailjs/browser
// needs to resolve. It is off unless EMAIL_OUTBOX_PORT names a port, and then it is a listener of
// its own on loopback, apart from the API's: a proxy in front of the API never reaches it, and it
// answers a person on the API's own machine only (a loopback connection, no forwarding header, a
// loopback Host naming no other port). Anything else is told there is nothing there, as if it did
// not exist, since the list holds visitors' addresses. A send counts against a write limit.

const SEND_FIELDS = ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params', 'accessToken'];

function requiredText(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw badRequest(`The field "${field}" is required.`);
  return value;
}

/** The not-found answer of every listener, for a request the outbox does not answer. */
const nothingAt = (method: string, url: string) => new RequestError(404, `There is nothing at ${method} ${url.split('?')[0]}.`);

/** NUL and broken characters no store keeps; anywhere in the message, keys included. */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (isPlainObject(value)) return Object.entries(value).some(([key, item]) => holdsUnstorable(key) || holdsUnstorable(item));
  return false;
}

/** What EmailJS's REST endpoint takes (judged in the handler, with EmailJS's own leniency). */
const sendSchema = checkedByHandler(
  z.object({
    lib_version: z.string().optional(),
    user_id: z.string(),
    service_id: z.string(),
    template_id: z.string(),
    template_params: z.record(z.string(), z.unknown()).optional(),
    accessToken: z.string().optional(),
  }),
);
const messageSchema = z.object({
  id: z.number().int(),
  serviceId: z.string(),
  templateId: z.string(),
  userId: z.string(),
  params: z.record(z.string(), z.unknown()),
  receivedAt: z.string(),
});

function registerOutboxRoutes(app: FastifyInstance, store: Store, writeLimit: onRequestAsyncHookHandler[]): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['local e-mail'];
  api.post(
    '/api/v1.0/email/send',
    {
      onRequest: writeLimit,
      schema: {
        summary: 'The local EmailJS stand-in: keeps the message',
        tags,
        body: sendSchema,
        produces: ['text/plain'],
        response: { 200: z.literal('OK'), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  api.get(
    '/outbox',
    {
      schema: { summary: 'The messages the stand-in kept', tags, response: { 200: z.object({ messages: z.array(messageSchema) }) } },
    },
    async () => ({ messages: await store.listOutbox() }),
  );

  api.delete(
    '/outbox',
    {
      onRequest: writeLimit,
      schema: { summary: 'Forget the kept messages', tags, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => {
      await store.clearOutbox();
      return { ok: true as const };
    },
  );
}

export interface OutboxServerOptions extends Omit<BaseOptions, 'describe'> {
  store: Store;
  /** The port the outbox listens on (EMAIL_OUTBOX_PORT): the only one a request's Host may name. */
  port: number;
}

/**
 * The outbox's own Fastify instance: the API's body rules, error shape, CORS (the site's pages
 * send with @emailjs/browser) and a write limit of its own, and a fence before everything.
 */
export async function buildOutboxServer(options: OutboxServerOptions): Promise<FastifyInstance> {
  const { app, writeLimit } = await createBaseApp({
    ...options,
    settings: { ...options.settings, trustProxy: false, redisUrl: undefined },
    describe: describedAs('Local e-mail outbox', 'The local EmailJS stand-in (api/README.md, "The local outbox").', false),
    // First of all: a request from elsewhere learns nothing, not even that a route exists.
    fence: (request, _reply, done) => {
      done(fromThisMachine(request, options.port) ? undefined : nothingAt(request.method, request.url));
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerOutboxRoutes(app, options.store, writeLimit);
  return app;
}

/**
 * Listens on every loopback address `localhost` names (127.0.0.1, and ::1 where the machine has
 * it, since a browser may try either); resolves with the port (the one given for 0 in a test).
 */
export async function listenOutbox(app: FastifyInstance, port: number): Promise<number> {
  await app.listen({ port, host: 'localhost' });
  return (app.server.address() as AddressInfo).port;
}
