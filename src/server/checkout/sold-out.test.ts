import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../domain/catalog-schema';
import { startTestShop, type TestShop } from '../testing/app';
import { productWithStock, stockOf } from '../testing/catalogue';
import { databaseKinds } from '../testing/databases';

describe.each(databaseKinds())('sold out and back on $name', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const checkout = async (productId: string) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [{ productId, quantity: 1, course: null }] },
    });
    return { status: response.statusCode, sessionId: response.json().url?.split('/zahlung/')[1] };
  };
  const listed = async (id: string) => {
    const list = await shop.app.inject({ url: '/api/products?type=drink' });
    return list.json<ProductSummary[]>().some((product) => product.id === id);
  };

  it('leaves a product sold out by others’ unpaid holds, and brings it back when they end', async () => {
    const drink = await productWithStock(shop.database.db, 'drink', 2);
    const unpaid = await checkout(drink.id);
    const paid = await checkout(drink.id);
    await shop.app.inject({
      method: 'POST',
      url: `/api/payments/simulated/${paid.sessionId}/pay`,
      payload: {
        email: 'b@example.org',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(await stockOf(shop.database.db, drink.id)).toEqual({ amount: 0, displayed: true });
    expect(await listed(drink.id)).toBe(false);
    expect((await checkout(drink.id)).status).toBe(409);

    // the unpaid hold ends: the jar is back in the shop and can be bought
    await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/sessions/${unpaid.sessionId}/cancel`,
    });
    expect(await stockOf(shop.database.db, drink.id)).toEqual({ amount: 1, displayed: true });
    expect(await listed(drink.id)).toBe(true);
    expect((await checkout(drink.id)).status).toBe(200);
  });
});
