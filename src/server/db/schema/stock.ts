// Stock beyond one number: batches (Los) with best-before dates, the lots each order line took,
// back-in-stock notices (docs/decisions/035-batches-and-stock-notices.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './columns';
import { orderItems } from './orders';

/**
 * One lot of a product. A product with batches sells from them, first expiring first; its
 * `amount_available` is kept equal to what its unexpired batches hold.
 */
export const productBatches = pgTable(
  'product_batches',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lotNumber: text('lot_number').notNull(),
    // harvest or production day
    producedOn: date('produced_on'),
    // the last Berlin day the batch is sold on
    bestBefore: date('best_before').notNull(),
    quantity: integer('quantity').notNull(),
    // taken off sale once its best-before day passed: its units no longer count in the product's
    // stock, and units coming back to it stay out too
    expired: boolean('expired').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('product_batches_lot_idx').on(table.productId, table.lotNumber),
    check('product_batches_quantity_nonnegative', sql`${table.quantity} >= 0`),
  ],
);

/** Which lots an order line took, and how many of those units went back to their batch since. */
export const orderItemBatches = pgTable(
  'order_item_batches',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => productBatches.id),
    lotNumber: text('lot_number').notNull(),
    bestBefore: date('best_before').notNull(),
    quantity: integer('quantity').notNull(),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderItemId, table.batchId] }),
    index('order_item_batches_batch_idx').on(table.batchId),
    check(
      'order_item_batches_returned_within_quantity',
      sql`${table.returnedQuantity} between 0 and ${table.quantity}`,
    ),
  ],
);

/**
 * "Benachrichtige mich": one address waiting for a sold-out product (a full course date has its
 * waitlist instead). Pending until the address confirms; the row is deleted once the mail went
 * out or on unsubscribing, so nothing is kept longer than needed.
 */
export const stockNotices = pgTable(
  'stock_notices',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token: text('token').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('stock_notices_product_email_idx').on(table.productId, sql`lower(${table.email})`),
  ],
);
