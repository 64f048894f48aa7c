import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SHOP_ACTOR } from '../audit/service';
import { orderItems } from '../db/schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine, JUERGEN } from '../testing/checkout';
import { describeOnPostgres } from '../testing/databases';
import { eraseCustomerData } from './service';

// An erasure and a refund or payment of the same order at the same moment: the others lock the
// order before its lines, so the erasure does too — the two wait for each other in turn instead
// of deadlocking (PostgreSQL would end one with 40P01).

describeOnPostgres('erasing a customer beside a write to the same order', (postgres) => {
  const shop = useTestShop(postgres);

  it('waits for the order the other holds, and both finish', async () => {
    const { app, database } = shop();
    const { db } = database;
    const date = await emptyCourseDate(db, 4);
    const attendee = 'teilnehmerin@example.org';
    const { orderId } = await buyWithTestCard(
      app,
      [courseLine(date, 1, { ...JUERGEN, email: attendee })],
      'kaeuferin@example.org',
    );
    if (database.kind !== 'postgres') throw new Error('runs on PostgreSQL');
    // a connection of its own: the refund's transaction
    const other = await database.pool.connect();
    try {
      // as a refund does: the order first
      await other.query('begin');
      await other.query('select id from orders where id = $1 for update', [orderId]);
      const erasing = eraseCustomerData(db, SHOP_ACTOR, attendee);
      // the erasure is waiting for a lock before the refund goes on to the lines (asked outside
      // the refund's transaction, which would keep seeing its first snapshot of the activity)
      for (;;) {
        const { rows } = await database.pool.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if ((rows[0]?.waiting ?? 0) > 0) break;
      }
      await other.query('update order_items set refunded_quantity = 0 where order_id = $1', [
        orderId,
      ]);
      await other.query('commit');
      const erased = await erasing;
      expect(erased).toBeDefined();
    } finally {
      other.release();
    }
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line?.attendee).toMatchObject({ email: '' });
  });
});
