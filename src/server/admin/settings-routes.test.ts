import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { useTestShop } from '../testing/app';
import { goodsLine, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';

describe.each(databaseKinds())('shop settings on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const asStaff = async (method: 'GET' | 'PUT', payload?: object) =>
    (await staff()).request({ method, url: '/api/admin/settings/shipping', payload });

  it('a new shipping rate shows in the cart and is charged by the next checkout', async () => {
    expect((await asStaff('GET')).json()).toMatchObject({ amountCents: 675 });
    const changed = await asStaff('PUT', { euros: '4,90' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ amountCents: 490 });

    const rates = (await shop().app.inject('/api/shipping-costs')).json<
      { amountCents: number }[]
    >();
    expect(rates.map((rate) => rate.amountCents)).toEqual([490]);
    const { orderId } = await startCheckout(
      shop().app,
      [goodsLine('p-akazienhonig')],
      nextAddress(),
    );
    const [order] = await shop()
      .database.db.select({ shipping: orders.shippingCents })
      .from(orders)
      .where(eq(orders.id, orderId ?? ''));
    expect(order?.shipping).toBe(490);
    expect((await asStaff('PUT', { euros: '6.75' })).json()).toMatchObject({ amountCents: 675 });
  });

  it.each([['4,999'], ['-1'], ['sechs'], ['']])('refuses %j in German', async (euros) => {
    const response = await asStaff('PUT', { euros });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Bitte einen Betrag in Euro eingeben');
    expect((await asStaff('GET')).json()).toMatchObject({ amountCents: 675 });
  });

  it('only staff may change it', async () => {
    const response = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/settings/shipping',
      payload: { euros: '0' },
    });
    expect(response.statusCode).toBe(401);
  });
});
