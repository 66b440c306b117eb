import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildOutboxServer, listenOutbox } from '../src/routes/outboxRoutes';
import { freePort } from './apiProcess';
import { istDate } from '@academy/contracts/time';
import { buildServer } from '../src/server';
import type { ServerOptions } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import type { LogLevel } from '../src/config/settings';
import type { OpenedStore, StoreTarget } from './storeTargets';

// A server over a fresh store, with settings a test can override.

export interface TestServer extends OpenedStore {
  app: FastifyInstance;
}

export async function startTestServer(
  target: StoreTarget,
  overrides: Partial<ServerOptions['settings']> & Pick<ServerOptions, 'now' | 'log' | 'timeouts' | 'metrics'> = {},
): Promise<TestServer> {
  const opened = await target.open();
  const { now, log, timeouts, metrics, ...settings } = overrides;
  const app = await buildServer({
    store: opened.store,
    now,
    metrics,
    // Quiet unless a test listens: LOG_LEVEL=info shows a suite's request lines.
    log: log ?? { level: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'silent' },
    timeouts,
    settings: {
      writeRateLimit: 0,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      dataDir: opened.dataDir,
      ...settings,
    },
  });
  return {
    ...opened,
    app,
    dispose: async () => {
      await app.close();
      await opened.dispose();
    },
  };
}

/** The local outbox over a test server's store, on a port of its own (EMAIL_OUTBOX_PORT). */
export interface TestOutbox {
  app: FastifyInstance;
  port: number;
  /** A request as a person on this machine sends it (loopback, Host localhost:<port>) unless `options` say otherwise. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Listens on loopback at its port; resolves with its base URL. */
  listen: () => Promise<string>;
}

/** Opens the outbox beside `server` (closed by the server's dispose), with its own write limit (none unless given). */
export async function openOutbox(server: TestServer, writeRateLimit = 0): Promise<TestOutbox> {
  const port = await freePort();
  const app = await buildOutboxServer({
    store: server.store,
    port,
    settings: { writeRateLimit, corsOrigins: DEFAULT_CORS_ORIGINS },
    log: { level: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'silent' },
  });
  const dispose = server.dispose;
  server.dispose = async () => {
    await app.close();
    await dispose();
  };
  return {
    app,
    port,
    inject: (options) => app.inject({ ...options, headers: { host: `localhost:${port}`, ...options.headers } }),
    listen: async () => `http://localhost:${await listenOutbox(app, port)}`,
  };
}

/** The academy's day now (IST), as the server writes it into a compatibility row. */
export const today = (): string => istDate(new Date());

export function registrationRow(number: number, overrides: Record<number, string> = {}): string[] {
  const row = [
    '',
    `GFI${number}`,
    'Chess',
    'Priya Sharma',
    'Aarav',
    '9',
    '12 MG Road, Pune',
    '91',
    '919876543210',
    `parent${number}@example.com`,
    'GFI10001',
  ];
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value;
  return row;
}

export function applicantRow(number: number, email: string, overrides: Record<number, string> = {}): string[] {
  const row = ['', `TGFI${number}`, '-', 'Ravi Kumar', '919812345678', email, 'Chess', 'Advanced', '5', '-', 'WEB', 'N'];
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value;
  return row;
}

/** Claims the next number of a counter through the HTTP protocol (GET then PUT). */
export async function claimNumber(app: FastifyInstance, cell: 'A2' | 'B2'): Promise<number> {
  const current = Number((await app.inject({ method: 'GET', url: `/values?cell=${cell}` })).body);
  const claimed = await app.inject({ method: 'PUT', url: '/values', payload: { cell, updatedValue: current + 1 } });
  return claimed.json<{ value: number }>().value;
}

/** Bodies of POST /registrations and POST /applications as a form sends them. */
export const GOOD_REGISTRATION = {
  course: 'Coding',
  parentName: ' Priya Sharma ',
  childName: 'Aarav',
  age: '9',
  address: '12 MG Road, Pune',
  countryCode: '91',
  mobileNumber: '9876543210',
  email: ' priya@example.com ',
  referralCode: 'GFI10001',
  consent: true,
  website: '',
};
export const GOOD_APPLICATION = {
  name: 'Ravi Kumar',
  mobileNumber: '919812345678',
  email: 'Ravi@Example.com',
  expertIn: 'Chess',
  level: 'Advanced',
  yoe: '5',
  consent: true,
  website: '',
};

/**
 * An error answer's body without its request id, after checking the id is there and is the one
 * the X-Request-Id header (and so every log line of the request) carries.
 */
export function refusal(response: { json(): unknown; headers: Record<string, unknown> }): Record<string, unknown> {
  const { requestId, ...rest } = response.json() as Record<string, unknown>;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(requestId).toBe(response.headers['x-request-id']);
  return rest;
}
