import { expect, it } from 'vitest';
import { VISITOR_COOKIE, visitorIdFromCookies } from './consent';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('makes a version 4 UUID where the page has no crypto.randomUUID (plain http on a LAN address)', () => {
  const insecure = {
    getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes),
  };
  const ids = new Set(Array.from({ length: 1000 }, () => randomUuid(insecure)));
  expect(ids.size).toBe(1000);
  for (const id of ids) {
    expect(id).toMatch(V4);
    // the consent's cookie takes it as a visitor id
    expect(visitorIdFromCookies(`${VISITOR_COOKIE}=${id}`)).toBe(id);
  }
  expect(randomUuid()).toMatch(V4);
});
