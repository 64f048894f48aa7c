import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isPublicRoute, PUBLIC_API_ROUTES } from '../http/public-routes';
import type { RegisteredRoute } from '../http/route-table';
import { startTestShop, type TestShop, testConfig } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens } from '../testing/staff';
import { AUDIENCE, tokenIssuer } from './access-tokens';

const SECRET = randomBytes(32).toString('base64url');
const ISSUER = tokenIssuer(null);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens a careless guard might accept. */
async function badTokens(userId: string, sessionId: string): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sid: sessionId, roles: ['staff', 'admin'] };
  const sign = (secret: string, audience: string, issuer: string, exp: number, iat = now) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  const payload = { ...claims, sub: userId, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 300 };
  return {
    expired: await sign(SECRET, AUDIENCE, ISSUER, now - 10, now - 400),
    'wrongly signed': await sign(
      randomBytes(32).toString('base64url'),
      AUDIENCE,
      ISSUER,
      now + 300,
    ),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`,
    'wrong audience': await sign(SECRET, 'someone-else', ISSUER, now + 300),
    'wrong issuer': await sign(SECRET, AUDIENCE, 'https://evil.example', now + 300),
    garbage: 'not-a-token',
  };
}

const concrete = (url: string) => url.replace(/:(\w+)/g, 'p1').replace(/\*$/, 'x');

describe.each(databaseKinds())('the staff guard on $name', (kind) => {
  let shop: TestShop;
  let privateRoutes: RegisteredRoute[];
  let tokens: Record<string, string>;
  beforeAll(async () => {
    shop = await startTestShop(kind, { seed: false, config: { JWT_SECRET: SECRET } });
    privateRoutes = shop.app.routeTable.filter((route) => !isPublicRoute(route.method, route.url));
    const staff = await createStaff(shop.database.db);
    const login = await loginTokens(shop.app, staff.email);
    const { sid } = JSON.parse(
      Buffer.from(login.access_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    tokens = await badTokens(staff.user.id, sid);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('knows the private routes and lists only public routes that exist', async () => {
    // the webhook exists only with Stripe, the simulated payment routes only without
    const stripeShop = await startTestShop(kind, {
      seed: false,
      config: { STRIPE_SECRET_KEY: 'sk_test_guard', STRIPE_WEBHOOK_SECRET: 'whsec_guard' },
    });
    const registered = new Set(
      [...shop.app.routeTable, ...stripeShop.app.routeTable].map(
        (route) => `${route.method} ${route.url}`,
      ),
    );
    await stripeShop.close();
    for (const entry of PUBLIC_API_ROUTES) expect(registered, entry).toContain(entry);
    expect(privateRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/userinfo',
        'POST /api/auth/introspect',
        'POST /api/auth/createuser',
      ]),
    );
  });

  it('answers every private route with 401 without a token', async () => {
    for (const route of privateRoutes) {
      const response = await shop.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses expired, forged, unsigned and foreign tokens on every private route', async () => {
    for (const route of privateRoutes)
      for (const [name, token] of Object.entries(tokens)) {
        const response = await shop.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { authorization: `Bearer ${token}` },
          ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: {} }),
        });
        expect([401, 403], `${route.method} ${route.url} with ${name}`).toContain(
          response.statusCode,
        );
      }
  });

  it('takes a token of the same shop served by a process on another port', async () => {
    const staff = await createStaff(shop.database.db);
    const { access_token } = await loginTokens(shop.app, staff.email);
    // a second process of the shop: the same database and secret, another PORT, no PUBLIC_URL
    const other = await buildApp({
      database: shop.database,
      config: testConfig({ JWT_SECRET: SECRET, PORT: '3412' }),
      webRoot: '/nonexistent',
      today: () => '2026-11-22',
      sweepIntervalMs: 0,
    });
    try {
      const response = await other.inject({
        url: '/api/admin/orders',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await other.close();
    }
  });
});
