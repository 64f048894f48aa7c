import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'hofladen_device';
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceCookies {
  /** A fresh cookie value for a browser that just signed in as `email`. */
  issue(email: string): string;
  /** The device's nonce when `value` was issued to `email` by this shop, else null. */
  deviceOf(email: string, value: string | undefined): string | null;
}

const signature = (key: Buffer, email: string, nonce: string) =>
  createHmac('sha256', key).update(`${email}\n${nonce}`).digest('base64url');

/**
 * OWASP's device cookies: LOGIN, NONCE and an HMAC over both. Bound to the account, so a cookie
 * of one staff member says nothing about another; unguessable without the shop's secret.
 */
export function createDeviceCookies(secret: Uint8Array): DeviceCookies {
  // a key of its own: a device cookie can never pass for anything signed with the JWT secret
  const key = createHmac('sha256', secret).update('hofladen device cookie').digest();
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${signature(key, email, nonce)}`;
    },
    deviceOf(email, value) {
      const [nonce, signed, ...rest] = (value ?? '').split('.');
      if (!nonce || !signed || rest.length > 0) return null;
      const expected = Buffer.from(signature(key, email, nonce));
      const given = Buffer.from(signed);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}
