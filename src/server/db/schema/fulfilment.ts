// After the sale: where customers collect orders (issue 27). The order's own fulfilment columns
// are in orders.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '../../../domain/pickup-dates';
import { createdAt } from './columns';

/**
 * The farm shop and each market stall. Never deleted once an order names it (orders keep
 * pointing at it); staff set it inactive instead.
 */
export const pickupPlaces = pgTable(
  'pickup_places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    town: text('town').notNull(),
    description: text('description').notNull().default(''),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
    // "bis Donnerstag 18 Uhr für Samstag": 2 days before, "18:00" Berlin time
    cutoffDaysBefore: integer('cutoff_days_before').notNull(),
    cutoffTime: text('cutoff_time').notNull(),
    closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('pickup_places_cutoff_range', sql`${table.cutoffDaysBefore} between 0 and 14`)],
);
