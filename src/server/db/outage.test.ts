import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../testing/app';
import { describeOnPostgres, type TestDatabase } from '../testing/databases';
import { freePort, type ShopProcess, spawnShop, waitUntilHealthy } from '../testing/server-process';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { miniatureWebBuild } from '../testing/web-build';
import { openDatabase } from './client';

// The database goes away under a running shop (restart, pg_terminate_backend, a proxy cut):
// the pool's idle connections fail, and every process used to die of the unhandled error.
const STACK_LINE = /^\s+at /m;

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function databaseUrlThrough(proxy: TcpProxy, database: TestDatabase): string {
  const url = new URL(database.url ?? '');
  url.host = `127.0.0.1:${proxy.port}`;
  return url.toString();
}

describeOnPostgres('the shop while its PostgreSQL is unreachable', (postgres) => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let shop: ShopProcess | undefined;
  let port = 0;
  const get = (path: string, accept = 'application/json') =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept } });

  beforeAll(async () => {
    database = await postgres.open();
    proxy = await startTcpProxy(Number(new URL(database.url ?? '').port || 5432));
    port = await freePort();
  });
  afterAll(async () => {
    shop?.child.kill('SIGTERM');
    await shop?.exited;
    await proxy?.close();
    await database?.close();
  });

  it('waits at start with a one-line message instead of a stack trace', async () => {
    await proxy.cut();
    shop = spawnShop({ DATABASE_URL: databaseUrlThrough(proxy, database), PORT: String(port) });
    await until(
      async () => (shop?.output().includes('Datenbank nicht erreichbar') ? true : undefined),
      'the waiting message',
    );
    expect(shop.child.exitCode).toBeNull();
    expect(shop.output()).not.toMatch(STACK_LINE);
    await proxy.restore();
    await waitUntilHealthy(shop, port);
  });

  it('survives the cut, answers 503 with Retry-After meanwhile, and recovers', async () => {
    const running = shop as ShopProcess;
    // several pooled connections, idle when the cut comes
    await Promise.all(Array.from({ length: 4 }, () => get('/api/shipping-costs')));
    await proxy.cut();

    const api = await until(async () => {
      const response = await get('/api/shipping-costs');
      return response.status === 503 ? response : undefined;
    }, 'a 503 from the API');
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await api.json()).toEqual({
      error: { code: 'DATABASE_UNAVAILABLE', message: expect.stringContaining('gleich wieder') },
    });

    expect((await get('/api/health')).status).toBe(503);
    expect(running.child.exitCode).toBeNull();

    await proxy.restore();
    await until(async () => {
      const response = await get('/api/shipping-costs');
      return response.status === 200 ? true : undefined;
    }, 'the API to answer again');
    expect((await get('/api/health')).status).toBe(200);
    expect(running.child.exitCode).toBeNull();
    expect(running.output()).not.toMatch(STACK_LINE);
  });

  it('shows a visitor a German page that comes back by itself, not a page of errors', async () => {
    const build = miniatureWebBuild(`
export async function renderPage(request) {
  const shipping = await request.fetchJson('/api/shipping-costs');
  return { kind: 'html', status: 200, body: [JSON.stringify(shipping)] };
}`);
    const connection = await openDatabase({
      url: databaseUrlThrough(proxy, database),
      dataDir: '',
      onConnectionLost: () => {},
    });
    // lru-cache takes a start time of 0 for none: the clock starts later
    let clock = 1_000_000;
    const app = await buildApp({
      database: connection,
      config: testConfig(),
      webRoot: build.webRoot,
      sweepIntervalMs: 0,
      pageCacheClock: () => clock,
    });
    try {
      expect((await app.inject('/')).statusCode).toBe(200);
      await proxy.cut();
      // a kept page is sent for its 2 s (web/page-cache.ts), then
      // the outage page
      expect((await app.inject('/')).statusCode).toBe(200);
      clock += 2_001;
      for (const path of ['/', '/produkt/p1']) {
        const page = await app.inject({ url: path, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(503);
        expect(page.headers['retry-after']).toMatch(/^\d+$/);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain('Wir sind gleich wieder da');
        expect(page.body).toMatch(/<meta http-equiv="refresh" content="\d+">/);
      }
      await proxy.restore();
      expect((await app.inject('/')).statusCode).toBe(200);
    } finally {
      await proxy.restore().catch(() => {});
      await app.close();
      await connection.close();
      build.remove();
    }
  });
});
