// Customer ratings of products, one per product and paid order.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './columns';
import { orders } from './orders';

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id),
    title: text('title'),
    ort: text('ort'),
    rate: integer('rate').notNull(),
    comment: text('comment'),
    date: date('date').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('ratings_product_idx').on(table.productId, table.enabled),
    uniqueIndex('ratings_product_order_idx').on(table.productId, table.orderId),
    // what an order's buyer rated already: its status page and each rating sent
    index('ratings_order_idx').on(table.orderId),
    check('ratings_rate_range', sql`${table.rate} between 1 and 5`),
  ],
);
