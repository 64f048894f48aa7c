// Shop settings staff change in the backoffice; each key's value is checked by a shared schema.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A key without a row falls back to its default (the environment or the built-in value). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
