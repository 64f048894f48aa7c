import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../domain/identity';
import { startTestShop, type TestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens, nextAddress, STAFF_PASSWORD } from '../testing/staff';

describe.each(databaseKinds())('identity service on $name', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind, { seed: false });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url,
      headers,
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('logs in with the documented token shape and answers userinfo and introspect', async () => {
    const { email, user } = await createStaff(shop.database.db);
    const tokens = await loginTokens(shop.app, email.toUpperCase());
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 12 * 60 * 60,
    });

    const info = await post('/api/auth/userinfo', undefined, bearer(tokens.access_token));
    expect(info.statusCode).toBe(200);
    expect(info.json<UserInfo>()).toEqual({
      id: user.id,
      email,
      given_name: 'Greta',
      family_name: 'Bienenstöck',
      roles: ['staff', 'admin'],
      attributes: { fhir_id: null },
    });

    const active = await post(
      '/api/auth/introspect',
      { token: tokens.access_token },
      bearer(tokens.access_token),
    );
    expect(active.json()).toMatchObject({ active: true, sub: user.id, username: email });
    const forged = await post(
      '/api/auth/introspect',
      { token: `${tokens.access_token}x` },
      bearer(tokens.access_token),
    );
    expect(forged.json()).toEqual({ active: false });
    // introspection itself is for staff only
    expect((await post('/api/auth/introspect', { token: tokens.access_token })).statusCode).toBe(
      401,
    );
  });

  it('rotates refresh tokens and revokes the whole login when a used one comes back', async () => {
    const { email } = await createStaff(shop.database.db);
    const first = await loginTokens(shop.app, email);

    const rotated = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ refresh_token: string; access_token: string }>();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // the old token is dead; presenting it again is theft and ends the login for everybody
    const replay = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    expect(
      (await post('/api/auth/refresh', { refresh_token: second.refresh_token })).statusCode,
    ).toBe(401);
    const info = await post('/api/auth/userinfo', undefined, bearer(second.access_token));
    expect(info.statusCode).toBe(401);
  });

  it('logs out at once: the access token stops working before it expires', async () => {
    const { email } = await createStaff(shop.database.db);
    const tokens = await loginTokens(shop.app, email);
    const out = await post('/api/auth/logout', { refresh_token: tokens.refresh_token });
    expect(out.statusCode).toBe(200);
    expect(
      (await post('/api/auth/userinfo', undefined, bearer(tokens.access_token))).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode,
    ).toBe(401);
    // logging out twice, or with nothing, is no error
    expect(
      (await post('/api/auth/logout', { refresh_token: tokens.refresh_token })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('gives wrong password and unknown user the same answer', async () => {
    const { email } = await createStaff(shop.database.db);
    // both cost one password hash (service.ts); speed is for benchmarks, not asserted here
    const attempt = async (who: string) => ({
      response: await post('/api/auth/login', { email: who, password: 'falsches-Passwort-1' }),
    });
    const wrong = await attempt(email);
    const unknown = await attempt('niemand@hofladen.example');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.body).toBe(wrong.response.body);
    expect(wrong.response.json().error.message).toBe('E-Mail oder Passwort ist falsch.');
  });

  const loginFrom = (address: string, email: string, password: string, device?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email, password },
      ...(device ? { cookies: { hofladen_device: device } } : {}),
    });
  const deviceCookie = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'hofladen_device')?.value;

  it('lets an attacker at one address lock out only that address, not the owner', async () => {
    const { email } = await createStaff(shop.database.db);
    const attacker = nextAddress();
    const responses = [];
    for (let guess = 0; guess < 50; guess += 1)
      responses.push(await loginFrom(attacker, email, `Falsch-${guess}-xyzabc`));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // locked for this address, later also the flood limit of 20 requests a minute
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const locked = responses[5];
    expect(locked?.json().error.code).toBe('TOO_MANY_LOGINS');
    expect(Number(locked?.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked?.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await loginFrom(attacker, email, STAFF_PASSWORD)).statusCode).toBe(429);

    // the owner on another network, in a browser that never signed in before
    const owner = await loginFrom(nextAddress(), email, STAFF_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookie(owner)).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  }, 180_000);

  it('locks unknown devices of an account after 10 guesses from anywhere, never the known ones', async () => {
    const { email } = await createStaff(shop.database.db);
    const office = nextAddress();
    const first = await loginFrom(office, email, STAFF_PASSWORD);
    const device = deviceCookie(first);
    expect(device).toBeDefined();
    expect(first.cookies.find((cookie) => cookie.name === 'hofladen_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/login',
    });

    // a botnet: every guess from a new address
    const statuses: number[] = [];
    for (let guess = 0; guess < 50; guess += 1)
      statuses.push((await loginFrom(nextAddress(), email, `Falsch-${guess}-xyzabc`)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect((await loginFrom(nextAddress(), email, STAFF_PASSWORD)).statusCode).toBe(429);

    // the owner's browser from anywhere, and the office address in a new browser, still get in
    const known = await loginFrom(nextAddress(), email, STAFF_PASSWORD, device);
    expect(known.statusCode).toBe(200);
    expect(deviceCookie(known)).not.toBe(device);
    expect((await loginFrom(office, email, STAFF_PASSWORD)).statusCode).toBe(200);
    // the owner signing in does not give the guessers a fresh budget
    expect((await loginFrom(nextAddress(), email, `Falsch-51-xyzabc`)).statusCode).toBe(429);
    // a device cookie of another account, or a forged one, is an unknown device
    const other = await createStaff(shop.database.db);
    const otherDevice = deviceCookie(await loginFrom(nextAddress(), other.email, STAFF_PASSWORD));
    expect((await loginFrom(nextAddress(), email, STAFF_PASSWORD, otherDevice)).statusCode).toBe(
      429,
    );
    const forged = `${device?.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await loginFrom(nextAddress(), email, STAFF_PASSWORD, forged)).statusCode).toBe(429);
  }, 180_000);

  it('stops a flood of logins from one client address', async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        // invalid bodies cost no hash, yet count towards the address's limit
        payload: { email: '', password: '' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses disabled accounts, and disabling ends their logins', async () => {
    const { email, user } = await createStaff(shop.database.db);
    const tokens = await loginTokens(shop.app, email);
    const { users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await shop.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(
      (await post('/api/auth/userinfo', undefined, bearer(tokens.access_token))).statusCode,
    ).toBe(401);
    const again = await post('/api/auth/login', { email, password: STAFF_PASSWORD });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{}, 'body.email'],
    [{ email: 'a@b.de' }, 'body.password'],
    [{ email: 'a@b.de', password: 'x'.repeat(129) }, 'body.password'],
    [{ email: 'a@b.de', password: 'Lange-genug-123', admin: true }, 'body'],
    [{ email: 42, password: 'Lange-genug-123' }, 'body.email'],
  ])('answers a bad login body %j with 400 naming %s', async (payload, field) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.field).toBe(field);
  });

  it('sets httpOnly SameSite=Strict cookies for our pages and keeps tokens out of the body', async () => {
    const { email } = await createStaff(shop.database.db);
    const ours = { 'x-requested-with': 'hofladen' };
    const response = await post('/api/auth/login', { email, password: STAFF_PASSWORD }, ours);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 43_200,
    });
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.hofladen_access).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
      maxAge: 300,
    });
    expect(cookies.hofladen_refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 43_200,
    });
    for (const name of ['first_name', 'last_name', 'email', 'user_id', 'fhir_id'])
      expect(cookies[name]).toMatchObject({ path: '/', maxAge: 90_000, sameSite: 'Strict' });
    expect(cookies.first_name?.value).toBe('Greta');

    const access = { cookie: `hofladen_access=${cookies.hofladen_access?.value}` };
    // a cookie alone is not enough for a state-changing call: the CSRF header must come too
    const forgedSite = await post('/api/auth/userinfo', undefined, access);
    expect(forgedSite.statusCode).toBe(403);
    expect(forgedSite.json().error.code).toBe('CSRF');
    expect((await post('/api/auth/userinfo', undefined, { ...access, ...ours })).statusCode).toBe(
      200,
    );

    const refresh = { cookie: `hofladen_refresh=${cookies.hofladen_refresh?.value}` };
    expect((await post('/api/auth/refresh', undefined, refresh)).statusCode).toBe(403);
    const renewed = await post('/api/auth/refresh', undefined, { ...refresh, ...ours });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refresh_token).toBeUndefined();
    expect(renewed.cookies.find((cookie) => cookie.name === 'hofladen_refresh')?.value).toMatch(
      /^[\w-]{43}$/,
    );
  });

  it('keeps Secure cookies for a shop served over https', async () => {
    const secureShop = await startTestShop(kind, {
      seed: false,
      config: { PUBLIC_URL: 'https://hofladen.example' },
    });
    try {
      const { email } = await createStaff(secureShop.database.db);
      const response = await secureShop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-requested-with': 'hofladen' },
        payload: { email, password: STAFF_PASSWORD },
      });
      expect(response.cookies.length).toBeGreaterThan(0);
      for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
    } finally {
      await secureShop.close();
    }
  });
});
