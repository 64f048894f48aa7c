const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits; `randomBytes` is injected so server and browser bring their own. */
export function randomAlphanumeric(length: number, randomBytes: (n: number) => Uint8Array): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join(
    '',
  );
}

// docs/shop/courses.md#buyers: a buyer id is "b-" plus 17 random characters
export const newBuyerId = (randomBytes: (n: number) => Uint8Array): string =>
  `b-${randomAlphanumeric(17, randomBytes)}`;
