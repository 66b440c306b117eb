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
  return `${masked
    .slice(0, kept)
    .map((group) => group.toString(16))
    .join(':')}::/${prefixLength}`;
}

const LOOPBACK_ADDRESS = /^(::1|(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
/** The names a person on this machine reaches it by; any other Host is a DNS name pointed at it. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** The Host header's name and port: `localhost:4001` → localhost, 4001; `[::1]` → ::1, no port; null when unreadable. */
function hostParts(host: string | undefined): { name: string; port?: number } | null {
  const value = (host ?? '').trim().toLowerCase();
  const parts = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/.exec(value);
  if (!parts) return null;
  const name = parts[1] ?? parts[2]!;
  return parts[3] === undefined ? { name } : { name, port: Number(parts[3]) };
}

/** What a request arrived with, as the outbox's fence judges it (a request, or the parts of one in a test). */
export interface Arrival {
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A request a person made on the API's own machine to the listener on `port`: the connection
 * itself is loopback (never X-Forwarded-For), no proxy says it forwarded it (a proxy on the same
 * host connects from 127.0.0.1 for every visitor), and the Host is localhost, 127.0.0.1 or [::1],
 * with no port or that port (so a page cannot reach it by DNS rebinding, nor by a name meant for
 * another listener).
 */
export function fromThisMachine(request: Arrival, port: number): boolean {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')) return false;
  if (FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  const host = hostParts(typeof request.headers.host === 'string' ? request.headers.host : undefined);
  if (!host || !LOOPBACK_HOSTS.has(host.name)) return false;
  return host.port === undefined || host.port === port;
}
