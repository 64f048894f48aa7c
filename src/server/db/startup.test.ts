import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type TestDatabase } from '../testing/databases';
import { freePort, type ShopProcess, spawnShop, waitUntilHealthy } from '../testing/server-process';
import { products } from './schema';

// Two processes share only PostgreSQL: only the database can make them take turns.
describeOnPostgres('two server processes starting at once on an empty PostgreSQL', (postgres) => {
  let database: TestDatabase;
  let shops: ShopProcess[] = [];
  let ports: number[] = [];
  beforeAll(async () => {
    database = await postgres.open();
    ports = [await freePort(), await freePort()];
  });
  afterAll(async () => {
    for (const shop of shops) shop.child.kill('SIGTERM');
    await Promise.all(shops.map((shop) => shop.exited));
    await database?.close();
  });

  it('both start, and the demo catalogue is seeded once', async () => {
    shops = ports.map((port) =>
      spawnShop({ DATABASE_URL: database.url ?? '', PORT: String(port), SEED_DEMO: 'true' }),
    );
    await Promise.all(shops.map((shop, index) => waitUntilHealthy(shop, ports[index] ?? 0)));
    const [row] = await database.db.select({ total: count() }).from(products);
    expect(row?.total).toBe(35);
    for (const shop of shops) expect(shop.output()).not.toContain('duplicate key');
  });
});
