import type { FastifyRequest } from 'fastify';

// Who a request comes from, as the write limit and the outbox see it.

/**
 * The rate limit's bucket for an address: an IPv4 address as it is, an IPv6 address by its /64
 * (one home or server is given a whole /64, so counting full addresses would give it unlimited buckets).
 */
export function clientBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
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
