import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../domain/catalog-schema';
import { MAX_LINES_PER_ORDER } from '../../domain/order-limits';
import { products } from '../db/schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate, productWithStock, stockOf } from '../testing/catalogue';
import { goodsLine as goods, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';

const attendee = {
  firstName: 'Anna',
  lastName: 'Imker',
  email: 'anna@example.org',
  phone: '0171 1234567',
};

describe.each(databaseKinds())('what one visitor can hold, on $name', (kind) => {
  const shop = useTestShop(kind, {
    config: { CHECKOUT_RATE_LIMIT: '10000', MAX_OPEN_ORDERS_PER_ADDRESS: '3' },
  });
  let address = 0;
  const checkout = async (lines: object[], remoteAddress = `192.0.2.${++address}`) =>
    (await startCheckout(shop().app, lines, remoteAddress)).response;

  it('caps a product at 10 per order by default, across lines, and tells why in German', async () => {
    const honey = await productWithStock(shop().database.db, 'honig', 100);
    const detail = await shop().app.inject({ url: `/api/products/${honey.id}` });
    expect(detail.json<ProductDetail>().maxPerOrder).toBe(10);
    expect((await checkout([goods(honey.id, 10)])).statusCode).toBe(200);
    const tooMany = await checkout([goods(honey.id, 6), goods(honey.id, 5)]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('ORDER_LIMIT');
    expect(tooMany.json().error.message).toBe(
      `Von „${honey.title}“ kannst du höchstens 10 Stück auf einmal bestellen.`,
    );
    expect((await stockOf(shop().database.db, honey.id))?.amount).toBe(90);
  });

  it('takes a product’s own limit, and caps course places per booking at 12', async () => {
    const drink = await productWithStock(shop().database.db, 'drink', 100);
    await shop()
      .database.db.update(products)
      .set({ maxPerOrder: 30 })
      .where(eq(products.id, drink.id));
    expect((await checkout([goods(drink.id, 30)])).statusCode).toBe(200);
    expect((await checkout([goods(drink.id, 31)])).statusCode).toBe(409);

    const date = await emptyCourseDate(shop().database.db, 40);
    const booking = (quantity: number) => ({
      productId: date.productId,
      quantity,
      course: { ...attendee, courseDateId: date.id },
    });
    expect((await checkout([booking(12)])).statusCode).toBe(200);
    const full = await checkout([booking(13)]);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toContain('höchstens 12 Plätze auf einmal buchen');
  });

  it('refuses an order of more than 20 lines', async () => {
    const lines = Array.from({ length: MAX_LINES_PER_ORDER + 1 }, () => goods('p-akazienhonig', 1));
    const response = await checkout(lines);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('höchstens 20 Positionen');
  });

  it('lets one address hold at most 3 unpaid orders at once', async () => {
    const honey = await productWithStock(shop().database.db, 'care', 50);
    const balm = await productWithStock(shop().database.db, 'care', 50);
    const visitor = '198.51.100.77';
    // orders of two lines each: orders are counted, not their lines
    for (let order = 0; order < 3; order += 1)
      expect((await checkout([goods(honey.id, 1), goods(balm.id, 1)], visitor)).statusCode).toBe(
        200,
      );
    const fourth = await checkout([goods(honey.id, 1)], visitor);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('TOO_MANY_OPEN_ORDERS');
    // until the first of them closes its 10-minute window
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(600);
    // somebody else is not affected
    expect((await checkout([goods(honey.id, 1)], '198.51.100.78')).statusCode).toBe(200);
  });

  it('holds the simulated payment for 10 minutes', async () => {
    const honey = await productWithStock(shop().database.db, 'other', 5);
    const response = await checkout([goods(honey.id, 1)]);
    const sessionId = response.json().url.split('/zahlung/')[1];
    const page = await shop().app.inject({ url: `/api/payments/simulated/${sessionId}` });
    const minutes = (Date.parse(page.json().expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });
});
