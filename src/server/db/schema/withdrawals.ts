// Withdrawal declarations (§ 356a BGB).
import { index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * Append-only: every declaration as received, never updated — except that a GDPR erasure masks
 * who sent it. `orderId` is set only when the number named an order of the sender's own e-mail
 * address; the text as entered is kept either way.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    orderReference: text('order_reference').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    receivedAt: createdAt(),
  },
  (table) => [index('withdrawals_order_idx').on(table.orderId)],
);
