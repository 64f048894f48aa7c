import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, products } from '../db/schema';
import { runDueJobs } from '../jobs/scheduler';
import { useTestShop } from '../testing/app';
import { batchesOf, productWithBatches, productWithStock, stockOf } from '../testing/catalogue';
import { databaseKinds } from '../testing/databases';
import { scheduleStockJobs, stockJobs } from './jobs';
import { rearmLowStock, saveStockAlertSettings } from './low-stock';

const handlers = stockJobs({ shopEmail: 'laden@example.org', publicUrl: 'http://localhost:3000' });
const at = (iso: string) => new Date(iso);
// who chose the digest: a name in the settings' history, no account needed here
const OWNER = { id: null, name: 'Greta Bienenstöck' };

describe.each(databaseKinds())('stock on the clock on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '10000' } });

  it('takes a batch off sale at the Berlin midnight after its best-before day, across both DST changes', async () => {
    const { db } = shop().database;
    const { product, batches } = await productWithBatches(db, 'drink', [
      { lotNumber: 'MAERZ', bestBefore: '2027-03-27', quantity: 4 },
      { lotNumber: 'OKT', bestBefore: '2027-10-31', quantity: 2 },
    ]);
    await scheduleStockJobs(db, at('2027-03-27T12:00:00Z'));
    await runDueJobs(db, handlers, at('2027-03-27T12:00:00Z'));
    expect((await stockOf(db, product.id))?.amount).toBe(6);
    // 23:59 on the 27th in Berlin (CET, UTC+1): the batch is still sold
    await runDueJobs(db, handlers, at('2027-03-27T22:59:00Z'));
    expect((await stockOf(db, product.id))?.amount).toBe(6);
    // midnight of the 28th, the night clocks go forward
    await runDueJobs(db, handlers, at('2027-03-27T23:00:00Z'));
    expect((await stockOf(db, product.id))?.amount).toBe(2);
    expect(
      (
        await batchesOf(
          db,
          product.id,
          batches.map((b) => b.id),
        )
      ).map((b) => b.expired),
    ).toEqual([true, false]);

    // the night clocks go back: the 31st of October ends at 23:00 UTC (CET again)
    await scheduleStockJobs(db, at('2027-10-31T12:00:00Z'));
    await runDueJobs(db, handlers, at('2027-10-31T22:59:00Z'));
    expect((await stockOf(db, product.id))?.amount).toBe(2);
    await runDueJobs(db, handlers, at('2027-10-31T23:00:00Z'));
    expect((await stockOf(db, product.id))?.amount).toBe(0);
  });

  it('mails the shop once as a product falls below its threshold, not per sale, and again after a restock', async () => {
    const { db } = shop().database;
    const care = await productWithStock(db, 'care', 7);
    await db
      .update(products)
      .set({ lowStockThreshold: 5, lowStockAlerted: false })
      .where(eq(products.id, care.id));
    const buy = () =>
      shop().app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: { lines: [{ productId: care.id, quantity: 1 }] },
      });
    const alerts = async () =>
      (await db.select().from(outbox).where(eq(outbox.kind, 'low-stock'))).filter((mail) =>
        mail.text.includes(care.title),
      );
    for (let i = 0; i < 4; i++) expect((await buy()).statusCode).toBe(200);
    await runDueJobs(db, handlers, new Date());
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]?.recipient).toBe('laden@example.org');
    // back to the threshold (staff count 9 jars), then below again: a second mail
    await db.update(products).set({ amountAvailable: 9 }).where(eq(products.id, care.id));
    await db.transaction((tx) => rearmLowStock(tx, [care.id]));
    for (let i = 0; i < 5; i++) expect((await buy()).statusCode).toBe(200);
    await runDueJobs(db, handlers, new Date());
    expect(await alerts()).toHaveLength(2);
  });

  it('sends one digest a day at 07:00 Berlin when the shop chose the digest', async () => {
    const { db } = shop().database;
    const digests = () => db.select().from(outbox).where(eq(outbox.kind, 'low-stock-digest'));
    // the digests chained by the earlier tests' days run first, while the shop mails each fall
    await scheduleStockJobs(db, at('2028-06-01T03:00:00Z'));
    await runDueJobs(db, handlers, at('2028-06-01T03:00:00Z'));
    await saveStockAlertSettings(db, OWNER, { mode: 'daily' });
    await runDueJobs(db, handlers, at('2028-06-01T04:59:00Z'));
    expect(await digests()).toHaveLength(0);
    // 07:00 in summer is 05:00 UTC; two runs (two processes) make one mail
    await Promise.all([
      runDueJobs(db, handlers, at('2028-06-01T05:00:00Z')),
      runDueJobs(db, handlers, at('2028-06-01T05:00:30Z')),
    ]);
    expect(await digests()).toHaveLength(1);
    await runDueJobs(db, handlers, at('2028-06-02T05:00:00Z'));
    expect((await digests()).map((mail) => mail.dedupeKey)).toEqual([
      'low-stock-digest:2028-06-01',
      'low-stock-digest:2028-06-02',
    ]);
    await saveStockAlertSettings(db, OWNER, { mode: 'each' });
  });
});
