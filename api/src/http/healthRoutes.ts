import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
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

type Check = { status: 'up' } | { status: 'down'; error: string };

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

export function registerHealthRoutes(app: FastifyInstance, { store, redis }: HealthDependencies): void {
  app.get('/health', async () => ({ status: 'ok', store: store.kind, durability: await store.durability() }));
  app.get('/health/live', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', async (_request, reply) => {
    const checks: Record<string, Check> = { database: await check(() => store.durability()) };
    if (redis) checks.redis = await check(() => redis.ping());
    const ready = Object.values(checks).every((result) => result.status === 'up');
    reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store');
    if (!ready) reply.header('Retry-After', '5');
    return { status: ready ? 'ok' : 'unavailable', store: store.kind, checks };
  });
}
