import { isIP } from 'node:net';

// What a deployment must declare rather than have guessed (docs/decisions/proxies.md): which
// proxies' X-Forwarded-For to believe, and whether the API's description is public. Each rule is
// a small check answering the sentence of its problem, so the settings can report it with any
// other bad value.

/** The names proxy-addr (fastify's trustProxy) knows for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_REQUIRED_MESSAGE =
  'TRUST_PROXY must be set with NODE_ENV=production: `false` when nothing is in front of the API, or the addresses or CIDR ranges of the proxies in front of it (e.g. 127.0.0.1, or loopback).';
export const TRUST_PROXY_GUESS_MESSAGE =
  'TRUST_PROXY=true and hop counts are refused with NODE_ENV=production: a client that reaches the API directly could name any address in X-Forwarded-For. Name the proxies (addresses or CIDR ranges) instead.';

/** Whether `item` is an address, a CIDR range (`10.0.0.0/8`, `fd00::/8`), an IPv4 address with a netmask, or a range name. */
function isProxyForm(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', mask, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/** The sentence of what is wrong with TRUST_PROXY, or null. Outside production any value fastify reads is let through. */
export function trustProxyProblem(raw: string | undefined, production: boolean): string | null {
  const value = raw?.trim() ?? '';
  if (!production) return null;
  if (value === '') return TRUST_PROXY_REQUIRED_MESSAGE;
  if (value === 'false') return null;
  if (value === 'true' || /^\d+$/.test(value)) return TRUST_PROXY_GUESS_MESSAGE;
  const wrong = value
    .split(',')
    .map((item) => item.trim())
    .find((item) => !isProxyForm(item));
  return wrong === undefined
    ? null
    : `TRUST_PROXY must list proxy addresses or CIDR ranges separated by commas; "${wrong.slice(0, 60)}" is neither.`;
}

/** OPENAPI_PUBLIC=1 serves /openapi.json and /docs in production too; anything else keeps them off there. */
export const readOpenApiPublic = (raw: string | undefined): boolean => raw?.trim() === '1';
