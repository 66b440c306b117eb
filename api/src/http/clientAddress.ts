import type { FastifyRequest } from 'fastify';

// Who a request comes from, as the write limit and the outbox see it.

/** The prefix an IPv6 client is counted by unless the operator says otherwise (IPV6_BUCKET_PREFIX). */
export const DEFAULT_IPV6_BUCKET_PREFIX = 56;

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` expanded); null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The bucket an address is counted in: an IPv4 address as it is, an IPv6 address by its first
 * `prefixLength` bits. A home or a server is given a whole /64 at least, and often a /56 or a
 * /48, so counting full addresses (or even /64s) would give one client thousands of buckets.
 */
export function clientBucket(ip: string, prefixLength = DEFAULT_IPV6_BUCKET_PREFIX): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const masked = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, prefixLength - index * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
  const kept = Math.ceil(prefixLength / 16);
  return `${masked.slice(0, kept).map((group) => group.toString(16)).join(':')}::/${prefixLength}`;
}

const LOOPBACK_ADDRESS = /^(::1|(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The Host header without its port: `localhost:4000` → `localhost`, `[::1]:4000` → `::1`. */
function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  return value.replace(/:\d+$/, '');
}

/**
 * A request a person made on the API's own machine: the connection itself is loopback (never
 * X-Forwarded-For), no proxy says it forwarded it (a proxy on the same host connects from
 * 127.0.0.1 for every visitor), and the Host is localhost or a loopback address (so a page
 * cannot reach it by DNS rebinding).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')) return false;
  if (FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  const host = hostName(request.headers.host);
  return host === 'localhost' || LOOPBACK_ADDRESS.test(host);
}
