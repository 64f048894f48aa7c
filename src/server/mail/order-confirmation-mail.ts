import { eq } from 'drizzle-orm';
import { loadOrderSummary } from '../checkout/order-summary';
import type { Tx } from '../db/client';
import { orders, outbox } from '../db/schema';
import { renderOrderConfirmation, type ShopContact } from './order-confirmation-template';

/**
 * Queues the confirmation inside the fulfilment transaction: "paid" and "mail to send" commit
 * together, and the dedupe key keeps it to one mail per order.
 */
export async function enqueueOrderConfirmation(
  tx: Tx,
  orderId: string,
  shop: ShopContact,
): Promise<void> {
  const [order] = await tx
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.email) return;
  const mail = renderOrderConfirmation(await loadOrderSummary(tx, orderId), shop);
  await tx
    .insert(outbox)
    .values({
      kind: 'order-confirmation',
      dedupeKey: `order-confirmation:${orderId}`,
      recipient: order.email,
      ...mail,
    })
    .onConflictDoNothing();
}
