import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate, productWithStock } from '../testing/catalogue';
import { courseLine, goodsLine, payWithTestCard, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { watchedProvider } from '../testing/watched-provider';

// A paid order that has everything the provider will ever tell is shown from the database
// alone: a reloaded success page asks the provider nothing and changes nothing.

describe.each(databaseKinds())('the success page of a settled order on $name', (kind) => {
  const { provider, watch } = watchedProvider(() => shop().database.db);
  const shop = useTestShop(kind, { payments: provider });

  async function paidSession(lines: object[]) {
    const { sessionId } = await startCheckout(shop().app, lines);
    expect((await payWithTestCard(shop().app, sessionId)).statusCode).toBe(200);
    return sessionId;
  }

  async function viewTwice(sessionId: string) {
    const views = [];
    for (let view = 0; view < 2; view += 1) {
      const response = await shop().app.inject({ url: `/api/checkout/sessions/${sessionId}` });
      expect(response.statusCode).toBe(200);
      views.push(response.json<OrderSummary>());
    }
    return views;
  }

  it('asks the simulated provider nothing for courses alone, which it names no buyer for', async () => {
    const date = await emptyCourseDate(shop().database.db, 3);
    const sessionId = await paidSession([courseLine(date, 2)]);
    const views = await viewTwice(sessionId);
    for (const view of views) {
      expect(view.status).toBe('paid');
      expect(view.delivery).toEqual({ method: 'none' });
      expect(view.lines.map((line) => line.course?.attendee)).toEqual(['Jürgen Müller']);
    }
    expect(watch.looked).not.toContain(sessionId);
  });

  it('asks it nothing for goods either, whose buyer the page named', async () => {
    const honey = await productWithStock(shop().database.db, 'honig', 4);
    const sessionId = await paidSession([goodsLine(honey.id, 2)]);
    const views = await viewTwice(sessionId);
    for (const view of views)
      expect(view.delivery).toMatchObject({ method: 'shipping', buyerName: 'Jürgen Müller' });
    expect(watch.looked).not.toContain(sessionId);
  });

  it('looks at a session the order is still waiting on, every time', async () => {
    const honey = await productWithStock(shop().database.db, 'honig', 4);
    const { sessionId } = await startCheckout(shop().app, [goodsLine(honey.id)]);
    const views = await viewTwice(sessionId);
    expect(views.map((view) => view.status)).toEqual(['pending', 'pending']);
    expect(watch.looked.filter((looked) => looked === sessionId)).toHaveLength(2);
  });
});
