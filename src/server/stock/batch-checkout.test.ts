import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItemBatches,
  orderItems,
  productBatches,
  products,
  scheduledJobs,
} from '../db/schema';
import { startTestShop, type TestShop } from '../testing/app';
import { CONTENDED_LOTS, expectContendedOutcome, TWO_JARS } from '../testing/batch-contention';
import { batchesOf, productWithBatches, stockOf } from '../testing/catalogue';
import { databaseKinds } from '../testing/databases';
import { fallsLow, LOW_STOCK_JOB, noteLowStock } from './low-stock';

// The shop's day in these tests is 2026-11-22 (testing/app.ts).
describe.each(databaseKinds())('checkout from batches on $name', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const checkout = (productId: string, quantity: number) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [{ productId, quantity, course: null }] },
    });
  const cancel = (url: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/checkout/sessions/${url.split('/zahlung/')[1]}/cancel`,
    });

  it('takes the first-expiring lot first, records the lots on the line and puts them back on cancel', async () => {
    const { product, batches } = await productWithBatches(shop.database.db, 'honig', [
      { lotNumber: 'L2026-07', bestBefore: '2028-07-31', quantity: 5 },
      { lotNumber: 'L2025-08', bestBefore: '2027-08-31', quantity: 3 },
    ]);
    const response = await checkout(product.id, 4);
    expect(response.statusCode).toBe(200);
    expect(
      (
        await batchesOf(
          shop.database.db,
          product.id,
          batches.map((b) => b.id),
        )
      ).map((b) => b.quantity),
    ).toEqual([4, 0]);
    expect((await stockOf(shop.database.db, product.id))?.amount).toBe(4);
    const lots = await shop.database.db
      .select({ batchId: orderItemBatches.batchId, quantity: orderItemBatches.quantity })
      .from(orderItemBatches)
      .innerJoin(orderItems, eq(orderItems.id, orderItemBatches.orderItemId))
      .where(eq(orderItems.productId, product.id));
    expect(lots).toEqual([
      { batchId: batches[1]?.id, quantity: 3 },
      { batchId: batches[0]?.id, quantity: 1 },
    ]);
    expect((await cancel(response.json().url)).statusCode).toBe(200);
    expect(
      (
        await batchesOf(
          shop.database.db,
          product.id,
          batches.map((b) => b.id),
        )
      ).map((b) => b.quantity),
    ).toEqual([5, 3]);
    expect((await stockOf(shop.database.db, product.id))?.amount).toBe(8);
  });

  it('never sells a batch past its best-before day, even before the nightly job took it off', async () => {
    const { product, batches } = await productWithBatches(shop.database.db, 'honig', [
      { lotNumber: 'L2024-06', bestBefore: '2026-11-21', quantity: 6 },
      { lotNumber: 'L2026-06', bestBefore: '2026-11-22', quantity: 2 },
    ]);
    const short = await checkout(product.id, 3);
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      details: { available: 2 },
    });
    expect((await checkout(product.id, 2)).statusCode).toBe(200);
    const after = await batchesOf(
      shop.database.db,
      product.id,
      batches.map((b) => b.id),
    );
    expect(after.map((b) => [b.quantity, b.expired])).toEqual([
      [6, true],
      [0, false],
    ]);
    expect((await stockOf(shop.database.db, product.id))?.amount).toBe(0);
  });

  it('arms the low-stock alert when a lot expiring at checkout, not the sale, takes the stock below its threshold', async () => {
    const { db } = shop.database;
    // skin care: the drink and honey products are the other tests' own
    const { product } = await productWithBatches(db, 'care', [
      { lotNumber: 'ALT', bestBefore: '2026-11-21', quantity: 6 },
      { lotNumber: 'NEU', bestBefore: '2026-12-24', quantity: 5 },
    ]);
    await db
      .update(products)
      .set({ lowStockThreshold: 5, lowStockAlerted: false })
      .where(eq(products.id, product.id));
    // 11 on the shelf, 10 after the sale (still above 5), 4 once the old lot is taken off
    const sale = await checkout(product.id, 1);
    expect(sale.statusCode).toBe(200);
    const [after] = await db
      .select({ amount: products.amountAvailable, alerted: products.lowStockAlerted })
      .from(products)
      .where(eq(products.id, product.id));
    expect(after).toEqual({ amount: 4, alerted: true });
    const jobs = await db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, LOW_STOCK_JOB));
    expect(jobs.filter((job) => job.key.startsWith(`${product.id} `))).toHaveLength(1);
    expect((await cancel(sale.json().url)).statusCode).toBe(200);
  });

  it('judges “falls low” on the row as noteLowStock’s UPDATE does', async () => {
    const { db } = shop.database;
    const [product] = await db.select().from(products).where(eq(products.type, 'care')).limit(1);
    const [course] = await db.select().from(products).where(eq(products.type, 'course')).limit(1);
    if (!product || !course) throw new Error('demo catalogue without goods or courses');
    for (const row of [product, course])
      for (const amountAvailable of [3, 5, 7])
        for (const lowStockAlerted of [false, true]) {
          const state = { amountAvailable, lowStockThreshold: 5, lowStockAlerted };
          await db.update(products).set(state).where(eq(products.id, row.id));
          await db.transaction((tx) => noteLowStock(tx, row.id, new Date()));
          const [now] = await db
            .select({ alerted: products.lowStockAlerted })
            .from(products)
            .where(eq(products.id, row.id));
          const flipped = !lowStockAlerted && now?.alerted === true;
          expect(flipped, JSON.stringify({ type: row.type, ...state })).toBe(
            fallsLow({ type: row.type, ...state }),
          );
        }
  });

  it('sells exactly the unexpired units of three lots to 50 simultaneous customers (no oversell)', async () => {
    const { product, batches } = await productWithBatches(shop.database.db, 'drink', [
      { lotNumber: 'A', bestBefore: '2027-01-31', quantity: 4 },
      { lotNumber: 'B', bestBefore: '2026-12-24', quantity: 3 },
      { lotNumber: 'C', bestBefore: '2027-05-01', quantity: 3 },
      { lotNumber: 'OLD', bestBefore: '2026-11-01', quantity: 5 },
    ]);
    const responses = await Promise.all(Array.from({ length: 50 }, () => checkout(product.id, 1)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const after = await batchesOf(
      shop.database.db,
      product.id,
      batches.map((b) => b.id),
    );
    expect(after.map((b) => b.quantity)).toEqual([0, 0, 0, 5]);
    expect((await stockOf(shop.database.db, product.id))?.amount).toBe(0);
    const sold = await shop.database.db
      .select({ quantity: orderItemBatches.quantity })
      .from(orderItemBatches)
      .innerJoin(orderItems, eq(orderItems.id, orderItemBatches.orderItemId))
      .where(eq(orderItems.productId, product.id));
    expect(sold.reduce((sum, row) => sum + row.quantity, 0)).toBe(10);
  });

  it('30 customers racing for two jars each: first-expiring lot first, never the expired lot, never more than a lot holds', async () => {
    const { product, batches } = await productWithBatches(
      shop.database.db,
      'strength',
      CONTENDED_LOTS,
    );
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => checkout(product.id, TWO_JARS)),
    );
    await expectContendedOutcome(
      shop.database.db,
      product.id,
      batches,
      responses.map((r) => r.statusCode),
    );
  });

  it('knows from the product row whether it sells from batches, whoever changed its batches', async () => {
    const { db } = shop.database;
    const keptInBatches = async (id: string) =>
      (
        await db.select({ kept: products.keptInBatches }).from(products).where(eq(products.id, id))
      )[0]?.kept;
    const { product, batches } = await productWithBatches(db, 'honig', [
      { lotNumber: 'K1', bestBefore: '2027-08-31', quantity: 2 },
      { lotNumber: 'K2', bestBefore: '2028-08-31', quantity: 2 },
    ]);
    const [first, second] = batches.map((batch) => batch.id) as [number, number];
    expect(await keptInBatches(product.id)).toBe(true);
    await db.update(productBatches).set({ expired: true }).where(eq(productBatches.id, first));
    expect(await keptInBatches(product.id)).toBe(true);
    await db.update(productBatches).set({ expired: true }).where(eq(productBatches.id, second));
    expect(await keptInBatches(product.id)).toBe(false);
    // with every batch off sale it sells from its plain stock, as before batches
    await db.update(products).set({ amountAvailable: 3 }).where(eq(products.id, product.id));
    const plain = await checkout(product.id, 3);
    expect(plain.statusCode).toBe(200);
    expect((await batchesOf(db, product.id, [first, second])).map((b) => b.quantity)).toEqual([
      2, 2,
    ]);
    expect((await cancel(plain.json().url)).statusCode).toBe(200);
    await db.update(productBatches).set({ expired: false }).where(eq(productBatches.id, second));
    expect(await keptInBatches(product.id)).toBe(true);
    const taken = await checkout(product.id, 1);
    expect(taken.statusCode).toBe(200);
    expect((await batchesOf(db, product.id, [second])).map((b) => b.quantity)).toEqual([1]);
    expect((await cancel(taken.json().url)).statusCode).toBe(200);
    await db.delete(productBatches).where(eq(productBatches.id, first));
    expect(await keptInBatches(product.id)).toBe(true);
    // a product deleted with its batches takes the flag with it, without an error
    const id = `kept-${batches[0]?.id}`;
    await db.insert(products).values({
      id,
      type: 'honig',
      title: 'Probe',
      priceCents: 100,
      taxClassId: product.taxClassId,
    });
    await db
      .insert(productBatches)
      .values({ productId: id, lotNumber: 'K3', bestBefore: '2028-01-31', quantity: 1 });
    expect(await keptInBatches(id)).toBe(true);
    await db.delete(productBatches).where(eq(productBatches.productId, id));
    expect(await keptInBatches(id)).toBe(false);
    await db
      .insert(productBatches)
      .values({ productId: id, lotNumber: 'K3', bestBefore: '2028-01-31', quantity: 1 });
    await db.delete(products).where(eq(products.id, id));
    expect(await batchesOf(db, id)).toEqual([]);
  });
});
