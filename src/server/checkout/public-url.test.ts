import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ShopProcess, spawnShop, waitUntilHealthy } from '../testing/server-process';

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

  it('sends the customer to its own port and says that address at start', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ productId: 'p-akazienhonig', quantity: 1, course: null }] }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`http://localhost:${port}/zahlung/`)).toBe(true);
    expect(shop.output()).toContain(`Hofladen läuft auf http://localhost:${port}`);
  });
});
