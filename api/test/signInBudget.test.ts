import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import {
  OTP_REFUSED_MESSAGE,
  OTP_START_AGAIN_MESSAGE,
  SIGN_IN_LOCKED_MESSAGE,
  SIGN_IN_SLOWED_MESSAGE,
} from '@academy/contracts/office-rules';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { clientBucket } from '../src/http/clientAddress';
import { DAILY_CHECK_BUDGET, admitSignIn, settleSignIn } from '../src/office/signInGuard';
import { buildServer } from '../src/server';
import { HAS_REDIS, startRedis } from './redisServer';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../src/store/sqliteStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import type { StoreTarget } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { MANAGER_EMAIL, MANAGER_PASSWORD, STAFF_EMAIL, addManager, addStaff, codeAt, signIn } from './officeHelpers';

// The account-wide budget (docs/decisions/staff-sign-in.md), simulated with an injected clock:
// an attacker guesses one account for two days from 1, 3, 100 or 65,536 addresses (IPv4, and
// IPv6 from as many /56s), as fast as it is let, reading every Retry-After to the second and
// moving to its next address whenever one is held. No 24 hours may hold more than 300 checks.
// The address counts run the gate's policy over the store's counts as each request runs it
// (signInGuard.ts), so 26 simulated hours take a second or two; the two-instance run and the
// code run go through the HTTP route itself, argon2 replaced by an instant answer.

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for the busiest 24 hours to straddle the end of the account's first window. */
const SIMULATED_MS = 26 * 60 * 60 * 1000;
const START = Date.parse('2026-03-02T10:00:15Z');
const ipv4 = (k: number): string => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
const ipv6 = (k: number): string => `2001:db8:${k.toString(16)}::${(k % 7) + 1}`;

/** The most entries of sorted `times` inside any span of `spanMs`. */
function busiestSpan(times: readonly number[], spanMs: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= spanMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

interface Attack {
  apps: FastifyInstance[];
  addresses: number;
  address: (k: number) => string;
  clock: { now: number };
  /** The request of one guess from `ip`; answers whether it reached a check, and the refusal otherwise. */
  guess: (app: FastifyInstance, ip: string) => Promise<{ checked: boolean; status: number; error: string; retryAfter: number }>;
}

/** Runs the attack for SIMULATED_MS, answering the moments of its checks. */
async function attack({ apps, addresses, address, clock, guess }: Attack): Promise<number[]> {
  const checks: number[] = [];
  const heldUntil = new Map<number, number>();
  const end = clock.now + SIMULATED_MS;
  let next = 0;
  let request = 0;
  while (clock.now < end) {
    const k = next % addresses;
    const held = heldUntil.get(k) ?? 0;
    if (held > clock.now) clock.now = held;
    const answer = await guess(apps[(request += 1) % apps.length]!, address(k));
    if (answer.checked) {
      checks.push(clock.now);
      next += 1;
      clock.now += 100;
    } else if (answer.status === 429 && answer.error === SIGN_IN_SLOWED_MESSAGE) {
      clock.now += answer.retryAfter * 1000;
    } else if (answer.status === 429 && answer.error === SIGN_IN_LOCKED_MESSAGE) {
      heldUntil.set(k, clock.now + answer.retryAfter * 1000);
      next += 1;
    } else throw new Error(`unexpected answer ${answer.status} ${answer.error}`);
  }
  return checks;
}

/**
 * Both stores, with commits that wait for no disk: SQLite in memory-backed /dev/shm, PostgreSQL
 * with synchronous_commit off for these connections. The statements, their locks and their
 * answers are the store's own; only the fsync of each commit is skipped, so the simulated days
 * are not spent waiting for a disk.
 */
function quickStores(): Array<[string, StoreTarget]> {
  const dir = (): string => mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'academy-budget-'));
  const sqlite: StoreTarget = {
    name: 'sqlite',
    open: async () => {
      const dataDir = dir();
      const store = openSqliteStore(dataDir);
      const others = [] as Array<ReturnType<typeof openSqliteStore>>;
      return {
        store,
        dataDir,
        rawContains: async () => false,
        another: async () => {
          others.push(openSqliteStore(dataDir));
          return others.at(-1)!;
        },
        dispose: async () => {
          for (const other of others) await other.close();
          await store.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [['sqlite', sqlite]];
  let opened = 0;
  const postgres: StoreTarget = {
    name: 'postgres',
    open: async () => {
      const schema = `budget_${process.pid}_${(opened += 1)}`;
      const options = encodeURIComponent(`-c search_path=${schema} -c synchronous_commit=off`);
      const connectionString = `${url}${url.includes('?') ? '&' : '?'}options=${options}`;
      const store = await openPostgresStore({ connectionString, schema, poolSize: 4 });
      const others = [] as Array<Awaited<ReturnType<typeof openPostgresStore>>>;
      const dataDir = dir();
      return {
        store,
        dataDir,
        rawContains: async () => false,
        another: async () => {
          others.push(await openPostgresStore({ connectionString, schema, poolSize: 4 }));
          return others.at(-1)!;
        },
        dispose: async () => {
          for (const other of others) await other.close();
          await store.close();
          await dropPostgresSchema(url, schema);
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
  return [
    ['sqlite', sqlite],
    ['postgres', postgres],
  ];
}

const measured: string[] = [];
afterAll(() => {
  // The figures the decision record quotes, printed once per run.
  if (measured.length > 0) process.stdout.write(`${measured.join('\n')}\n`);
});

describe.each(quickStores())('the account-wide sign-in budget on %s', (storeName, target) => {
  let server: TestServer;
  const clock = { now: START };

  beforeEach(async () => {
    clock.now = START;
    server = await startTestServer(target, { now: () => new Date(clock.now) });
    await addStaff(server.store);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await server.dispose();
  });

  /** One wrong password from `ip`, as the route runs the gate: admit, check, settle as a failure. */
  const throughTheGate: Attack['guess'] = async (_app, ip) => {
    const admission = await admitSignIn(server.store.office, STAFF_EMAIL, clientBucket(ip), new Date(clock.now));
    if (!admission.admitted) return { checked: false, status: 429, error: admission.message, retryAfter: admission.retryAfterSeconds };
    await settleSignIn(server.store.office, STAFF_EMAIL, clientBucket(ip), 'failed');
    return { checked: true, status: 401, error: '', retryAfter: 0 };
  };

  const wrongPasswords = (): Attack['guess'] => {
    jest.spyOn(argon2, 'verify').mockResolvedValue(false);
    return async (app, ip) => {
      const answer = await signIn(app, STAFF_EMAIL, 'a wrong password guess', ip);
      const error = String(answer.json<{ error?: string }>().error);
      return {
        checked: answer.statusCode === 401,
        status: answer.statusCode,
        error,
        retryAfter: Number(answer.headers['retry-after'] ?? 0),
      };
    };
  };

  test.each([
    [1, 'IPv4', ipv4],
    [3, 'IPv4', ipv4],
    [100, 'IPv4', ipv4],
    [65_536, 'IPv4', ipv4],
    [1, 'IPv6', ipv6],
    [3, 'IPv6', ipv6],
    [100, 'IPv6', ipv6],
    [65_536, 'IPv6', ipv6],
  ])('guessing from %i %s address(es) gets at most 300 password checks in any 24 hours', async (addresses, family, address) => {
    const checks = await attack({ apps: [server.app], addresses, address, clock, guess: throughTheGate });
    const daily = busiestSpan(checks, DAY_MS);
    measured.push(`${storeName}: ${addresses} ${family} address(es): ${daily} checks in the busiest 24 hours`);
    expect(daily).toBeLessThanOrEqual(DAILY_CHECK_BUDGET);
    // The budget is a delay, not a lock: the attacker kept being checked until the end.
    expect(checks.at(-1)!).toBeGreaterThan(START + SIMULATED_MS - 10 * 60_000);
  });

  (HAS_REDIS ? test : test.skip)(
    'across two API instances with REDIS_URL, 65,536 IPv6 addresses get at most 300 checks a day',
    async () => {
      const redis = await startRedis();
      const second = await server.another();
      const settings = { writeRateLimit: 1000, redisUrl: redis.url, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: server.dataDir };
      const common = { now: () => new Date(clock.now), settings, log: { level: 'silent' as const } };
      const apps = [await buildServer({ store: server.store, ...common }), await buildServer({ store: second, ...common })];
      try {
        const checks = await attack({ apps, addresses: 65_536, address: ipv6, clock, guess: wrongPasswords() });
        const daily = busiestSpan(checks, DAY_MS);
        measured.push(`${storeName}, two instances and Redis: 65536 IPv6 addresses: ${daily} checks in the busiest 24 hours`);
        expect(daily).toBeLessThanOrEqual(DAILY_CHECK_BUDGET);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await redis.stop();
      }
    },
  );

  test('with a stolen password, wrong codes from 65,536 addresses meet the strict code budget: a restart every 5, and far fewer checks', async () => {
    const { secret } = await addManager(server.store);
    jest.spyOn(argon2, 'verify').mockResolvedValue(true);
    const restarts: number[] = [];
    const guess: Attack['guess'] = async (app, ip) => {
      const right = Number(codeAt(secret, new Date(clock.now)));
      const wrong = String((right + 500_000) % 1_000_000).padStart(6, '0');
      const answer = await signIn(app, MANAGER_EMAIL, MANAGER_PASSWORD, ip, wrong);
      const error = String(answer.json<{ error?: string }>().error);
      if (error === OTP_START_AGAIN_MESSAGE) restarts.push(clock.now);
      const checked = answer.statusCode === 401 && (error === OTP_REFUSED_MESSAGE || error === OTP_START_AGAIN_MESSAGE);
      if (answer.statusCode === 200) throw new Error('a wrong code signed in');
      return { checked, status: answer.statusCode, error, retryAfter: Number(answer.headers['retry-after'] ?? 0) };
    };
    const codes = await attack({ apps: [server.app], addresses: 65_536, address: ipv6, clock, guess });
    const daily = busiestSpan(codes, DAY_MS);
    measured.push(`${storeName}: wrong codes with a stolen password, 65536 IPv6 addresses: ${daily} codes in the busiest 24 hours`);
    // Every fifth wrong code starts the sign-in again and costs the account 10 checks more.
    expect(restarts.length).toBe(Math.floor(codes.length / 5));
    expect(daily).toBeLessThanOrEqual(DAILY_CHECK_BUDGET / 2);
  });
});
