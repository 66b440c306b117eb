import Fastify, { type FastifyError, type FastifyInstance, type onRequestHookHandler } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { join } from 'node:path';
import type { Store } from './store/Store';
import type { Settings } from './config/settings';
import { RequestError } from './validation/RequestError';
import { registerCounterRoutes } from './routes/counterRoutes';
import { registerRowRoutes } from './routes/rowRoutes';
import { registerContentRoutes } from './routes/contentRoutes';
import { registerOutboxRoutes } from './routes/outboxRoutes';
import { registerSubmissionRoutes } from './routes/submissionRoutes';

export const BODY_LIMIT_BYTES = 16 * 1024;
export const RATE_LIMIT_MESSAGE = 'Too many requests from your address. Please wait a minute and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export interface ServerOptions {
  store: Store;
  settings: Pick<Settings, 'writeRateLimit' | 'emailOutbox' | 'corsOrigins' | 'dataDir'> & Partial<Pick<Settings, 'trustProxy'>>;
  /** The clock; tests pin it to check the puzzle and registration date edges. */
  now?: () => Date;
  logger?: boolean;
}

/** Fastify's own failures (bad JSON, size, media type) in our `{error}` shape with a plain sentence. */
function frameworkError(error: FastifyError): RequestError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new RequestError(413, 'The request body is larger than 16 KB.');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new RequestError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  if (error.statusCode === 429) return new RequestError(429, RATE_LIMIT_MESSAGE);
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new RequestError(400, 'The request body is not valid JSON.');
  }
  if (error.statusCode === 400) return new RequestError(400, 'The request could not be read.');
  return null;
}

/** Believe the nearest `hops` proxies' X-Forwarded-For entries. */
const trustHops = (hops: number) => (_address: string, hop: number): boolean => hop < hops;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { store, settings } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    logger: options.logger ?? false,
    // Behind a proxy or CDN, request.ip (the rate limit's key) is then the visitor's address.
    trustProxy: typeof settings.trustProxy === 'number' ? trustHops(settings.trustProxy) : (settings.trustProxy ?? false),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = error instanceof RequestError ? error : frameworkError(error);
    if (refusal) return reply.code(refusal.status).send({ error: refusal.message, ...refusal.extra });
    request.log.error(error);
    return reply.code(500).send({ error: SERVER_ERROR_MESSAGE });
  });
  // An empty JSON body reads as "no body" (a DELETE /outbox sent with a JSON content type must
  // work); anything else goes through fastify's own parser and its prototype-poisoning guard.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `There is nothing at ${request.method} ${request.url.split('?')[0]}.` }),
  );

  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(cors, {
    origin: settings.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed'],
  });

  const writeLimit: onRequestHookHandler[] = [];
  if (settings.writeRateLimit > 0) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, error: RATE_LIMIT_MESSAGE, message: RATE_LIMIT_MESSAGE }),
    });
    // One bucket shared by every write route, so a client cannot spread its writes to get more.
    writeLimit.push(app.rateLimit({ max: settings.writeRateLimit, timeWindow: 60_000, keyGenerator: (r) => r.ip }));
  }

  app.get('/health', async () => ({ status: 'ok', store: store.kind, durability: await store.durability() }));
  registerCounterRoutes(app, store, writeLimit);
  registerRowRoutes(app, store, writeLimit);
  const now = options.now ?? (() => new Date());
  registerSubmissionRoutes(app, store, writeLimit, now);
  registerContentRoutes(app, store, { imagesDir: join(settings.dataDir, 'images'), now });
  if (settings.emailOutbox) registerOutboxRoutes(app, store, writeLimit);
  return app;
}
