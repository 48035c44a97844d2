import { describe, expect, it } from 'vitest';
import { clientAddressFrom, parseTrustProxy, type TrustProxy } from './client-address.ts';

const NONE: TrustProxy = { kind: 'none' };
const ONE_HOP: TrustProxy = { kind: 'hops', hops: 1 };
const TWO_HOPS: TrustProxy = { kind: 'hops', hops: 2 };
const SCHOOL_PROXY: TrustProxy = { kind: 'addresses', addresses: ['10.0.0.2'] };

describe('clientAddressFrom: the first hop, from the socket leftwards, that is not our proxy', () => {
  it.each<[string, string, string | undefined, TrustProxy, string | undefined]>([
    [
      'no proxy trusted: the socket, whatever the header says',
      '10.0.0.2',
      '1.2.3.4',
      NONE,
      '10.0.0.2',
    ],
    ['one hop: what the proxy saw', '10.0.0.2', '203.0.113.7', ONE_HOP, '203.0.113.7'],
    [
      'one hop: what the client wrote is left of it',
      '10.0.0.2',
      '1.2.3.4, 203.0.113.7',
      ONE_HOP,
      '203.0.113.7',
    ],
    [
      // The school's case of issue 41: learners on 10.x write a public address first.
      'a learner on the school network behind the school proxy',
      '10.0.0.2',
      '198.51.100.9, 10.0.0.57',
      SCHOOL_PROXY,
      '10.0.0.57',
    ],
    [
      'the school proxy, no header: the proxy itself',
      '10.0.0.2',
      undefined,
      SCHOOL_PROXY,
      '10.0.0.2',
    ],
    [
      'a socket that is not the named proxy: the header is not read',
      '10.0.0.57',
      '198.51.100.9',
      SCHOOL_PROXY,
      '10.0.0.57',
    ],
    [
      'two named proxies in a row, then the client',
      '10.0.0.2',
      '1.2.3.4, 10.0.0.57, 10.1.0.3',
      { kind: 'addresses', addresses: ['10.0.0.2', '10.1.0.0/24'] },
      '10.0.0.57',
    ],
    [
      'two hops: a load balancer then a local proxy',
      '127.0.0.1',
      '1.2.3.4, 203.0.113.7, 10.0.0.2',
      TWO_HOPS,
      '203.0.113.7',
    ],
    [
      'fewer entries than hops: the farthest known',
      '127.0.0.1',
      '203.0.113.7',
      TWO_HOPS,
      '203.0.113.7',
    ],
    ['IPv6, spelled in capitals', '::1', '2001:DB8::1', ONE_HOP, '2001:db8::1'],
    [
      'IPv4 mapped into IPv6, on the socket and in the header',
      '::ffff:10.0.0.2',
      '::ffff:203.0.113.7',
      SCHOOL_PROXY,
      '203.0.113.7',
    ],
    [
      'garbage where the proxy writes: the proxy itself',
      '10.0.0.2',
      '203.0.113.7, not-an-ip',
      ONE_HOP,
      '10.0.0.2',
    ],
    ['an address with a port is no address', '10.0.0.2', '203.0.113.7:4000', ONE_HOP, '10.0.0.2'],
    ['an empty header', '10.0.0.2', '', ONE_HOP, '10.0.0.2'],
    ['no socket address', undefined as unknown as string, '203.0.113.7', ONE_HOP, undefined],
  ])('%s', (_name, socket, header, trust, expected) => {
    expect(clientAddressFrom(socket, header, trust)).toBe(expected);
  });
});

describe('parseTrustProxy: TRUST_PROXY says whom to trust', () => {
  it('reads none, hops, and addresses or networks', () => {
    expect(parseTrustProxy('false')).toEqual(NONE);
    expect(parseTrustProxy('0')).toEqual(NONE);
    expect(parseTrustProxy('1')).toEqual(ONE_HOP);
    expect(parseTrustProxy(' 10.0.0.2 , 192.168.10.0/24, fd00::/8 ')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.2', '192.168.10.0/24', 'fd00::/8'],
    });
  });

  it('refuses "true" and what is neither a number nor addresses, saying what to write', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies .* or their addresses/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" is not an IP address/);
    expect(() => parseTrustProxy('proxy.escola.local')).toThrow(/not an IP address/);
    expect(() => parseTrustProxy('50')).toThrow(/at most 10 hops/);
  });
});
