import { join } from 'node:path';
import { z } from 'zod';
import { APPS } from '@academy/contracts/site';
import { DEFAULT_IPV6_BUCKET_PREFIX } from '../http/clientAddress';
import { parseNetwork } from '../http/internalNetwork';
import { isLoopback, isOrigin, onOff, parseSettings, placeholderReason, raw, rule, wholeNumber } from './settingRules';
import { readOpenApiPublic, trustProxyProblem } from './proxyRules';

// Settings come from the environment so `npm start` can pass them through: one zod schema
// (settingsShape), one rule per variable, every problem of a start reported together.

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Writes per minute per client address; 0 turns the limit off. */
  writeRateLimit: number;
  /** Redis for the write limit's counts, shared by every instance; unset, each process counts its own. */
  redisUrl?: string;
  /**
   * The port of the local EmailJS stand-in (EMAIL_OUTBOX_PORT): its own listener, on loopback only.
   * Unset (the default, and always in production) there is no outbox.
   */
  emailOutboxPort?: number;
  corsOrigins: string[];
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe, so request.ip is the visitor's. */
  trustProxy: boolean | number | string;
  /** How many leading bits of an IPv6 address make one client for the write limit (IPV6_BUCKET_PREFIX, 56). */
  ipv6BucketPrefix: number;
  /** The staff office's origin: the only one allowed credentialed CORS on /office routes. */
  officeOrigin: string;
  /** The office session cookie is Secure (NODE_ENV=production). */
  secureCookies: boolean;
  /** NODE_ENV=production: the office's sign-in refuses requests from a proxy TRUST_PROXY does not name. */
  production?: boolean;
  /**
   * Whether a manager must sign in with two-factor (OFFICE_MANAGER_TWO_FACTOR, `required`).
   * `optional` is for a developer's machine and the browser tests only; production refuses it.
   */
  managerTwoFactor?: 'required' | 'optional';
  /** The least severe log level written (pino's levels; `silent` writes nothing). */
  logLevel: LogLevel;
  /** The compatibility protocol's routes (/values, /new-registration, /applicants) are served. */
  compatProtocol: boolean;
  /** Sample achievements, tournaments and puzzles go into an empty database at start-up. */
  seedSample: boolean;
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * The HMAC key payment links are signed with (PAYMENT_LINK_SECRET). Required in production;
   * unset elsewhere, the API keeps a generated one in DATA_DIR (office/paymentLinks.ts).
   */
  paymentLinkSecret?: string;
  /** The key of the HMAC the audit log keeps of staff's search terms (AUDIT_HASH_KEY; office/searchTerms.ts). */
  auditHashKey: string;
  /** Networks besides loopback that may read the health checks' details and /metrics (INTERNAL_NETWORKS). */
  internalNetworks: string[];
  /** OPENAPI_PUBLIC=1: /openapi.json and /docs are served in production too (config/proxyRules.ts). */
  openApiPublic?: boolean;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const localOrigin = (port: number) => `http://localhost:${port}`;
/** The local origins of the site manifest's apps: the staff office's, and the public site's. */
export const DEFAULT_OFFICE_ORIGIN = localOrigin(APPS.find((app) => app.dir === 'office')?.port ?? 0);
const SITE_PORTS = APPS.filter((app) => app.role !== 'app').map((app) => app.port);
export const DEFAULT_CORS_ORIGINS = SITE_PORTS.flatMap((port) => [localOrigin(port), `http://127.0.0.1:${port}`]);
const DEFAULT_DATA_DIR = join(__dirname, '..', '..', '.data');

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (request.ip is the connecting address);
 * `true` believes every X-Forwarded-For hop, so any client can name its own address (the start-up
 * log warns; use a hop count or the proxy's addresses instead); a number believes that many hops from the server;
 * anything else is a comma-separated list of proxy addresses or CIDR ranges to believe.
 */
export function readTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const PRODUCTION_TWO_FACTOR_MESSAGE =
  'OFFICE_MANAGER_TWO_FACTOR=optional is refused with NODE_ENV=production: managers always sign in with two-factor there.';
/** AUDIT_HASH_KEY when unset outside production: a marker for the data directory's own random key (office/auditKey.ts). */
export const DEVELOPMENT_AUDIT_HASH_KEY = 'development-only-audit-hash-key-not-secret';
export const AUDIT_HASH_KEY_MESSAGE =
  'AUDIT_HASH_KEY must be at least 32 characters (e.g. the output of `openssl rand -hex 32`), and is required with NODE_ENV=production.';
export const PRODUCTION_AUDIT_HASH_KEY_MESSAGE =
  'AUDIT_HASH_KEY must be 64 hexadecimal characters with NODE_ENV=production: the output of `openssl rand -hex 32`.';
export const PRODUCTION_OUTBOX_MESSAGE =
  "EMAIL_OUTBOX_PORT is refused with NODE_ENV=production: the outbox keeps visitors' e-mails instead of sending them.";
export const LEGACY_OUTBOX_MESSAGE =
  'EMAIL_OUTBOX=1 no longer turns the outbox on: name its loopback port with EMAIL_OUTBOX_PORT (npm start uses 4001).';
export const PAYMENT_LINK_SECRET_MIN_LENGTH = 32;
export const PRODUCTION_PAYMENT_SECRET_MESSAGE = `PAYMENT_LINK_SECRET is required with NODE_ENV=production: at least ${PAYMENT_LINK_SECRET_MIN_LENGTH} random characters (openssl rand -base64 32).`;
export const PRODUCTION_DATA_DIR_MESSAGE =
  "DATA_DIR is required with NODE_ENV=production: the folder of uploaded images (and of the SQLite file without DATABASE_URL), not the checkout's api/.data.";
export const PRODUCTION_CORS_MESSAGE =
  "CORS_ORIGINS is required with NODE_ENV=production: the public site's origins, comma-separated (https://www.example.org), none of them localhost.";
export const PRODUCTION_OFFICE_ORIGIN_MESSAGE =
  "OFFICE_ORIGIN is required with NODE_ENV=production: the staff office's own origin (https://office.example.org), not localhost.";

/** A comma-separated list, each item trimmed, the empty ones left out. */
const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Every variable the API reads, each with its one rule. Outside production a missing value falls
 * back to the local deployment's; with NODE_ENV=production the values a deployment must choose
 * are required and checked for what only a developer's machine should use. (`.env.example`
 * lists each of these keys; test/envExample.test.ts keeps them together.)
 */
export function settingsShape(production: boolean) {
  return {
    NODE_ENV: raw,
    PORT: wholeNumber('PORT', 4000),
    HOST: rule((value) => value || 'localhost'),
    DATA_DIR: rule((value, refuse) => value || (production ? refuse(PRODUCTION_DATA_DIR_MESSAGE) : DEFAULT_DATA_DIR)),
    DATABASE_URL: rule((value) => value || undefined),
    WRITE_RATE_LIMIT: wholeNumber('WRITE_RATE_LIMIT', 60),
    REDIS_URL: rule((value) => value || undefined),
    // The old switch stops the start when it asks for the outbox, so it is never silently ignored.
    EMAIL_OUTBOX: rule((value, refuse) => (['1', 'true'].includes(value.toLowerCase()) ? refuse(LEGACY_OUTBOX_MESSAGE) : undefined)),
    EMAIL_OUTBOX_PORT: rule((value, refuse) => {
      if (value === '') return undefined;
      if (production) refuse(PRODUCTION_OUTBOX_MESSAGE);
      const port = Number(value);
      if (!Number.isInteger(port) || port < 1 || port > 65_535)
        refuse(`EMAIL_OUTBOX_PORT must be a port number from 1 to 65535, not "${value}".`);
      return port;
    }),
    CORS_ORIGINS: rule((value, refuse) => {
      const origins = list(value);
      if (!production) return origins.length > 0 ? origins : DEFAULT_CORS_ORIGINS;
      if (origins.length === 0) refuse(PRODUCTION_CORS_MESSAGE);
      const wrong = origins.filter((origin) => !isOrigin(origin) || isLoopback(origin));
      if (wrong.length > 0) refuse(`CORS_ORIGINS must name the public site's origins with NODE_ENV=production, not ${wrong.join(', ')}.`);
      return origins;
    }),
    // Declared, never guessed, in production (config/proxyRules.ts).
    TRUST_PROXY: rule((value, refuse) => {
      const problem = trustProxyProblem(value, production);
      if (problem) refuse(problem);
      return readTrustProxy(value);
    }),
    OPENAPI_PUBLIC: rule((value) => readOpenApiPublic(value)),
    IPV6_BUCKET_PREFIX: rule((value, refuse) => {
      const bits = value === '' ? DEFAULT_IPV6_BUCKET_PREFIX : Number(value);
      if (!Number.isInteger(bits) || bits < 32 || bits > 128) refuse('IPV6_BUCKET_PREFIX must be a whole number of bits from 32 to 128.');
      return bits;
    }),
    OFFICE_ORIGIN: rule((value, refuse) => {
      if (!production) return value || DEFAULT_OFFICE_ORIGIN;
      if (!isOrigin(value) || isLoopback(value)) refuse(PRODUCTION_OFFICE_ORIGIN_MESSAGE);
      return value.replace(/\/+$/, '');
    }),
    OFFICE_MANAGER_TWO_FACTOR: rule((value, refuse) => {
      const choice = value || 'required';
      if (choice !== 'required' && choice !== 'optional') return refuse('OFFICE_MANAGER_TWO_FACTOR must be required or optional.');
      if (choice === 'optional' && production) refuse(PRODUCTION_TWO_FACTOR_MESSAGE);
      return choice;
    }),
    LOG_LEVEL: rule((value, refuse) => {
      const level = value.toLowerCase() || 'info';
      if (!(LOG_LEVELS as readonly string[]).includes(level)) refuse(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}".`);
      return level as LogLevel;
    }),
    // Old clients and staff tools only; a deployment asks for it by name.
    COMPAT_PROTOCOL: onOff('COMPAT_PROTOCOL', !production),
    // Made-up content is for a developer's machine and the tests, never a deployment by default.
    SEED_SAMPLE: onOff('SEED_SAMPLE', !production),
    SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 10_000),
    PAYMENT_LINK_SECRET: rule((value, refuse) => {
      if (value === '') return production ? refuse(PRODUCTION_PAYMENT_SECRET_MESSAGE) : undefined;
      if (value.length < PAYMENT_LINK_SECRET_MIN_LENGTH)
        refuse(`PAYMENT_LINK_SECRET must be at least ${PAYMENT_LINK_SECRET_MIN_LENGTH} characters.`);
      const reason = production ? placeholderReason(value) : null;
      if (reason) refuse(`PAYMENT_LINK_SECRET ${reason}: ${PRODUCTION_PAYMENT_SECRET_MESSAGE}`);
      return value;
    }),
    AUDIT_HASH_KEY: rule((value, refuse) => {
      if (value === '' && !production) return DEVELOPMENT_AUDIT_HASH_KEY;
      if (value.length < 32) refuse(AUDIT_HASH_KEY_MESSAGE);
      if (production && (!/^[0-9a-f]{64}$/i.test(value) || placeholderReason(value))) refuse(PRODUCTION_AUDIT_HASH_KEY_MESSAGE);
      return value;
    }),
    INTERNAL_NETWORKS: rule((value, refuse) => {
      const networks = list(value);
      const wrong = networks.filter((network) => parseNetwork(network) === null);
      if (wrong.length > 0) refuse(`INTERNAL_NETWORKS must list addresses or CIDR ranges (10.0.0.0/8, fd00::/8), not ${wrong.join(', ')}.`);
      return networks;
    }),
  };
}

/** The variables the API's settings read (`.env.example`'s API section lists exactly these). */
export const SETTINGS_VARIABLES = Object.keys(settingsShape(false)).sort();

function settingsSchema(production: boolean) {
  return z.object(settingsShape(production)).transform((env, ctx): Settings => {
    if (env.EMAIL_OUTBOX_PORT !== undefined && env.EMAIL_OUTBOX_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', message: 'EMAIL_OUTBOX_PORT must differ from PORT: the outbox has a listener of its own.' });
    return {
      port: env.PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      writeRateLimit: env.WRITE_RATE_LIMIT,
      redisUrl: env.REDIS_URL,
      ...(env.EMAIL_OUTBOX_PORT === undefined ? {} : { emailOutboxPort: env.EMAIL_OUTBOX_PORT }),
      corsOrigins: env.CORS_ORIGINS,
      trustProxy: env.TRUST_PROXY,
      ipv6BucketPrefix: env.IPV6_BUCKET_PREFIX,
      officeOrigin: env.OFFICE_ORIGIN,
      secureCookies: production,
      production,
      managerTwoFactor: env.OFFICE_MANAGER_TWO_FACTOR,
      logLevel: env.LOG_LEVEL,
      compatProtocol: env.COMPAT_PROTOCOL,
      seedSample: env.SEED_SAMPLE,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      paymentLinkSecret: env.PAYMENT_LINK_SECRET,
      auditHashKey: env.AUDIT_HASH_KEY,
      internalNetworks: env.INTERNAL_NETWORKS,
      openApiPublic: env.OPENAPI_PUBLIC,
    };
  });
}

/** The API's settings from the environment; a SettingsError lists every missing or unsafe value at once. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return parseSettings(settingsSchema(env.NODE_ENV === 'production'), env);
}

function redisHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return '(REDIS_URL is not a URL)';
  }
}

/**
 * What the start-up log says about the settings: everything that shapes behaviour, and of the
 * database only where it is (never its user name or password).
 */
export function describeSettings(settings: Settings): Record<string, unknown> {
  let database = `SQLite in ${settings.dataDir}`;
  if (settings.databaseUrl) {
    try {
      const url = new URL(settings.databaseUrl);
      database = `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
    } catch {
      database = 'PostgreSQL (DATABASE_URL is not a URL)';
    }
  }
  return {
    port: settings.port,
    host: settings.host,
    store: database,
    writeRateLimit: settings.writeRateLimit,
    // Where the limit is counted, never a password in the URL.
    writeLimitStore: settings.redisUrl ? `Redis at ${redisHost(settings.redisUrl)}` : 'memory',
    trustProxy: settings.trustProxy,
    ipv6BucketPrefix: settings.ipv6BucketPrefix,
    emailOutboxPort: settings.emailOutboxPort ?? 'off',
    compatProtocol: settings.compatProtocol,
    seedSample: settings.seedSample,
    logLevel: settings.logLevel,
    corsOrigins: settings.corsOrigins,
    shutdownTimeoutMs: settings.shutdownTimeoutMs,
    internalNetworks: settings.internalNetworks,
  };
}
