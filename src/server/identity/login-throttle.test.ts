import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { TestDatabase } from '../testing/databases';
import { databaseKinds } from '../testing/databases';
import { createStaff, nextAddress, STAFF_PASSWORD } from '../testing/staff';
import { createAccessTokens } from './access-tokens';
import { createDeviceCookies } from './device-cookies';
import { FAILURE_WINDOW_MS, KNOWN_ADDRESS_MS } from './login-throttle';
import { type IdentityDeps, login } from './service';

const MINUTE = 60 * 1000;
const retryAfterOf = (error: AppError) => Number(error.headers?.['retry-after'] ?? 0);

// every guess costs a deliberately slow password hash
describe.each(databaseKinds())('login lock-out windows on $name', { timeout: 180_000 }, (kind) => {
  let database: TestDatabase;
  let clock = new Date('2026-11-22T08:00:00Z').getTime();
  let deps: IdentityDeps;
  beforeAll(async () => {
    database = await kind.open();
    deps = {
      db: database.db,
      tokens: createAccessTokens(randomBytes(32), 'http://localhost'),
      devices: createDeviceCookies(randomBytes(32)),
      now: () => new Date(clock),
    };
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The HTTP status the route would answer, and the Retry-After of a refusal. */
  const attempt = async (email: string, password: string, address: string, device?: string) => {
    try {
      const issued = await login(deps, { email, password }, { address, deviceCookie: device });
      return { status: 200, device: issued.deviceCookie, retryAfter: 0 };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.status, device: undefined, retryAfter: retryAfterOf(error) };
    }
  };
  const guesses = async (email: string, count: number, address: () => string, device?: string) => {
    const statuses: number[] = [];
    for (let guess = 0; guess < count; guess += 1)
      statuses.push((await attempt(email, `Falsch-${guess}-xyzabc`, address(), device)).status);
    return statuses;
  };

  it('lifts a lock-out when its window is over, and the owner never waits for it', async () => {
    const { email } = await createStaff(database.db);
    const attacker = nextAddress();
    expect(await guesses(email, 8, () => attacker)).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429,
    ]);
    clock += 14 * MINUTE;
    const waiting = await attempt(email, STAFF_PASSWORD, attacker);
    expect(waiting.status).toBe(429);
    expect(waiting.retryAfter).toBe(60);
    expect((await attempt(email, STAFF_PASSWORD, nextAddress())).status).toBe(200);
    clock += MINUTE;
    // slowed, not banned: five more guesses a quarter of an hour
    expect(await guesses(email, 6, () => attacker)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('locks a known device only by its own failures', async () => {
    const { email } = await createStaff(database.db);
    const office = nextAddress();
    const device = (await attempt(email, STAFF_PASSWORD, office)).device;
    expect(await guesses(email, 10, nextAddress, device)).toEqual(Array(10).fill(401));
    // the device's own ten failures lock it, and nothing else
    expect((await attempt(email, STAFF_PASSWORD, office, device)).status).toBe(429);
    expect((await attempt(email, STAFF_PASSWORD, nextAddress())).status).toBe(200);
    clock += FAILURE_WINDOW_MS;
    expect((await attempt(email, STAFF_PASSWORD, office, device)).status).toBe(200);
  });

  it('trusts an address for 90 days after a sign-in from it', async () => {
    const { email } = await createStaff(database.db);
    const office = nextAddress();
    expect((await attempt(email, STAFF_PASSWORD, office)).status).toBe(200);
    clock += KNOWN_ADDRESS_MS - FAILURE_WINDOW_MS;
    expect(await guesses(email, 10, nextAddress)).toEqual(Array(10).fill(401));
    expect((await attempt(email, 'Falsch-elf-xyzabc', nextAddress())).status).toBe(429);
    expect((await attempt(email, STAFF_PASSWORD, office)).status).toBe(200);
    clock += KNOWN_ADDRESS_MS + FAILURE_WINDOW_MS;
    expect(await guesses(email, 10, nextAddress)).toEqual(Array(10).fill(401));
    expect((await attempt(email, STAFF_PASSWORD, office)).status).toBe(429);
  });
});
