import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Redis from 'ioredis';
import { z } from 'zod';
import type { Store } from '../store/Store';

// Health for a process manager and a load balancer:
//   GET /health/live   the process answers; touches neither the database nor Redis (restart it when this fails).
//   GET /health/ready  the database answers, and Redis when the write limit counts there; 503 naming
//                      what is down otherwise (send it no traffic meanwhile).
//   GET /health        as before: the store and how it makes commits durable (it queries the database).

export interface HealthDependencies {
  store: Store;
  /** The write limit's Redis (REDIS_URL), when there is one. */
  redis?: Redis | null;
}

const checkSchema = z.union([z.object({ status: z.literal('up') }), z.object({ status: z.literal('down'), error: z.string() })]);
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

export function registerHealthRoutes(plain: FastifyInstance, { store, redis }: HealthDependencies): void {
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
  const readiness = z.object({ status: z.enum(['ok', 'unavailable']), store: storeKind, checks: z.record(z.string(), checkSchema) });
  app.get(
    '/health/ready',
    {
      schema: { summary: 'Whether the database (and Redis when set) answer', tags, response: { 200: readiness, 503: readiness } },
    },
    async (_request, reply) => {
      const checks: Record<string, Check> = { database: await check(() => store.durability()) };
      if (redis) checks.redis = await check(() => redis.ping());
      const ready = Object.values(checks).every((result) => result.status === 'up');
      reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store');
      if (!ready) reply.header('Retry-After', '5');
      return { status: ready ? ('ok' as const) : ('unavailable' as const), store: store.kind, checks };
    },
  );
}
