import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../domain/catalog-schema';
import { useTestShop } from '../testing/app';
import { productWithStock, stockOf } from '../testing/catalogue';
import { goodsLine, payWithTestCard, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';

describe.each(databaseKinds())('sold out and back on $name', (kind) => {
  const shop = useTestShop(kind);
  const listed = async (id: string) => {
    const list = await shop().app.inject({ url: '/api/products?type=drink' });
    return list.json<ProductSummary[]>().some((product) => product.id === id);
  };

  it('leaves a product sold out by others’ unpaid holds, and brings it back when they end', async () => {
    const { app, database } = shop();
    const drink = await productWithStock(database.db, 'drink', 2);
    const unpaid = await startCheckout(app, [goodsLine(drink.id)]);
    const paid = await startCheckout(app, [goodsLine(drink.id)]);
    await payWithTestCard(app, paid.sessionId);
    expect(await stockOf(database.db, drink.id)).toEqual({ amount: 0, displayed: true });
    expect(await listed(drink.id)).toBe(false);
    expect((await startCheckout(app, [goodsLine(drink.id)])).status).toBe(409);

    // the unpaid hold ends: the bottle is back in the shop and can be bought
    await app.inject({ method: 'POST', url: `/api/checkout/sessions/${unpaid.sessionId}/cancel` });
    expect(await stockOf(database.db, drink.id)).toEqual({ amount: 1, displayed: true });
    expect(await listed(drink.id)).toBe(true);
    expect((await startCheckout(app, [goodsLine(drink.id)])).status).toBe(200);
  });
});
