import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../testing/app';
import { goodsLine, TEST_BUYER, TEST_CARD } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { freePort, type ShopProcess, spawnShop, waitUntilHealthy } from '../testing/server-process';
import { miniatureWebBuild } from '../testing/web-build';

// a payment page as the real one reads it: its session through the API, rendered on the server
const paymentPage = miniatureWebBuild(`
export const pagesForSearch = { sitemap: [], private: [] };
export async function renderPage(request) {
  const sessionId = request.url.pathname.split('/zahlung/')[1];
  const session = await request.fetchJson('/api/payments/simulated/' + sessionId);
  return { kind: 'html', status: 200, body: [JSON.stringify({ cancelUrl: session.body.cancelUrl })] };
}`);
afterAll(paymentPage.remove);

// docs/decisions/016-one-host.md: one shop, one host — the consent and the cart live in the host's cookies
describe.each(databaseKinds())('the host a visitor pays on, on $name', (kind) => {
  describe('without PUBLIC_URL', () => {
    const shop = useTestShop(kind, { config: { PORT: '3501' } });
    const pageShop = useTestShop(kind, { config: { PORT: '3501' }, webRoot: paymentPage.webRoot });
    const checkout = (host: string, app = shop().app) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { host },
        payload: { lines: [goodsLine('p-akazienhonig')] },
      });

    it('sends a visitor on 127.0.0.1 to pay there, and back there', async () => {
      const host = '127.0.0.1:3501';
      const { url } = (await checkout(host)).json<{ url: string }>();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3501\/zahlung\/sim_/);
      const sessionId = url.split('/zahlung/')[1];
      const page = await shop().app.inject({
        url: `/api/payments/simulated/${sessionId}`,
        headers: { host },
      });
      expect(page.json().cancelUrl).toBe(
        `http://127.0.0.1:3501/einkauf_abgebrochen?session_id=${sessionId}`,
      );
      const paid = await shop().app.inject({
        method: 'POST',
        url: `/api/payments/simulated/${sessionId}/pay`,
        headers: { host },
        payload: { email: 'kundin@example.org', ...TEST_CARD, buyer: TEST_BUYER },
      });
      expect(paid.json().redirectUrl).toBe(
        `http://127.0.0.1:3501/einkauf_erfolgreich?session_id=${sessionId}`,
      );
    });

    it('links the server-rendered payment page back to the host it is on', async () => {
      const host = '127.0.0.1:3501';
      const { url } = (await checkout(host, pageShop().app)).json<{ url: string }>();
      const sessionId = url.split('/zahlung/')[1];
      const page = await pageShop().app.inject({ url: `/zahlung/${sessionId}`, headers: { host } });
      expect(page.json().cancelUrl).toBe(
        `http://127.0.0.1:3501/einkauf_abgebrochen?session_id=${sessionId}`,
      );
    });

    it('takes no Host header that is not this machine at its port', async () => {
      for (const host of ['evil.example:3501', '127.0.0.1:4000', 'localhost:3501@evil.example']) {
        const { url } = (await checkout(host)).json<{ url: string }>();
        expect(url).toMatch(/^http:\/\/localhost:3501\/zahlung\/sim_/);
      }
    });

    it('serves pages on any host', async () => {
      const response = await shop().app.inject({ url: '/', headers: { host: 'evil.example' } });
      expect(response.statusCode).not.toBe(301);
    });
  });

  describe('with PUBLIC_URL set', () => {
    const shop = useTestShop(kind, {
      config: { PORT: '3501', PUBLIC_URL: 'http://localhost:3501' },
    });

    it('moves pages on another host to PUBLIC_URL for good, and leaves the API where it is', async () => {
      const get = (url: string, host: string, method: 'GET' | 'HEAD' = 'GET') =>
        shop().app.inject({ method, url, headers: { host } });
      const moved = await get('/produkt/p-akazienhonig?von=suche', '127.0.0.1:3501');
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('http://localhost:3501/produkt/p-akazienhonig?von=suche');
      expect((await get('/einkaufswagen', 'www.hofladen.example', 'HEAD')).statusCode).toBe(301);
      expect((await get('/api/products?type=honig', '127.0.0.1:3501')).statusCode).toBe(200);
      expect((await get('/robots.txt', '127.0.0.1:3501')).statusCode).toBe(200);
      expect((await get('/', 'localhost:3501')).statusCode).not.toBe(301);
    });

    it('sends every visitor to PUBLIC_URL to pay', async () => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { host: '127.0.0.1:3501' },
        payload: { lines: [goodsLine('p-akazienhonig')] },
      });
      expect(response.json().url).toMatch(/^http:\/\/localhost:3501\/zahlung\/sim_/);
    });
  });

  // the host and protocol are read only when a request needs them; behind a proxy they must
  // still be the ones the visitor used
  describe('behind a trusted proxy', () => {
    const forwarded = (host: string) => ({
      host: 'shop-backend:8080',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': host,
      'x-forwarded-proto': 'http',
    });

    describe('without PUBLIC_URL', () => {
      const shop = useTestShop(kind, { config: { PORT: '3501', TRUST_PROXY: '127.0.0.1' } });

      it('sends the visitor to pay on the host they used, not the proxy’s', async () => {
        const response = await shop().app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: forwarded('127.0.0.1:3501'),
          payload: { lines: [goodsLine('p-akazienhonig')] },
        });
        expect(response.json().url).toMatch(/^http:\/\/127\.0\.0\.1:3501\/zahlung\/sim_/);
      });
    });

    describe('with PUBLIC_URL set', () => {
      const shop = useTestShop(kind, {
        config: { PORT: '3501', PUBLIC_URL: 'http://localhost:3501', TRUST_PROXY: '127.0.0.1' },
      });
      const get = (url: string, host: string) =>
        shop().app.inject({ url, headers: forwarded(host) });

      it('moves a page by the host the visitor used, and serves the API wherever', async () => {
        const moved = await get('/produkt/p-akazienhonig', 'www.hofladen.example');
        expect(moved.statusCode).toBe(301);
        expect(moved.headers.location).toBe('http://localhost:3501/produkt/p-akazienhonig');
        expect((await get('/', 'localhost:3501')).statusCode).not.toBe(301);
        expect((await get('/api/products?type=honig', 'www.hofladen.example')).statusCode).toBe(
          200,
        );
      });
    });
  });
});

// A newcomer's `PORT=3411 npm start`: without PUBLIC_URL the payment page must be on that port.
describe('a shop started on another PORT without PUBLIC_URL', () => {
  let shop: ShopProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    shop = spawnShop({
      PORT: String(port),
      PUBLIC_URL: '',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    await waitUntilHealthy(shop, port);
  }, 120_000);
  afterAll(async () => {
    shop?.child.kill('SIGTERM');
    await shop?.exited;
  });

  it('sends the customer to pay on the host and port they used and says its address at start', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ productId: 'p-akazienhonig', quantity: 1, course: null }] }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`http://127.0.0.1:${port}/zahlung/`)).toBe(true);
    expect(shop.output()).toContain(`Hofladen läuft auf http://localhost:${port}`);
  });
});
