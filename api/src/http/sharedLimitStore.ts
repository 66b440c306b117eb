import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

// The write limit's counts in Redis, shared by every API instance (REDIS_URL). While Redis cannot
// be reached, writes keep flowing uncounted (the rate-limit plugin's skipOnError) rather than
// refusing a parent's registration: the API logs the outage once, and its end
// (docs/decisions/write-limit-without-redis.md). A command never waits for a lost connection:
// it fails at once (no offline queue) or after `commandTimeoutMs`, and the write goes on.

/** Keys of the write limit, apart from anything else kept in the same Redis. */
export const WRITE_LIMIT_NAMESPACE = 'academy:write-limit:';

export interface SharedLimitStore {
  redis: Redis;
  /** Settles once the first connection is made, or failed: a start never waits longer than that. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

export function openSharedLimitStore(url: string, log: FastifyBaseLogger, commandTimeoutMs = 500): SharedLimitStore {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One warning per outage, however it shows: a refused connection or a dropped one.
  let down = false;
  let closing = false;
  const lost = (reason: string) => {
    if (down || closing) return;
    down = true;
    log.warn({ reason }, 'Redis is unreachable: writes are not counted against the write limit until it returns');
  };
  redis.on('error', (error: Error) => lost(error.message));
  redis.on('close', () => lost('connection closed'));
  const ready = new Promise<void>((settle) => {
    redis.once('ready', () => settle());
    redis.once('error', () => settle());
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: the write limit is counted again');
  });
  return {
    redis,
    ready,
    close: async () => {
      closing = true;
      redis.disconnect();
    },
  };
}
