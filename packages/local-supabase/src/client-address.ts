// The client's address, for rate limits and the session record.
//
// Behind proxies, X-Forwarded-For is a list the client starts and each proxy appends to:
// "<written by the client>, …, <what the last proxy saw>", and the socket's address is the last
// proxy's. Only what our own proxies appended can be believed, and only the operator knows which
// they are, so TRUST_PROXY says it, as Express's `trust proxy` and nginx's `set_real_ip_from` (with
// `real_ip_recursive on`) do (issue 41; docs/decisions/0060-…):
//
// - a number of hops: `1` trusts the one proxy in front (the socket), so the client is the
//   right-most entry; `2`, two proxies, and so on;
// - the proxies' own addresses or networks: `10.0.0.2` or `10.0.0.2, 10.1.0.0/24`. The socket must
//   be one of them, or the header is not read at all; then each entry from the right that is one
//   of them is skipped, and the first that is not is the client.
//
// The walk goes from the socket leftwards and stops at the first address that is not trusted: that
// is the client. Nothing left of it is ever read: that part of the header is the client's to
// write. An entry that is not an IP address stops the walk at the last address known. Guessing
// (issue 30 skipped every private address as a proxy's) let a learner on a school's network, whose
// own address is private, write the address the limits counted.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: readonly string[] };

/** An IP address in its usual spelling (IPv6 lower case, IPv4-mapped as IPv4), or undefined. */
function addressOf(entry: string): string | undefined {
  const value = entry.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)?.[1];
  if (mapped !== undefined) return isIP(mapped) === 4 ? mapped : undefined;
  return isIP(value) === 0 ? undefined : value;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * TRUST_PROXY's value: `false`/`0` (none), a number of hops, or addresses and networks
 * (`10.0.0.2, 192.168.1.0/24`). Throws an Error saying what to write instead.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (value === 'true') {
    throw new Error(
      'say whom to trust: the number of proxies in front of this server (1 for one reverse proxy) or their addresses (10.0.0.2, or a network 10.0.0.0/24); "true" would believe whatever the client writes',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`${value} proxies in a row? Use at most 10 hops`);
    return { kind: 'hops', hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  for (const entry of addresses) {
    const [address = '', bits, extra] = entry.split('/');
    const valid =
      extra === undefined &&
      addressOf(address) !== undefined &&
      (bits === undefined ||
        (/^\d{1,3}$/.test(bits) && Number(bits) <= (family(address) === 'ipv6' ? 128 : 32)));
    if (!valid) {
      throw new Error(
        `"${entry}" is not an IP address or a network such as 10.0.0.0/24 (nor a number of hops)`,
      );
    }
  }
  return { kind: 'addresses', addresses };
}

/** Whether the hop at `index` (0: the socket) is one of our proxies. */
function trustOf(trust: TrustProxy): (address: string, index: number) => boolean {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'hops':
      return (_address, index) => index < trust.hops;
    case 'addresses': {
      const proxies = new BlockList();
      for (const entry of trust.addresses) {
        const [address, bits] = entry.split('/') as [string, string | undefined];
        const spelled = addressOf(address)!;
        if (bits === undefined) proxies.addAddress(spelled, family(spelled));
        else proxies.addSubnet(spelled, Number(bits), family(spelled));
      }
      return (address) => proxies.check(address, family(address));
    }
  }
}

/**
 * The client's address: from the socket's leftwards through X-Forwarded-For, the first hop that
 * is not a trusted proxy (see above). Undefined only when the socket's address is unknown.
 */
export function clientAddressFrom(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string | undefined {
  if (socket === undefined) return undefined;
  let known = addressOf(socket);
  if (known === undefined) return socket;
  const trusted = trustOf(trust);
  // Nearest first: the socket, then the header's entries from the right. No header, or an empty
  // one, is one empty entry, which ends the walk at the socket.
  const farther = (forwardedFor ?? '').split(',').reverse();
  for (const [index, entry] of [known, ...farther].entries()) {
    const address = addressOf(entry);
    if (address === undefined) return known;
    known = address;
    if (!trusted(address, index)) return address;
  }
  return known;
}

export function clientAddress(c: Context, trust: TrustProxy): string | undefined {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // Requests handed to app.fetch directly (not through a socket) have no address.
    return undefined;
  }
  return clientAddressFrom(
    socket,
    trust.kind === 'none' ? undefined : c.req.header('x-forwarded-for'),
    trust,
  );
}
