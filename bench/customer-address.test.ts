import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { customerAddress } from './customer-address';

// what the shop's rate limits count a client by: the address, or an IPv6 address's /64
function client(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const zeros = 8 - groups(head).length - groups(tail).length;
  const full = [...groups(head), ...Array<string>(zeros).fill('0'), ...groups(tail)];
  return full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16))
    .join(':');
}

describe('journey customers’ addresses', () => {
  it('gives every customer of every generator a client of its own, past 65,536 too', () => {
    const seen = new Set<string>();
    for (const generator of [0, 1])
      for (const n of [0, 1, 255, 256, 65_535, 65_536, 65_537, 131_071, 131_072, 200_000]) {
        const address = customerAddress(generator, n);
        expect(isIP(address), address).not.toBe(0);
        seen.add(client(address));
      }
    expect(seen.size).toBe(20);
  });
});
