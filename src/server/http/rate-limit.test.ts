import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing/app';
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

/** A TCP proxy to `target` the test can cut (every connection dropped) and open again. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  await open();
  return { url: () => `redis://127.0.0.1:${port}`, cut, open };
}

const health = async (shop: TestShop) => (await shop.app.inject({ url: '/api/health' })).json();
const statusesOf = async (
  shop: TestShop,
  count: number,
  request: InjectOptions = checkoutFrom(''),
) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1)
    statuses.push((await shop.app.inject(request)).statusCode);
  return statuses;
};
/** The Redis client reconnects on its own schedule (backoff up to 2 s): ask until it has. */
async function untilRedisCounts(shop: TestShop) {
  for (let round = 0; round < 100; round += 1) {
    if ((await health(shop)).rateLimits === 'redis') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Redis did not come back');
}

describe('rate limits without Redis', () => {
  it('count in the process when REDIS_URL points at nothing, and health says so', async () => {
    if (!pglite) throw new Error('no database kind');
    const shop = await startTestShop(pglite, {
      seed: false,
      // a port nobody listens on: a Redis that is down
      config: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, CHECKOUT_RATE_LIMIT: '2' },
    });
    try {
      expect(await statusesOf(shop, 4)).toEqual([400, 400, 429, 429]);
      // the login flood limit holds too: 20 a minute, then 429 before any hashing
      const logins = await statusesOf(shop, 21, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: '', password: '' },
      });
      expect(logins.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(logins[20]).toBe(429);
      const response = await shop.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'degraded', db: 'ok', rateLimits: 'in-process' });
    } finally {
      await shop.close();
    }
  });
});

const redisForCut = process.env.TEST_REDIS_URL;
describe.skipIf(!redisForCut)(
  `rate limits when Redis goes away mid-run${redisForCut ? '' : ' (skipped: needs TEST_REDIS_URL)'}`,
  () => {
    it('keep limiting through the outage and count in Redis again once it is back', async () => {
      if (!pglite || !redisForCut) throw new Error('no database kind or Redis');
      const proxy = await cuttableProxy(new URL(redisForCut));
      const shop = await startTestShop(pglite, {
        seed: false,
        config: {
          REDIS_URL: proxy.url(),
          REDIS_KEY_PREFIX: `hofladen-test-${randomBytes(4).toString('hex')}:`,
          CHECKOUT_RATE_LIMIT: '3',
        },
      });
      try {
        await untilRedisCounts(shop);
        expect(await health(shop)).toEqual({ status: 'ok', db: 'ok', rateLimits: 'redis' });
        expect(await statusesOf(shop, 1)).toEqual([400]);

        await proxy.cut();
        // this process counts alone from the cut on: three more, then refused
        expect(await statusesOf(shop, 4)).toEqual([400, 400, 400, 429]);
        expect(await health(shop)).toEqual({
          status: 'degraded',
          db: 'ok',
          rateLimits: 'in-process',
        });

        await proxy.open();
        await untilRedisCounts(shop);
        expect((await health(shop)).status).toBe('ok');
        // Redis still holds the first checkout of this minute: two more, then refused
        expect(await statusesOf(shop, 3)).toEqual([400, 400, 429]);
      } finally {
        await shop.close();
        await proxy.cut();
      }
    }, 60_000);
  },
);

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
