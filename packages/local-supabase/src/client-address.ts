// The client's address, for rate limits and the session record.
//
// Behind a proxy (TRUST_PROXY=true), X-Forwarded-For is a list the client starts and each proxy
// appends to: "<written by the client>, …, <what the last proxy saw>". Only the entries our own
// proxies appended can be believed, so the address is taken as a proxy-aware server takes it
// (issue 30): from the right, skipping the proxies' own addresses (loopback and private
// networks, where a proxy in front of this server lives), the first entry that is not one. It must
// be an IP address; anything else there was written by the client, so the socket's address is
// used instead. When every entry is a private address (a school network behind a local proxy),
// the right-most is the one the proxy saw. Nothing left of the right-most untrusted entry is
// ever read: that part of the header is the client's to write.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const PROXIES = new BlockList();
PROXIES.addSubnet('127.0.0.0', 8, 'ipv4');
PROXIES.addSubnet('10.0.0.0', 8, 'ipv4');
PROXIES.addSubnet('172.16.0.0', 12, 'ipv4');
PROXIES.addSubnet('192.168.0.0', 16, 'ipv4');
PROXIES.addSubnet('169.254.0.0', 16, 'ipv4');
PROXIES.addSubnet('100.64.0.0', 10, 'ipv4');
PROXIES.addAddress('::1', 'ipv6');
PROXIES.addSubnet('fc00::', 7, 'ipv6');
PROXIES.addSubnet('fe80::', 10, 'ipv6');

/** An IP address in its usual spelling (IPv6 lower case, IPv4-mapped as IPv4), or undefined. */
function addressOf(entry: string): string | undefined {
  const value = entry.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)?.[1];
  if (mapped !== undefined) return isIP(mapped) === 4 ? mapped : undefined;
  return isIP(value) === 0 ? undefined : value;
}

function isProxy(address: string): boolean {
  return PROXIES.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The client's address from X-Forwarded-For as above; undefined when the header gives none. */
export function forwardedAddress(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const entries = header.split(',').reverse();
  let nearest: string | undefined;
  for (const entry of entries) {
    const address = addressOf(entry);
    if (address === undefined) return nearest;
    nearest ??= address;
    if (!isProxy(address)) return address;
  }
  return nearest;
}

export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = forwardedAddress(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests handed to app.fetch directly (not through a socket) have no address.
    return undefined;
  }
}
