import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EmailQueue, QueueStats, WatchedQueue } from '../email/emailQueue';
import type { Store } from '../store/Store';
import { sendError } from './errorAnswers';
import { RequestError } from '../validation/RequestError';

// What an operator watches, in Prometheus's text format at GET /metrics (this machine and
// INTERNAL_NETWORKS only): every answer's duration by route and status, the e-mail queue's depth,
// its oldest e-mail's age and the e-mails given up, the delivery tries that failed, the office's
// refused sign-ins, and how long each store call takes. Each instance counts its own; Prometheus
// adds them up. Labels never carry an address, an e-mail or a record number.

export const METRICS_REFUSED_MESSAGE = 'The metrics are for this machine and the internal networks (INTERNAL_NETWORKS) only.';
/** The office's sign-in: its refusals are counted by status (401 wrong, 403 not enrolled, 429 too many). */
const SIGN_IN = '/office/session';

export interface Metrics {
  registry: Registry;
  /** The store, each call's duration observed (academy_store_duration_seconds). */
  timedStore(store: Store): Store;
  /** The queue the delivery worker uses, each failed try counted (academy_email_delivery_failures_total). */
  countedQueue<Q extends EmailQueue>(queue: Q): Q;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const storeDuration = new Histogram({
    name: 'academy_store_duration_seconds',
    help: 'How long each store call took, by operation.',
    labelNames: ['operation', 'outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const deliveryFailures = new Counter({
    name: 'academy_email_delivery_failures_total',
    help: 'E-mail sends that failed, by whether another try follows (retry) or the e-mail is given up (given_up).',
    labelNames: ['outcome'],
    registers: [registry],
  });

  const time = <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    const end = storeDuration.startTimer({ operation });
    return call().then(
      (value) => {
        end({ outcome: 'ok' });
        return value;
      },
      (error: unknown) => {
        end({ outcome: 'error' });
        throw error;
      },
    );
  };
  /** Each function of `target` timed under `prefix + name`; object members (store.office) one level down. */
  const timed = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown;
        if (typeof key !== 'string') return value;
        if (typeof value === 'function') {
          return (...args: unknown[]) => {
            const result = (value as (...a: unknown[]) => unknown).apply(object, args);
            return result instanceof Promise ? time(`${prefix}${key}`, () => result) : result;
          };
        }
        if (prefix === '' && value && typeof value === 'object') return timed(value, `${key}.`);
        return value;
      },
    });

  return {
    registry,
    timedStore: (store) => timed(store, ''),
    countedQueue: (queue) =>
      new Proxy(queue, {
        get(object, key, receiver) {
          const value = Reflect.get(object, key, receiver) as unknown;
          if (key !== 'markFailed' || typeof value !== 'function') return value;
          return (id: number, error: string, retryAt: Date | null) => {
            deliveryFailures.inc({ outcome: retryAt ? 'retry' : 'given_up' });
            return (value as EmailQueue['markFailed']).call(object, id, error, retryAt);
          };
        },
      }),
  };
}

/**
 * The request metrics and GET /metrics on `app`. `queue` answers the e-mail queue's figures at
 * each scrape (one query), `internal` says who may scrape.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, queue, internal }: { metrics: Metrics; queue: WatchedQueue; internal: (ip: string) => boolean },
): void {
  const registers = [metrics.registry];
  const duration = new Histogram({
    name: 'academy_http_request_duration_seconds',
    help: 'How long each answer took, by method, route (as declared, not as requested) and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const signInRefusals = new Counter({
    name: 'academy_sign_in_refusals_total',
    help: "The office's sign-ins refused, by status: 401 wrong credentials or code, 403 not allowed, 429 too many tries.",
    labelNames: ['status_code'],
    registers,
  });
  let stats: Promise<QueueStats> | null = null;
  /** One query per scrape, shared by the three gauges. */
  const queueStats = (): Promise<QueueStats> => (stats ??= queue.queueStats().finally(() => setImmediate(() => (stats = null))));
  new Gauge({
    name: 'academy_email_queue_depth',
    help: 'E-mails waiting to be sent (pending).',
    registers,
    async collect() {
      this.set((await queueStats()).pending);
    },
  });
  new Gauge({
    name: 'academy_email_queue_oldest_age_seconds',
    help: 'How long the oldest pending e-mail has waited (0 when none waits).',
    registers,
    async collect() {
      const { oldestPendingAt } = await queueStats();
      this.set(oldestPendingAt ? Math.max(0, (Date.now() - oldestPendingAt.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'academy_email_given_up',
    help: 'E-mails given up after their last try (state failed), kept for the office to see.',
    registers,
    async collect() {
      this.set((await queueStats()).failed);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    duration.observe({ method: request.method, route, status_code: status }, reply.elapsedTime / 1000);
    if (request.method === 'POST' && route === SIGN_IN && [401, 403, 429].includes(reply.statusCode)) {
      signInRefusals.inc({ status_code: status });
    }
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!internal(request.ip)) return sendError(request, reply, new RequestError(403, METRICS_REFUSED_MESSAGE));
    reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store');
    return metrics.registry.metrics();
  });
}
