import { join } from 'node:path';
import { APPS } from '@academy/contracts/site';
import { DEFAULT_IPV6_BUCKET_PREFIX } from '../http/clientAddress';
import { deploymentProblems, readOpenApiPublic } from './proxyRules';

// Settings come from the environment so `npm start` can pass them through.

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
  /** OPENAPI_PUBLIC=1: /openapi.json and /docs are served in production too (config/proxyRules.ts). */
  openApiPublic?: boolean;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readLogLevel(raw: string | undefined): LogLevel {
  const value = raw?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}".`);
  }
  return value as LogLevel;
}

/** A yes/no switch: unset or empty takes `fallback`; 1/true is on, 0/false is off. */
function readSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1 or 0, not "${raw}".`);
}

const localOrigin = (port: number) => `http://localhost:${port}`;
/** The local origins of the site manifest's apps: the staff office's, and the public site's. */
export const DEFAULT_OFFICE_ORIGIN = localOrigin(APPS.find((app) => app.dir === 'office')?.port ?? 0);
const SITE_PORTS = APPS.filter((app) => app.role !== 'app').map((app) => app.port);
export const DEFAULT_CORS_ORIGINS = SITE_PORTS.flatMap((port) => [localOrigin(port), `http://127.0.0.1:${port}`]);
const DEFAULT_DATA_DIR = join(__dirname, '..', '..', '.data');

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}".`);
  return value;
}

/**
 * EMAIL_OUTBOX_PORT: the outbox is off unless a port is named (`npm start` and the browser tests
 * name one), and asking for it in production stops the start. EMAIL_OUTBOX, the old switch,
 * stops the start too when it asks for the outbox, so a setting that would now do nothing
 * is never silently ignored.
 */
function outboxPort(env: NodeJS.ProcessEnv, apiPort: number): number | undefined {
  const legacy = env.EMAIL_OUTBOX?.trim().toLowerCase() ?? '';
  if (legacy === '1' || legacy === 'true') throw new Error(LEGACY_OUTBOX_MESSAGE);
  const raw = env.EMAIL_OUTBOX_PORT?.trim() ?? '';
  if (raw === '') return undefined;
  if (env.NODE_ENV === 'production') throw new Error(PRODUCTION_OUTBOX_MESSAGE);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`EMAIL_OUTBOX_PORT must be a port number from 1 to 65535, not "${raw}".`);
  if (port === apiPort) throw new Error('EMAIL_OUTBOX_PORT must differ from PORT: the outbox has a listener of its own.');
  return port;
}

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

/** IPV6_BUCKET_PREFIX: 32 to 128 bits, 56 unless given. */
function prefixLength(raw: string | undefined): number {
  const value = wholeNumber('IPV6_BUCKET_PREFIX', raw, DEFAULT_IPV6_BUCKET_PREFIX);
  if (value < 32 || value > 128) throw new Error('IPV6_BUCKET_PREFIX must be a whole number of bits from 32 to 128.');
  return value;
}

export const PRODUCTION_TWO_FACTOR_MESSAGE =
  'OFFICE_MANAGER_TWO_FACTOR=optional is refused with NODE_ENV=production: managers always sign in with two-factor there.';

/** OFFICE_MANAGER_TWO_FACTOR: `required` unless `optional` is asked for, and never optional in production. */
function managerTwoFactor(raw: string | undefined, production: boolean): 'required' | 'optional' {
  const value = raw?.trim() || 'required';
  if (value !== 'required' && value !== 'optional') throw new Error('OFFICE_MANAGER_TWO_FACTOR must be required or optional.');
  if (value === 'optional' && production) throw new Error(PRODUCTION_TWO_FACTOR_MESSAGE);
  return value;
}

/** AUDIT_HASH_KEY when unset outside production: a marker for the data directory's own random key (office/auditKey.ts). */
export const DEVELOPMENT_AUDIT_HASH_KEY = 'development-only-audit-hash-key-not-secret';
export const AUDIT_HASH_KEY_MESSAGE =
  'AUDIT_HASH_KEY must be at least 32 characters (e.g. the output of `openssl rand -hex 32`), and is required with NODE_ENV=production.';

/** AUDIT_HASH_KEY: a long random key, required in production; elsewhere unset means the development key. */
function auditHashKey(raw: string | undefined, production: boolean): string {
  const value = raw?.trim() ?? '';
  if (value === '' && !production) return DEVELOPMENT_AUDIT_HASH_KEY;
  if (value.length < 32) throw new Error(AUDIT_HASH_KEY_MESSAGE);
  return value;
}

export const PRODUCTION_OUTBOX_MESSAGE =
  "EMAIL_OUTBOX_PORT is refused with NODE_ENV=production: the outbox keeps visitors' e-mails instead of sending them.";
export const LEGACY_OUTBOX_MESSAGE =
  'EMAIL_OUTBOX=1 no longer turns the outbox on: name its loopback port with EMAIL_OUTBOX_PORT (npm start uses 4001).';

export const PAYMENT_LINK_SECRET_MIN_LENGTH = 32;
export const PRODUCTION_PAYMENT_SECRET_MESSAGE = `PAYMENT_LINK_SECRET is required with NODE_ENV=production: at least ${PAYMENT_LINK_SECRET_MIN_LENGTH} random characters (openssl rand -base64 32).`;

/** PAYMENT_LINK_SECRET: long enough to resist guessing, and never missing in production. */
function readPaymentLinkSecret(raw: string | undefined, production: boolean): string | undefined {
  const value = raw?.trim() || undefined;
  if (value === undefined && production) throw new Error(PRODUCTION_PAYMENT_SECRET_MESSAGE);
  if (value !== undefined && value.length < PAYMENT_LINK_SECRET_MIN_LENGTH) {
    throw new Error(`PAYMENT_LINK_SECRET must be at least ${PAYMENT_LINK_SECRET_MIN_LENGTH} characters.`);
  }
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production';
  const port = wholeNumber('PORT', env.PORT, 4000);
  const emailOutboxPort = outboxPort(env, port);
  const origins = env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const settings: Settings = {
    port,
    host: env.HOST || 'localhost',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    writeRateLimit: wholeNumber('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, 60),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    ...(emailOutboxPort === undefined ? {} : { emailOutboxPort }),
    corsOrigins: origins && origins.length > 0 ? origins : DEFAULT_CORS_ORIGINS,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    ipv6BucketPrefix: prefixLength(env.IPV6_BUCKET_PREFIX),
    officeOrigin: env.OFFICE_ORIGIN?.trim() || DEFAULT_OFFICE_ORIGIN,
    secureCookies: env.NODE_ENV === 'production',
    production,
    managerTwoFactor: managerTwoFactor(env.OFFICE_MANAGER_TWO_FACTOR, production),
    logLevel: readLogLevel(env.LOG_LEVEL),
    // Old clients and staff tools only; a deployment asks for it by name.
    compatProtocol: readSwitch('COMPAT_PROTOCOL', env.COMPAT_PROTOCOL, !production),
    // Made-up content is for a developer's machine and the tests, never a deployment by default.
    seedSample: readSwitch('SEED_SAMPLE', env.SEED_SAMPLE, !production),
    shutdownTimeoutMs: wholeNumber('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    paymentLinkSecret: readPaymentLinkSecret(env.PAYMENT_LINK_SECRET, production),
    auditHashKey: auditHashKey(env.AUDIT_HASH_KEY, production),
    openApiPublic: readOpenApiPublic(env.OPENAPI_PUBLIC),
  };
  // The proxies and the description are judged once every other value was read (config/proxyRules.ts).
  const [deploymentProblem] = deploymentProblems(env);
  if (deploymentProblem) throw new Error(deploymentProblem);
  return settings;
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
  };
}
