import { join } from 'node:path';

// Settings come from the environment so `npm start` can pass them through.

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Writes per minute per client address; 0 turns the limit off. */
  writeRateLimit: number;
  emailOutbox: boolean;
  corsOrigins: string[];
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe, so request.ip is the visitor's. */
  trustProxy: boolean | number | string;
  /** The staff office's origin: the only one allowed credentialed CORS on /office routes. */
  officeOrigin: string;
  /** The office session cookie is Secure (NODE_ENV=production). */
  secureCookies: boolean;
}

export const DEFAULT_OFFICE_ORIGIN = 'http://localhost:3006';

const SITE_PORTS = [3000, 3001, 3002, 3003, 3004, 3005];
export const DEFAULT_CORS_ORIGINS = SITE_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
const DEFAULT_DATA_DIR = join(__dirname, '..', '..', '.data');

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}".`);
  return value;
}

/**
 * The outbox is on unless EMAIL_OUTBOX says otherwise, and never in production (asking for it
 * there stops the start): `npm start -w api` and the tests get it, a deployment does not.
 */
function outboxEnabled(env: NodeJS.ProcessEnv): boolean {
  const raw = env.EMAIL_OUTBOX;
  if (raw === undefined || raw === '') return env.NODE_ENV !== 'production';
  return raw === '1' || raw.toLowerCase() === 'true';
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (request.ip is the connecting address);
 * `true` believes every X-Forwarded-For hop; a number believes that many hops from the server;
 * anything else is a comma-separated list of proxy addresses or CIDR ranges to believe.
 */
export function readTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const PRODUCTION_OUTBOX_MESSAGE =
  'EMAIL_OUTBOX=1 is refused with NODE_ENV=production: the outbox keeps visitors\' e-mails instead of sending them.';

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const emailOutbox = outboxEnabled(env);
  if (emailOutbox && env.NODE_ENV === 'production') throw new Error(PRODUCTION_OUTBOX_MESSAGE);
  const origins = env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return {
    port: wholeNumber('PORT', env.PORT, 4000),
    host: env.HOST || 'localhost',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    writeRateLimit: wholeNumber('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, 60),
    emailOutbox,
    corsOrigins: origins && origins.length > 0 ? origins : DEFAULT_CORS_ORIGINS,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    officeOrigin: env.OFFICE_ORIGIN?.trim() || DEFAULT_OFFICE_ORIGIN,
    secureCookies: env.NODE_ENV === 'production',
  };
}
