import { describe, expect, it } from 'vitest';
import { forwardedAddress } from './client-address.ts';

describe('forwardedAddress: the right-most entry our proxies did not write themselves', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['one proxy in front', '203.0.113.7', '203.0.113.7'],
    ['the client wrote the first entry', '1.2.3.4, 203.0.113.7', '203.0.113.7'],
    ['many client-written entries', '9.9.9.9, 8.8.8.8, 1.1.1.1, 203.0.113.7', '203.0.113.7'],
    [
      'a load balancer then a local proxy',
      '1.2.3.4, 203.0.113.7, 10.0.0.2, 127.0.0.1',
      '203.0.113.7',
    ],
    ['IPv6, spelled in capitals', '2001:DB8::1', '2001:db8::1'],
    ['IPv4 mapped into IPv6', '::ffff:203.0.113.7', '203.0.113.7'],
    ['a school network behind a local proxy', '10.9.9.9, 192.168.1.5', '192.168.1.5'],
    ['garbage the client wrote where the address is', '203.0.113.7, not-an-ip', undefined],
    ['garbage after a private hop', '203.0.113.7, evil, 10.0.0.2', '10.0.0.2'],
    ['an address with a port is no address', '203.0.113.7:4000', undefined],
    ['an empty header', '', undefined],
    ['no header', undefined, undefined],
  ])('%s', (_name, header, expected) => {
    expect(forwardedAddress(header)).toBe(expected);
  });
});
