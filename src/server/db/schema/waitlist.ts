// The waitlist of full course dates (docs/decisions/032-waitlist-and-self-service.md).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WaitlistStatus } from '../../../domain/waitlist-schema';
import { courseDates } from './catalog';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * One person waiting for places on one date. An entry in state `offered` holds its places
 * (src/server/catalog/places-taken.ts) until it is booked or its offer expires.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    courseDateId: integer('course_date_id')
      .notNull()
      .references(() => courseDates.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    places: integer('places').notNull(),
    status: text('status').$type<WaitlistStatus>().notNull(),
    // the order of the queue; staff reorder by swapping positions
    position: integer('position').notNull(),
    // the personal link: confirm, see the offer, leave
    token: text('token').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_token_idx').on(table.token),
    // one active entry per address and date, also when the form is sent twice at once
    uniqueIndex('waitlist_entries_active_email_idx')
      .on(table.courseDateId, sql`lower(${table.email})`)
      .where(sql`${table.status} in ('unconfirmed', 'waiting', 'offered')`),
    index('waitlist_entries_date_idx').on(table.courseDateId, table.status, table.position),
    check('waitlist_entries_places_positive', sql`${table.places} > 0`),
  ],
);
