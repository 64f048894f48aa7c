import type { OrderSummary } from '../../domain/checkout-schema';
import type { Tx } from '../db/client';
import { outbox } from '../db/schema';
import {
  type ContractTerm,
  renderOrderConfirmation,
  type ShopContact,
} from './order-confirmation-template';

interface ConfirmationInput {
  order: OrderSummary;
  recipient: string;
  shop: ShopContact;
  terms: readonly ContractTerm[];
}

/**
 * Queues the confirmation inside the fulfilment transaction: "paid" and "mail to send" commit
 * together, and the dedupe key keeps it to one mail per order. Mail is handed the order as
 * checkout summarised it and knows nothing of how orders are stored.
 */
export async function enqueueOrderConfirmation(
  tx: Tx,
  { order, recipient, shop, terms }: ConfirmationInput,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      kind: 'order-confirmation',
      dedupeKey: `order-confirmation:${order.orderId}`,
      recipient,
      ...renderOrderConfirmation(order, shop, terms),
    })
    .onConflictDoNothing();
}
