// The shop's legal pages as the owner edited them.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per page the owner has written; a page without a row shows its placeholder
 * (server/legal/placeholders.ts), which names what the farm must fill in.
 */
export const legalPages = pgTable('legal_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  markdown: text('markdown').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
