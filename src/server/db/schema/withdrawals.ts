// Withdrawal declarations (§ 356a BGB).
import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * Every declaration as received; what it says is never updated — except that a GDPR erasure
 * masks who sent it. `orderId` is set only when the number named an order of the sender's own
 * e-mail address; the text as entered is kept either way. A declaration is open until a refund
 * answers it, its order is cancelled, or staff mark it handled (a course without a right of
 * withdrawal, an order found by hand): the `handled*` columns say who and why.
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
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    handledNote: text('handled_note'),
  },
  (table) => [index('withdrawals_order_idx').on(table.orderId)],
);
