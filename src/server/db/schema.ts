import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductType } from '../../domain/catalog';
import type { CourseSection, Property } from '../../domain/catalog-schema';
import type { StaffRole } from '../../domain/identity';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Tax is data, per product type by default (decisions.md): honig 0 %, everything else 19 %.
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
    courseSections: jsonb('course_sections').$type<CourseSection[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_type_idx').on(table.type, table.productDisplayed, table.title),
    check('products_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${table.amountAvailable} >= 0`),
  ],
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

/** Rendered WebP widths, made on first request; shared by every server process. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width] })],
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
    createdAt: createdAt(),
  },
  (table) => [
    index('course_dates_product_idx').on(table.productId, table.startsOn),
    check('course_dates_space_nonnegative', sql`${table.totalSpace} >= 0`),
  ],
);

export const buyers = pgTable('buyers', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status')
      .$type<'pending' | 'paid' | 'cancelled' | 'expired' | 'failed'>()
      .notNull(),
    provider: text('provider').$type<'stripe' | 'simulated'>().notNull(),
    paymentSessionId: text('payment_session_id'),
    paymentIntentId: text('payment_intent_id'),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    discountCode: text('discount_code'),
    discountPercent: integer('discount_percent').notNull().default(0),
    customerEmail: text('customer_email'),
    // who started the checkout: open orders per address are capped
    clientAddress: text('client_address'),
    invoiceUrl: text('invoice_url'),
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_payment_session_idx').on(table.paymentSessionId),
    // the rating link names the order by its payment id
    uniqueIndex('orders_payment_intent_idx').on(table.paymentIntentId),
    index('orders_status_expiry_idx').on(table.status, table.expiresAt),
    index('orders_client_status_idx').on(table.clientAddress, table.status),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    courseDateId: integer('course_date_id').references(() => courseDates.id),
    attendee: jsonb('attendee').$type<{
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    }>(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** One row per place: held at checkout, confirmed when paid, released on cancel or expiry. */
export const courseBookings = pgTable(
  'course_bookings',
  {
    id: serial('id').primaryKey(),
    courseDateId: integer('course_date_id')
      .notNull()
      .references(() => courseDates.id),
    orderId: uuid('order_id').references(() => orders.id),
    // the order line (attendee) this place belongs to; null for bookings made outside the shop
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    buyerId: text('buyer_id').references(() => buyers.id),
    status: text('status').$type<'held' | 'confirmed' | 'released'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('course_bookings_date_status_idx').on(table.courseDateId, table.status),
    index('course_bookings_order_idx').on(table.orderId),
  ],
);

export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  percentage: integer('percentage').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const shippingCosts = pgTable('shipping_costs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
});

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
    check('ratings_rate_range', sql`${table.rate} between 1 and 5`),
  ],
);

/** Append-only proof of consent: a new row per decision, never updated. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    configuration: jsonb('configuration').$type<Record<string, boolean>>().notNull(),
    serviceData: jsonb('service_data').$type<Record<string, unknown>>().notNull(),
    bannerVersion: text('banner_version').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consent_records_uuid_idx').on(table.uuid, table.createdAt)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  fhirId: text('fhir_id'),
  roles: text('roles').array().$type<StaffRole[]>().notNull().default(sql`'{staff}'`),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

/** One login: its refresh tokens rotate within it; revoking it ends every token at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // absolute end: no refresh carries a login past it
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<'logout' | 'reuse'>(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque token: a database leak yields no usable token
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // set when rotated; presenting a used token again revokes its whole session
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Failed logins, counted per account and per client address for the lock-out window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'stored'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_status_idx').on(table.status, table.nextAttemptAt)],
);

/** Rate-limit counters shared by every server process on one PostgreSQL (when no Redis is set). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
