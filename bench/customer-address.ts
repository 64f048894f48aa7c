/**
 * The address of a journey benchmark's `n`-th customer of generator `generator`: one of its own
 * per customer, never reused within a run, so the shop's per-address limits hold as for real
 * visitors. Past 65,536 customers an IPv6 network of its own each, since the rate limits count
 * an IPv6 client by its /64 (@fastify/rate-limit's default).
 */
export function customerAddress(generator: number, n: number): string {
  return n < 65_536
    ? `10.${generator}.${n >> 8}.${n & 255}`
    : `fd00:${generator.toString(16)}:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
}
