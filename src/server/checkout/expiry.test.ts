import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createSimulatedProvider } from '../payments/simulated';
import { useTestShop } from '../testing/app';
import { productWithStock, stockOf } from '../testing/catalogue';
import { goodsLine, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { expireOverdueOrders } from './expiry';

describe.each(databaseKinds())('expired holds on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const checkout = (productId: string) => startCheckout(shop().app, [goodsLine(productId)]);
  const deps = () => ({
    db: shop().database.db,
    payments: createSimulatedProvider(shop().database.db, 'http://localhost:3000'),
    shopEmail: 'shop@example.org',
    publicUrl: 'http://localhost:3000',
  });
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('releases every overdue order in one sweep, well past one batch of 100', async () => {
    const drink = await productWithStock(shop().database.db, 'drink', 150);
    for (let order = 0; order < 130; order += 1)
      expect((await checkout(drink.id)).status).toBe(200);
    expect((await stockOf(shop().database.db, drink.id))?.amount).toBe(20);

    expect(await expireOverdueOrders(deps(), later(40))).toBe(130);
    expect((await stockOf(shop().database.db, drink.id))?.amount).toBe(150);
    expect(await expireOverdueOrders(deps(), later(40))).toBe(0);
  });

  it('frees expired holds when a checkout meets short stock, then sells', async () => {
    const honey = await productWithStock(shop().database.db, 'honig', 1);
    const first = await checkout(honey.id);
    expect(first.status).toBe(200);
    // the first customer left without paying, long ago; the sweeper has not come round yet
    await shop()
      .database.db.update(orders)
      .set({ expiresAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(orders.id, first.orderId ?? ''));

    const second = await checkout(honey.id);
    expect(second.status).toBe(200);
    const [released] = await shop()
      .database.db.select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, first.orderId ?? ''));
    expect(released?.status).toBe('expired');
    expect((await stockOf(shop().database.db, honey.id))?.amount).toBe(0);

    // a hold still inside its window is not taken away
    expect((await checkout(honey.id)).status).toBe(409);
  });
});
