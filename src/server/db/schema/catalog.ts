// The catalogue: products, their images, course dates, tax, shipping and discount codes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductType } from '../../../domain/catalog';
import type { CourseSection, Property } from '../../../domain/catalog-schema';
import type { CountryGroup } from '../../../domain/countries';
import type { FoodFields } from '../../../domain/food-info';
import { bytea, createdAt } from './columns';

// Tax is data, per product type by default (docs/decisions/019-money-and-totals.md): honig 0 %,
// everything else 19 %.
export const taxClasses = pgTable('tax_classes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  rateBp: integer('rate_bp').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<ProductType>().notNull(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    amountAvailable: integer('amount_available').notNull().default(0),
    productDisplayed: boolean('product_displayed').notNull().default(true),
    // most one order may take of this product; null = the shop's default (domain/order-limits.ts)
    maxPerOrder: integer('max_per_order'),
    taxClassId: text('tax_class_id')
      .notNull()
      .references(() => taxClasses.id),
    properties: jsonb('properties').$type<Property[]>().notNull().default([]),
    netContentAmount: integer('net_content_amount'),
    netContentUnit: text('net_content_unit').$type<'g' | 'ml'>(),
    // course only: a series is booked as a group of fixed dates
    courseSeries: boolean('course_series').notNull().default(false),
    courseTime: text('course_time'),
    courseLocation: text('course_location'),
    // what participants bring along, for the reminder mail (docs/decisions/033-course-decisions-reminders-check-in.md)
    courseBring: text('course_bring'),
    courseSections: jsonb('course_sections').$type<CourseSection[]>().notNull().default([]),
    // food information (LMIV) of food categories; null for everything else
    food: jsonb('food').$type<FoodFields>(),
    // a reduction staff set (docs/decisions/034-food-information-and-reduced-prices.md); all or none
    reducedPriceCents: integer('reduced_price_cents'),
    reductionStartsAt: timestamp('reduction_starts_at', { withTimezone: true }),
    reductionEndsAt: timestamp('reduction_ends_at', { withTimezone: true }),
    // below this the shop is told once; re-armed when stock is back at it (docs/shop/stock.md)
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    // whether it sells from batches on sale (stock.ts): kept by a trigger on product_batches
    // (migration 0033), so a checkout's stock UPDATE answers it with the row it locked
    keptInBatches: boolean('kept_in_batches').notNull().default(false),
    // optimistic locking: a save names the version it started from (two staff, one product)
    version: integer('version').notNull().default(1),
    // products that were ordered are archived instead of deleted: orders keep pointing at them
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_type_idx').on(table.type, table.productDisplayed, table.title),
    check('products_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${table.amountAvailable} >= 0`),
    check(
      'products_reduction_complete',
      sql`(${table.reducedPriceCents} is null) = (${table.reductionStartsAt} is null) and (${table.reducedPriceCents} is null) = (${table.reductionEndsAt} is null)`,
    ),
  ],
);

/**
 * Every price a product had, kept by the shop itself (§ 11 PAngV): a regular price from when it
 * was set, a reduction from its start to its end. Planned reductions withdrawn before they began
 * are deleted; nothing else is ever changed but a running reduction's end, when staff end it early.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'regular' | 'reduced'>().notNull(),
    priceCents: integer('price_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    recordedAt: createdAt(),
  },
  (table) => [index('price_history_product_idx').on(table.productId, table.id)],
);

/** Image bytes, stored once and addressed by content hash so their URLs can be cached forever. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const productImages = pgTable(
  'product_images',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.productId, table.imageId] })],
);

/**
 * Rendered widths per format, shared by every server process. An AVIF row with no bytes means
 * "tried, not smaller than the WebP": that width is served as WebP.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').$type<'webp' | 'avif'>().notNull().default('webp'),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width, table.format] })],
);

export const courseDates = pgTable(
  'course_dates',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label'),
    startsOn: date('starts_on').notNull(),
    time: text('time').notNull(),
    totalSpace: integer('total_space').notNull(),
    fixedDates: jsonb('fixed_dates').$type<string[]>().notNull().default([]),
    // docs/shop/courses.md#minimum-participants: the date takes place only with this many
    // places taken, decided on a fixed day or a number of days before it starts
    minParticipants: integer('min_participants'),
    decisionOn: date('decision_on'),
    decisionDaysBefore: integer('decision_days_before'),
    // a cancelled date keeps its row for the orders naming it but is never booked again
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // what the participants' mail gives as the reason (staff's words, or the decision day's)
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('course_dates_product_idx').on(table.productId, table.startsOn),
    check('course_dates_space_nonnegative', sql`${table.totalSpace} >= 0`),
  ],
);

/**
 * A code takes off a percentage while it is active, inside its dates (calendar days, the shop's
 * time zone; open ends allowed) and until `maxUses` orders hold it (paid, or unpaid and waiting).
 */
export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  percentage: integer('percentage').notNull(),
  active: boolean('active').notNull().default(true),
  validFrom: date('valid_from'),
  validUntil: date('valid_until'),
  maxUses: integer('max_uses'),
  createdAt: createdAt(),
});

/**
 * The shipping rules (issue 27): one row per destination group (Germany, EU, other) with its
 * rate, an optional order value from which shipping is free, and the group's countries the shop
 * ships to. A group without a row is not shipped to.
 */
export const shippingCosts = pgTable(
  'shipping_costs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    countryGroup: text('country_group').$type<CountryGroup>().notNull().default('DE'),
    freeFromCents: integer('free_from_cents'),
    countries: jsonb('countries').$type<string[]>().notNull().default(['DE']),
  },
  (table) => [uniqueIndex('shipping_costs_group_idx').on(table.countryGroup)],
);
