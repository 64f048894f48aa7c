// Orders, their lines, the course places they hold and the buyers of course places.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingAddress, PostalAddress } from '../../../domain/address-schema';
import type { CarrierId } from '../../../domain/carriers';
import type { DeliveryMethod, FulfilmentState } from '../../../domain/order-states';
import { courseDates, products } from './catalog';
import { createdAt } from './columns';
import { pickupPlaces } from './fulfilment';

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
    // the browser's consent id (cookie): a data export finds the customer's consent records by it
    visitorId: uuid('visitor_id'),
    invoiceUrl: text('invoice_url'),
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // after the sale (issue 27): who gets the goods, how, and how far they are
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    buyerName: text('buyer_name'),
    deliveryAddress: jsonb('delivery_address').$type<PostalAddress>(),
    // the countries the charged shipping covers (its rate's group): the payment page offers these
    shippingCountries: jsonb('shipping_countries').$type<string[]>(),
    // null: the delivery address (or, for a pickup, none was given)
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    phone: text('phone'),
    pickupPlaceId: integer('pickup_place_id').references(() => pickupPlaces.id),
    pickupDate: date('pickup_date'),
    // null until paid; then changed by domain/order-lifecycle.ts alone
    fulfilmentState: text('fulfilment_state').$type<FulfilmentState>(),
    carrier: text('carrier').$type<CarrierId>(),
    // the carrier's name when staff chose "other"
    carrierName: text('carrier_name'),
    trackingNumber: text('tracking_number'),
    // a refund gave the shipping back (it goes back once, whole)
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    // optimistic locking of the state: two staff moving one order, one wins
    fulfilmentVersion: integer('fulfilment_version').notNull().default(1),
    fulfilmentChangedAt: timestamp('fulfilment_changed_at', { withTimezone: true }),
    // sold under § 19 UStG (the setting when the checkout priced it): its lines carry 0 % and its
    // invoice and credit notes say so, whatever the setting is when they are issued
    smallBusiness: boolean('small_business').notNull().default(false),
    // the customer's status page link: 244 random bits from PostgreSQL's strong generator
    statusToken: text('status_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (table) => [
    uniqueIndex('orders_payment_session_idx').on(table.paymentSessionId),
    // the rating link names the order by its payment id
    uniqueIndex('orders_payment_intent_idx').on(table.paymentIntentId),
    index('orders_status_expiry_idx').on(table.status, table.expiresAt),
    index('orders_client_status_idx').on(table.clientAddress, table.status),
    uniqueIndex('orders_status_token_idx').on(table.statusToken),
    // the backoffice's lists: by state and method, and a place's orders of a day
    index('orders_fulfilment_idx').on(table.fulfilmentState, table.deliveryMethod),
    index('orders_pickup_idx').on(table.pickupPlaceId, table.pickupDate),
    check(
      'orders_pickup_has_place',
      sql`${table.deliveryMethod} <> 'pickup' or (${table.pickupPlaceId} is not null and ${table.pickupDate} is not null)`,
    ),
    check(
      'orders_shipped_has_tracking',
      sql`${table.fulfilmentState} is distinct from 'shipped' or (${table.carrier} is not null and ${table.trackingNumber} is not null)`,
    ),
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
    // units (places) given back by refunds so far; never more than `quantity`
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    // what those refunds gave back of the line's worth: the next refund works from what is left,
    // so refunds that fail out of order never make the line's credit notes add up wrong
    refundedCents: integer('refunded_cents').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull(),
    courseDateId: integer('course_date_id').references(() => courseDates.id),
    attendee: jsonb('attendee').$type<{
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    }>(),
    // a course booking's own page, linked from the confirmation (docs/shop/courses.md#your-booking)
    manageToken: text('manage_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // whether a product was ever sold (delete or archive), and the foreign keys' checks when
    // staff delete a product or a course date, would otherwise read every line ever sold
    index('order_items_product_idx').on(table.productId),
    // a course date's lines: its reminders and its deletion; goods lines stay out of it
    index('order_items_course_date_idx')
      .on(table.courseDateId)
      .where(sql`${table.courseDateId} is not null`),
    uniqueIndex('order_items_manage_token_idx').on(table.manageToken),
    check(
      'order_items_refunded_within_quantity',
      sql`${table.refundedQuantity} between 0 and ${table.quantity}`,
    ),
  ],
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
    // staff tapped "anwesend" at check-in (docs/decisions/033-course-decisions-reminders-check-in.md)
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('course_bookings_date_status_idx').on(table.courseDateId, table.status),
    index('course_bookings_order_idx').on(table.orderId),
    // a line's places are looked up by the line: paying confirms them, refunds and the
    // attendee's own cancel give them back, the calendar counts them
    index('course_bookings_order_item_idx').on(table.orderItemId),
    // a buyer's places at check-in and in the backoffice's course list
    index('course_bookings_buyer_idx').on(table.buyerId).where(sql`${table.buyerId} is not null`),
  ],
);
