// The order of a payment session read in one statement (for the payment page, the success page
// and the receipt) must summarise exactly as the order read with its lines and invoice apart.
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../testing/app';
import { emptyCourseDate, productWithStock } from '../testing/catalogue';
import {
  courseLine,
  goodsLine,
  JUERGEN,
  payWithTestCard,
  startCheckout,
} from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { loadOrderSummary, orderWithLinesForSession, summaryOfOrder } from './order-summary';

describe.each(databaseKinds())('on $name', (kind) => {
  const shop = useTestShop(kind);

  async function checkout() {
    const { db } = shop().database;
    const honey = await productWithStock(db, 'honig', 10);
    const cream = await productWithStock(db, 'care', 10);
    const date = await emptyCourseDate(db, 5);
    const started = await startCheckout(shop().app, [
      goodsLine(cream.id, 2),
      courseLine(date),
      goodsLine(honey.id, 1),
    ]);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return { ...started, orderId: started.orderId as string };
  }

  it('reads a pending order with its lines in the order they came, and no invoice', async () => {
    const { db } = shop().database;
    const { sessionId, orderId } = await checkout();
    const { order, known } = await orderWithLinesForSession(db, sessionId);
    expect(order.id).toBe(orderId);
    expect(order.status).toBe('pending');
    expect(known.invoiceId).toBeNull();
    expect(known.lines?.map((line) => line.courseDateId === null)).toEqual([true, false, true]);
    expect(known.lines?.[1]?.attendee).toEqual(JUERGEN);
    expect(await summaryOfOrder(db, order, known)).toEqual(await loadOrderSummary(db, orderId));
  });

  it('reads a paid order with its invoice as the separate reads find it', async () => {
    const { db } = shop().database;
    const { sessionId, orderId } = await checkout();
    expect((await payWithTestCard(shop().app, sessionId)).statusCode).toBe(200);
    const { order, known } = await orderWithLinesForSession(db, sessionId);
    expect(order.status).toBe('paid');
    expect(known.invoiceId).toEqual(expect.any(Number));
    const summary = await summaryOfOrder(db, order, known);
    expect(summary.invoiceUrl).toBe(
      `/api/checkout/sessions/${encodeURIComponent(sessionId)}/invoice.pdf`,
    );
    expect(summary.lines).toHaveLength(3);
    expect(summary).toEqual(await loadOrderSummary(db, orderId));
  });

  it('answers 404 for a session no order has', async () => {
    await expect(orderWithLinesForSession(shop().database.db, 'sim_unknown')).rejects.toMatchObject(
      {
        status: 404,
      },
    );
  });
});
