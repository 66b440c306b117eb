import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { createServer } from 'node:http';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { descriptionPublic, guardDescription } from './http/openApiAccess';
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
import { readJsonBodies } from './http/jsonBody';
import { RATE_LIMIT_MESSAGE, clientError, sendError } from './http/errorAnswers';
import { judgeRequestParts } from './validation/requestParts';
import { registerCompatibilityProtocol, registerSheetReads } from './legacy/sheetRoutes';
import { registerSubmissionRoutes } from './routes/submissionRoutes';
import { registerRecordReadRoutes } from './routes/recordReadRoutes';
import { registerTeacherReadRoutes } from './routes/teacherReadRoutes';
import { corsDelegator } from './office/officeCors';
import { registerOffice } from './office/registerOffice';
import { paymentLinkSecret } from './office/paymentLinks';
import { registerHealthRoutes } from './http/healthRoutes';
import { internalAddresses } from './http/internalNetwork';
import { requestIdOf } from './http/requestId';
import { createMetrics, registerMetrics } from './http/metrics';
import type { Metrics } from './http/metrics';
import { serializeRequest } from './http/requestLog';
import { DEFAULT_OFFICE_ORIGIN } from './config/settings';
import { auditHashKeyFor } from './office/auditKey';
import type { MessageSettings } from './email/emailMessages';
import { readEmailSettings } from './email/emailSettings';
import { demosPlugin } from './demos/demosPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: ReadonlyArray<{ method: string; url: string; hidden: boolean }>;
  }
}

export const BODY_LIMIT_BYTES = 16 * 1024;
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
        | 'internalNetworks'
        | 'openApiPublic'
      >
    >;
  /** The clock; tests pin it to check the puzzle and registration date edges. */
  now?: () => Date;
  /** JSON log lines from `level` on, to `stream` (stdout when left out). */
  log?: { level: LogLevel; stream?: { write(line: string): void } };
  timeouts?: Partial<Timeouts>;
  /** What the records' e-mails say and which templates carry them (the local deployment's when left out). */
  messages?: MessageSettings;
  /** The instance's metrics (GET /metrics); main.ts shares them with the delivery worker. */
  metrics?: Metrics;
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
    genReqId: requestIdOf,
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
  readJsonBodies(app);
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
 * by whoever calls this), with /docs when `docs` asks for it (http/openApiAccess.ts).
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
    if (docs) await app.register(swaggerUi, { routePrefix: '/docs' });
  };

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { settings } = options;
  const metrics = options.metrics ?? createMetrics();
  // Every route's store calls are timed (academy_store_duration_seconds).
  const store = metrics.timedStore(options.store);
  const internal = internalAddresses(settings.internalNetworks);
  const { app, writeLimit, redis } = await createBaseApp({
    ...options,
    describe: describedAs('Academy API', "The site's and the office's calls (api/README.md).", descriptionPublic(settings)),
  });
  guardDescription(app, settings);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // First, so its answer hook times every route declared after it.
  registerMetrics(app, { metrics, queue: options.store, internal });
  registerHealthRoutes(app, { store, redis, internal });
  const now = options.now ?? (() => new Date());
  const messages = options.messages ?? readEmailSettings({}).messages;
  const linkSecret = paymentLinkSecret(settings.paymentLinkSecret, settings.dataDir);
  // The compatibility protocol: old clients and staff tools; off in production unless asked for.
  if (settings.compatProtocol ?? true) {
    registerCompatibilityProtocol(app, store, writeLimit, now);
  }
  registerSubmissionRoutes(app, store, writeLimit, now, messages, linkSecret);
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
    paymentLinkSecret: linkSecret,
    auditHashKey: auditHashKeyFor(settings.auditHashKey, settings.dataDir),
  });
  await app.register(demosPlugin, { store, now, linkSecret, messages });
  return app;
}
