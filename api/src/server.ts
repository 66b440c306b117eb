import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from './http/routeSchemas';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { join } from 'node:path';
import type { Store } from './store/Store';
import type { LogLevel, Settings } from './config/settings';
import { DEFAULT_IPV6_BUCKET_PREFIX, clientBucket } from './http/clientAddress';
import { openSharedLimitStore, WRITE_LIMIT_NAMESPACE } from './http/sharedLimitStore';
import type { SharedLimitStore } from './http/sharedLimitStore';
import { RequestError } from './validation/RequestError';
import { MAX_BODY_DEPTH, TOO_DEEP_MESSAGE, judgeBody, nestedDeeperThan } from './validation/bodyRules';
import { judgeRequestParts } from './validation/requestParts';
import { registerCompatibilityProtocol, registerSheetReads } from './legacy/sheetRoutes';
import { registerSubmissionRoutes } from './routes/submissionRoutes';
import { registerRecordReadRoutes } from './routes/recordReadRoutes';
import { registerTeacherReadRoutes } from './routes/teacherReadRoutes';
import { corsDelegator } from './office/officeCors';
import { registerOffice } from './office/registerOffice';
import { paymentLinkSecret } from './office/paymentLinks';
import { registerHealthRoutes } from './http/healthRoutes';
import { serializeRequest } from './http/requestLog';
import { DEFAULT_OFFICE_ORIGIN, DEVELOPMENT_AUDIT_HASH_KEY } from './config/settings';
import type { MessageSettings } from './email/emailMessages';
import { readEmailSettings } from './email/emailSettings';

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: ReadonlyArray<{ method: string; url: string; hidden: boolean }>;
  }
}

export const BODY_LIMIT_BYTES = 16 * 1024;
export const RATE_LIMIT_MESSAGE = 'Too many requests from your address. Please wait a minute and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const DATABASE_AWAY_MESSAGE = 'Our database is not answering just now. Please try again in a moment.';

/**
 * Whether an error says the database cannot be reached (refused, reset, shutting down, starting,
 * or no connection within the pool's wait): the request may succeed if it is sent again.
 */
function databaseAway(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'].includes(code)
  )
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message);
}
export const NOT_UTF8_JSON_MESSAGE = 'Send the request body as JSON in UTF-8 (Content-Type: application/json).';
const MEDIA_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * How long a client may take (api/README.md, "Timeouts"). A request's headers must arrive within
 * `headersTimeout` and the whole request within `requestTimeout`; a connection silent for
 * `connectionTimeout` is closed, and an idle keep-alive connection after `keepAliveTimeout`.
 */
export interface Timeouts {
  headersTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  /** How often Node looks for requests past their deadline. */
  checkInterval: number;
}
export const DEFAULT_TIMEOUTS: Timeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 5_000,
  checkInterval: 1_000,
};

export interface ServerOptions {
  store: Store;
  settings: Pick<Settings, 'writeRateLimit' | 'corsOrigins' | 'dataDir'> &
    Partial<
      Pick<
        Settings,
        | 'managerTwoFactor'
        | 'trustProxy'
        | 'ipv6BucketPrefix'
        | 'compatProtocol'
        | 'officeOrigin'
        | 'secureCookies'
        | 'redisUrl'
        | 'production'
        | 'paymentLinkSecret'
        | 'auditHashKey'
      >
    >;
  /** The clock; tests pin it to check the puzzle and registration date edges. */
  now?: () => Date;
  /** JSON log lines from `level` on, to `stream` (stdout when left out). */
  log?: { level: LogLevel; stream?: { write(line: string): void } };
  timeouts?: Partial<Timeouts>;
  /** What the records' e-mails say and which templates carry them (the local deployment's when left out). */
  messages?: MessageSettings;
}

/** Fastify's own failures (bad JSON, size, media type) in our `{error}` shape with a plain sentence. */
function frameworkError(error: FastifyError): RequestError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new RequestError(413, 'The request body is larger than 16 KB.');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return new RequestError(415, MEDIA_TYPE_MESSAGE);
  }
  if (error.code === 'FST_ERR_BAD_URL') return new RequestError(400, 'The address of the request is not valid.');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new RequestError(414, 'The address of the request is too long.');
  if (error.statusCode === 429) return new RequestError(429, RATE_LIMIT_MESSAGE);
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new RequestError(400, 'The request body is not valid JSON.');
  }
  if (error.statusCode === 400) return new RequestError(400, 'The request could not be read.');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new RequestError(400, 'The request could not be read.');
  }
  return null;
}

/** Every error answer: the sentence, anything the refusal adds, and the id its log lines carry. */
function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | Error): FastifyReply {
  const refusal = error instanceof RequestError ? error : frameworkError(error as FastifyError);
  // Set here too: an error fastify meets before routing skips the onSend hook.
  reply.header('X-Request-Id', request.id);
  if (refusal) {
    return reply.code(refusal.status).send({ error: refusal.message, ...refusal.extra, requestId: request.id });
  }
  if (databaseAway(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('Retry-After', '5').send({ error: DATABASE_AWAY_MESSAGE, requestId: request.id });
  }
  // The stack goes to the log, never to the client.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: SERVER_ERROR_MESSAGE, requestId: request.id });
}

/** The charset a Content-Type names, lower case; undefined when it names none. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/**
 * A request Node could not even read as HTTP (malformed, headers too large, too slow): answered
 * in the same `{error, requestId}` shape when the socket can still take it, then closed.
 */
function clientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  const requestId = randomUUID();
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const [status, reason, message] = timedOut
    ? [408, 'Request Timeout', 'The request took too long to arrive.']
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : [400, 'Bad Request', 'The request could not be read.'];
  this.log.info({ reqId: requestId, code: error.code, status }, 'client error');
  if (socket.writable && error.code !== 'ECONNRESET') {
    const body = JSON.stringify({ error: message, requestId });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Believe the nearest `hops` proxies' X-Forwarded-For entries. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** What the API and the outbox's own listener share: settings, logging and timeouts. */
export type BaseOptions = Pick<ServerOptions, 'log' | 'timeouts'> & {
  settings: Pick<Settings, 'writeRateLimit' | 'corsOrigins'> &
    Partial<Pick<Settings, 'trustProxy' | 'ipv6BucketPrefix' | 'officeOrigin' | 'redisUrl'>>;
  /** A hook before every other, that may refuse a request before anything reads it (the outbox's fence). */
  fence?: onRequestHookHandler;
  /** Plugins registered before helmet, CORS and the write limit, so their routes are outside them (the API's description and /docs). */
  describe?: (app: FastifyInstance) => Promise<void>;
};

/**
 * A Fastify instance with everything every listener of ours has: the request ids, the one error
 * shape, the timeouts, the one JSON body reader and its rules, helmet, CORS, and the write limit
 * (the hooks a write route takes, empty when the limit is off).
 */
export async function createBaseApp(
  options: BaseOptions,
): Promise<{ app: FastifyInstance; writeLimit: onRequestAsyncHookHandler[]; redis?: SharedLimitStore['redis'] }> {
  const { settings } = options;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    logger: {
      level: options.log?.level ?? 'info',
      serializers: { req: serializeRequest },
      ...(options.log?.stream ? { stream: options.log.stream } : {}),
    },
    genReqId: () => randomUUID(),
    // Behind a proxy or CDN, request.ip (the rate limit's key) is then the visitor's address.
    trustProxy: typeof settings.trustProxy === 'number' ? trustHops(settings.trustProxy) : (settings.trustProxy ?? false),
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    requestTimeout: timeouts.requestTimeout,
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: timeouts.headersTimeout,
          requestTimeout: timeouts.requestTimeout,
          keepAliveTimeout: timeouts.keepAliveTimeout,
          connectionsCheckingInterval: timeouts.checkInterval,
        },
        handler,
      );
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    frameworkErrors: (error, request, reply) => void sendError(request, reply, error),
    clientErrorHandler: clientError,
  });
  if (options.fence) app.addHook('onRequest', options.fence);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));
  // Every route declares its parts with zod schemas; they judge requests as parseBody did.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await options.describe?.(app);
  // JSON in UTF-8 is the only body the API reads (anything else is 415). An empty body reads as
  // "no body" (a DELETE /outbox sent with a JSON content type must work); anything else goes
  // through fastify's own parser and its prototype-poisoning guard, then the rules of every
  // body (api/src/validation/bodyRules.ts: nesting depth, one character rule for every string).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    let text: string;
    try {
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new Error(charset);
      text = utf8.decode(body as Buffer);
    } catch {
      done(new RequestError(415, NOT_UTF8_JSON_MESSAGE), undefined);
      return;
    }
    if (text === '') {
      done(null, undefined);
      return;
    }
    if (nestedDeeperThan(text, MAX_BODY_DEPTH)) {
      done(new RequestError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    void parseJson(request, text, (error, body) => {
      if (error) return done(error, undefined);
      try {
        done(null, judgeBody(body));
      } catch (refusal) {
        done(refusal as RequestError, undefined);
      }
    });
  });
  // The same character rule for the query string and path parameters of every route, public and
  // office, before any guard or handler reads the database (validation/requestParts.ts).
  app.addHook('preValidation', judgeRequestParts);
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new RequestError(404, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`)),
  );

  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(cors, { delegator: corsDelegator(settings.corsOrigins, settings.officeOrigin ?? DEFAULT_OFFICE_ORIGIN) });

  const writeLimit: onRequestAsyncHookHandler[] = [];
  // Counted in this process, or with REDIS_URL in Redis, shared by every instance.
  const shared = settings.writeRateLimit > 0 && settings.redisUrl ? openSharedLimitStore(settings.redisUrl, app.log) : null;
  if (settings.writeRateLimit > 0) {
    if (shared) {
      app.addHook('onClose', shared.close);
      await shared.ready;
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, error: RATE_LIMIT_MESSAGE, message: RATE_LIMIT_MESSAGE }),
      ...(shared ? { redis: shared.redis, nameSpace: WRITE_LIMIT_NAMESPACE, skipOnError: true } : {}),
    });
    // One bucket shared by every write route, so a client cannot spread its writes to get more;
    // an IPv6 client is counted by its /64.
    writeLimit.push(
      app.rateLimit({
        max: settings.writeRateLimit,
        timeWindow: 60_000,
        keyGenerator: (r) => clientBucket(r.ip, settings.ipv6BucketPrefix ?? DEFAULT_IPV6_BUCKET_PREFIX),
      }),
    );
    // Every write route is limited, whoever declares it: a route that does not name the limit gets it.
    const limit = writeLimit[0]!;
    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method);
      if (methods.every((method) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS')) return;
      const hooks =
        route.onRequest === undefined ? [] : ([] as Array<onRequestHookHandler | onRequestAsyncHookHandler>).concat(route.onRequest);
      if (!hooks.includes(limit)) route.onRequest = [limit, ...hooks];
    });
  }

  return { app, writeLimit, ...(shared ? { redis: shared.redis } : {}) };
}

/**
 * Every route as declared (method and URL), for the test that checks the API's description lists
 * them all, and the description itself from the routes' zod schemas (served at GET /openapi.json
 * by whoever calls this), with /docs outside production when `docs` asks for it.
 */
export const describedAs =
  (title: string, description: string, docs: boolean) =>
  async (app: FastifyInstance): Promise<void> => {
    const declaredRoutes: Array<{ method: string; url: string; hidden: boolean }> = [];
    app.decorate('declaredRoutes', declaredRoutes);
    app.addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method)) {
        declaredRoutes.push({ method, url: route.url, hidden: route.schema?.hide === true });
      }
    });
    await app.register(swagger, {
      openapi: {
        info: { title, version: '1', description },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'office_session' } } },
      },
      transform: jsonSchemaTransform,
    });
    if (docs && process.env.NODE_ENV !== 'production') await app.register(swaggerUi, { routePrefix: '/docs' });
  };

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { store, settings } = options;
  const { app, writeLimit, redis } = await createBaseApp({
    ...options,
    describe: describedAs('Academy API', "The site's and the office's calls (api/README.md).", true),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealthRoutes(app, { store, redis });
  const now = options.now ?? (() => new Date());
  // The compatibility protocol: old clients and staff tools; off in production unless asked for.
  if (settings.compatProtocol ?? true) {
    registerCompatibilityProtocol(app, store, writeLimit, now);
  }
  registerSubmissionRoutes(app, store, writeLimit, now, options.messages ?? readEmailSettings({}).messages);
  registerSheetReads(app, store, now);
  registerRecordReadRoutes(app, store, { now, imagesDir: join(settings.dataDir, 'images') });
  registerTeacherReadRoutes(app, store);
  await registerOffice(app, store, {
    now,
    secureCookies: settings.secureCookies ?? false,
    imagesDir: join(settings.dataDir, 'images'),
    trustProxy: settings.trustProxy,
    production: settings.production,
    managerTwoFactor: settings.managerTwoFactor ?? 'required',
    paymentLinkSecret: paymentLinkSecret(settings.paymentLinkSecret, settings.dataDir),
    auditHashKey: settings.auditHashKey ?? DEVELOPMENT_AUDIT_HASH_KEY,
  });
  return app;
}
