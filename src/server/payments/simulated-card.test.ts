import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing/app';
import { productWithStock } from '../testing/catalogue';
import { goodsLine, startCheckout, TEST_BUYER } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';

const [pglite] = databaseKinds();

describe('the simulated payment page checks the card like a hosted checkout', () => {
  let shop: TestShop;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database kind');
    shop = await startTestShop(pglite);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('refuses an empty or past expiry and a CVC that is not 3–4 digits, then pays', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 5);
    const { sessionId } = await startCheckout(shop.app, [goodsLine(honey.id)]);
    const pay = (card: object) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/payments/simulated/${sessionId}/pay`,
        payload: {
          email: 'kundin@example.org',
          cardNumber: '4242 4242 4242 4242',
          buyer: TEST_BUYER,
          ...card,
        },
      });
    const cases: [object, string][] = [
      [{ expiry: '', cvc: '123' }, 'body.expiry'],
      [{ expiry: '01/20', cvc: '123' }, 'body.expiry'],
      [{ expiry: '13/40', cvc: '123' }, 'body.expiry'],
      [{ expiry: '12/34', cvc: '' }, 'body.cvc'],
      [{ expiry: '12/34', cvc: '12' }, 'body.cvc'],
      [{ cvc: '123' }, 'body.expiry'],
    ];
    for (const [card, field] of cases) {
      const response = await pay(card);
      expect(response.statusCode, JSON.stringify(card)).toBe(400);
      expect(response.json().error.details.field).toBe(field);
    }
    expect((await pay({ expiry: '12/34', cvc: '123' })).statusCode).toBe(200);
  });
});
