import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderItems, orders, refunds } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { describeOnPostgres } from '../testing/databases';
import { suiteStaff } from '../testing/staff';
import { watchedProvider } from '../testing/watched-provider';
import { bookOutcome } from './service';

// A refund's settlement and a new refund of the same order, side by side: the settlement used to
// take the order's lines first and the order last, the reservation the order first and its
// lines then — each waited for the other's rows, and PostgreSQL aborted one (40P01, a 500).

describeOnPostgres('a refund settled while another of its order is being reserved', (postgres) => {
  const { provider, watch } = watchedProvider(() => shop().database.db);
  const shop = useTestShop(postgres, { payments: provider });
  const staff = suiteStaff(shop);

  it('waits for the order, and both finish', async () => {
    const database = shop().database;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const order = await buyWithTestCard(shop().app, [goodsLine('p-akazienhonig', 2)], 'f@x.de');
    const [line] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    // a refund with the shipping, left pending by a provider that does not answer
    watch.refunds = 'down';
    const asked = await (await staff()).request({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      payload: {
        key: randomUUID(),
        lines: [{ itemId: line?.id, quantity: 1 }],
        shipping: true,
        restock: true,
        reason: 'Glas zerbrochen',
        withdrawalId: null,
      },
    });
    expect(asked.statusCode, asked.body).toBe(502);
    const [pending] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.orderId));
    expect(pending?.status).toBe('pending');

    // another refund's reservation holds the order row, as reserveRefund does first
    const other = await database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select id from orders where id = $1 for update', [order.orderId]);
      const settling = bookOutcome(
        { db: database.db, payments: provider, shop: { shopEmail: 'hof@x.de', publicUrl: '' } },
        pending?.id ?? '',
        { providerRefundId: null, state: 'failed', failure: 'card_declined' },
      );
      // until the settlement waits for a lock the reservation holds (asked on a connection of
      // its own: inside a transaction, pg_stat_activity stays as first read)
      for (let tries = 0; ; tries++) {
        const { rows } = await database.pool.query(
          "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        if (rows[0].waiting > 0) break;
        if (tries > 200) throw new Error('the settlement never waited');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // the reservation goes on to the order's lines and the order itself
      await other.query(
        'update order_items set refunded_quantity = refunded_quantity where order_id = $1',
        [order.orderId],
      );
      await other.query('update orders set shipping_refunded = shipping_refunded where id = $1', [
        order.orderId,
      ]);
      await other.query('commit');
      await settling;
    } finally {
      other.release();
    }
    const [settled] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, pending?.id ?? ''));
    expect(settled?.status).toBe('failed');
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after?.shippingRefunded).toBe(false);
  });
});
