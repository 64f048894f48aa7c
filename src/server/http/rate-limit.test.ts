import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop } from '../testing/app';
import { databaseKinds, describeOnPostgres, type TestDatabase } from '../testing/databases';
import { freePort, type ShopProcess, spawnShop, waitUntilHealthy } from '../testing/server-process';

const [pglite] = databaseKinds();
const checkoutFrom = (forwardedFor: string) => ({
  method: 'POST' as const,
  url: '/api/checkout',
  headers: { 'x-forwarded-for': forwardedFor },
  payload: { lines: [] },
});

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxies, also in production', async () => {
    if (!pglite) throw new Error('no database kind');
    const shop = await startTestShop(pglite, {
      seed: false,
      config: { NODE_ENV: 'production', CHECKOUT_RATE_LIMIT: '5' },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1)
        statuses.push((await shop.app.inject(checkoutFrom(`198.51.100.${attempt}`))).statusCode);
      // forged addresses do not make new visitors: the sixth checkout is limited
      expect(statuses.slice(0, 5)).not.toContain(429);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await shop.close();
    }
  });

  it('takes the client address from a configured proxy hop', async () => {
    if (!pglite) throw new Error('no database kind');
    const shop = await startTestShop(pglite, {
      seed: false,
      config: { NODE_ENV: 'production', CHECKOUT_RATE_LIMIT: '1', TRUST_PROXY: '1' },
    });
    try {
      // each address is its own visitor behind our one proxy, and each gets its own limit
      expect((await shop.app.inject(checkoutFrom('198.51.100.1'))).statusCode).not.toBe(429);
      expect((await shop.app.inject(checkoutFrom('198.51.100.2'))).statusCode).not.toBe(429);
      expect((await shop.app.inject(checkoutFrom('198.51.100.1'))).statusCode).toBe(429);
    } finally {
      await shop.close();
    }
  });
});

// Two processes share only PostgreSQL (and Redis when given); the limit must hold across both.
const redisUrl = process.env.TEST_REDIS_URL;

function twoProcessLimit(
  name: string,
  env: () => Record<string, string>,
  alsoNeeds: Record<string, string | undefined> = {},
) {
  describeOnPostgres(
    `rate limits across two server processes ${name}`,
    (postgres) => {
      let database: TestDatabase;
      let shops: ShopProcess[] = [];
      let ports: number[] = [];
      beforeAll(async () => {
        database = await postgres.open();
        ports = [await freePort(), await freePort()];
        const shared = { DATABASE_URL: database.url ?? '', CHECKOUT_RATE_LIMIT: '4', ...env() };
        shops = ports.map((port) => spawnShop({ ...shared, PORT: String(port) }));
        await Promise.all(shops.map((shop, index) => waitUntilHealthy(shop, ports[index] ?? 0)));
      }, 120_000);
      afterAll(async () => {
        for (const shop of shops) shop.child.kill('SIGTERM');
        await Promise.all(shops.map((shop) => shop.exited));
        await database?.close();
      });

      it('counts checkouts of one visitor on both processes together', async () => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const port = ports[attempt % 2];
          const response = await fetch(`http://127.0.0.1:${port}/api/checkout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ lines: [] }),
          });
          statuses.push(response.status);
        }
        expect(statuses.slice(0, 4)).not.toContain(429);
        expect(statuses.slice(4)).toEqual([429, 429]);
      });
    },
    alsoNeeds,
  );
}

twoProcessLimit('counting in PostgreSQL', () => ({ REDIS_URL: '' }));
twoProcessLimit(
  'counting in Redis (REDIS_URL)',
  () => ({
    REDIS_URL: redisUrl ?? '',
    // a fresh key space per run: counters of an earlier run must not count here
    REDIS_KEY_PREFIX: `hofladen-test-${randomBytes(4).toString('hex')}:`,
  }),
  { TEST_REDIS_URL: redisUrl },
);
