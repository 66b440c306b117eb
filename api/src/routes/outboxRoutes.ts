import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/Store';
import { badRequest } from '../validation/RequestError';
import { isPlainObject, refuseUnknownFields } from '../validation/readRowBody';

// A stand-in for the EmailJS API, so local runs and tests send nothing to the world yet can
// see every message. It answers as EmailJS does: 200 with the text OK, which @emailjs/browser
// needs to resolve. Never counted against the write rate limit.

const SEND_FIELDS = ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params', 'accessToken'];

function requiredText(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw badRequest(`The field "${field}" is required.`);
  return value;
}

export function registerOutboxRoutes(app: FastifyInstance, store: Store): void {
  app.post('/api/v1.0/email/send', async (request, reply) => {
    const body = request.body;
    if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
    refuseUnknownFields(body, SEND_FIELDS);
    const params = body.template_params ?? {};
    if (!isPlainObject(params)) throw badRequest('The field "template_params" must be an object.');
    await store.addOutboxMessage({
      serviceId: requiredText(body, 'service_id'),
      templateId: requiredText(body, 'template_id'),
      userId: requiredText(body, 'user_id'),
      params,
    });
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  app.get('/outbox', async () => ({ messages: await store.listOutbox() }));

  app.delete('/outbox', async () => {
    await store.clearOutbox();
    return { ok: true };
  });
}
