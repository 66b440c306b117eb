import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Redis from 'ioredis';
import { z } from 'zod';
import type { Store } from '../store/Store';
import { internalAddresses } from './internalNetwork';

// Health for a process manager and a load balancer:
//   GET /health/live   the process answers; touches neither the database nor Redis (restart it when this fails).
//   GET /health/ready  whether this instance can serve: 503 while its database does not answer (send
//                      it no traffic meanwhile); 200 `degraded` while only the write limit's Redis is
//                      down, since writes then go through uncounted (docs/decisions/write-limit-without-redis.md).
// Why a check is down (the error's text) is for this machine and INTERNAL_NETWORKS only.
//   GET /health        as before: the store and how it makes commits durable (it queries the database).

export interface HealthDependencies {
  store: Store;
  /** The write limit's Redis (REDIS_URL), when there is one. */
  redis?: Redis | null;
  /** Whether a request's address may see why a check is down (loopback and INTERNAL_NETWORKS). */
  internal?: (ip: string) => boolean;
}

const checkSchema = z.union([z.object({ status: z.literal('up') }), z.object({ status: z.literal('down'), error: z.string().optional() })]);
type Check = z.infer<typeof checkSchema>;
const storeKind = z.enum(['sqlite', 'postgres']);
const tags = ['operations'];

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

/** A check as a caller outside the internal networks sees it: up or down, never why. */
const withoutDetail = (result: Check): Check => (result.status === 'up' ? result : { status: 'down' });

export function registerHealthRoutes(plain: FastifyInstance, { store, redis, internal = internalAddresses() }: HealthDependencies): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the API and its store answer, and how the store makes commits durable',
        tags,
        response: { 200: z.object({ status: z.literal('ok'), store: storeKind, durability: z.record(z.string(), z.string()) }) },
      },
    },
    async () => ({ status: 'ok' as const, store: store.kind, durability: await store.durability() }),
  );
  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Whether the process answers (touches no database)',
        tags,
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  const readiness = z.object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    store: storeKind,
    checks: z.record(z.string(), checkSchema),
  });
  app.get(
    '/health/ready',
    {
      schema: {
        summary: "Whether this instance can serve: 503 without its database, 200 degraded without the write limit's Redis",
        tags,
        response: { 200: readiness, 503: readiness },
      },
    },
    async (request, reply) => {
      const checks: Record<string, Check> = { database: await check(() => store.durability()) };
      if (redis) checks.redis = await check(() => redis.ping());
      const serving = checks.database?.status === 'up';
      const whole = Object.values(checks).every((result) => result.status === 'up');
      reply.code(serving ? 200 : 503).header('Cache-Control', 'no-store');
      if (!serving) reply.header('Retry-After', '5');
      const shown = internal(request.ip)
        ? checks
        : Object.fromEntries(Object.entries(checks).map(([name, result]) => [name, withoutDetail(result)]));
      const status = !serving ? ('unavailable' as const) : whole ? ('ok' as const) : ('degraded' as const);
      return { status, store: store.kind, checks: shown };
    },
  );
}
