import { BlockList, isIP } from 'node:net';

// Who may read the operator's details (the health checks' error text, /metrics): this machine,
// and the networks INTERNAL_NETWORKS names (the monitoring host's, the load balancer's). Judged on
// request.ip, which behind a proxy TRUST_PROXY believes is the visitor's address, so a visitor
// whose request nginx passes on is never internal.

/** `10.0.0.0/8` or `fd00::/8`; a bare address is its own /32 or /128. Null when it is neither. */
export function parseNetwork(text: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits] = text.trim().split('/');
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (bits !== undefined && !/^\d+$/.test(bits))) return null;
  return { address, prefix, family };
}

/** A test of request.ip: loopback always, and each of `networks`. */
export function internalAddresses(networks: readonly string[] = []): (ip: string) => boolean {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const network of networks) {
    const parsed = parseNetwork(network);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (ip) => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const version = isIP(plain);
    if (version === 0) return false;
    return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}
