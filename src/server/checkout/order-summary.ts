import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderSummary } from '../../domain/checkout-schema';
import { daysOfDate } from '../../domain/course';
import type { OrderDelivery } from '../../domain/delivery-schema';
import { sum } from '../../domain/money';
import { taxBreakdown } from '../../domain/tax';
import { builtOnce } from '../db/built-once';
import type { Db, Tx } from '../db/client';
import { courseDates, issuedDocuments, orderItems, orders, pickupPlaces } from '../db/schema';
import { notFound } from '../errors';
import { lotsOfLineColumn } from '../stock/batch-stock';

// an order line as it was put in the cart, with its course date
const LINE_COLUMNS = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  title: orderItems.title,
  quantity: orderItems.quantity,
  unitCents: orderItems.unitPriceCents,
  taxRateBp: orderItems.taxRateBp,
  courseDateId: orderItems.courseDateId,
  attendee: orderItems.attendee,
  label: courseDates.label,
  startsOn: courseDates.startsOn,
  fixedDates: courseDates.fixedDates,
  time: courseDates.time,
};

const linesOfOrderIds = builtOnce(['orderIds'], (db, { orderIds }) =>
  db
    .select(LINE_COLUMNS)
    .from(orderItems)
    .leftJoin(courseDates, eq(orderItems.courseDateId, courseDates.id))
    // one text for any number of orders: an `in` list is a text of its own per length
    .where(sql`${orderItems.orderId} = any(${orderIds})`)
    .orderBy(asc(orderItems.id)),
);

/** The lines of these orders as they were put in the cart, each with its course date. */
export async function linesOfOrders(db: Db | Tx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return linesOfOrderIds(db, { orderIds: [...orderIds] });
}

const linesWithLotsOfOrderId = builtOnce(['orderId'], (db, { orderId }) =>
  db
    .select({ ...LINE_COLUMNS, lots: lotsOfLineColumn })
    .from(orderItems)
    .leftJoin(courseDates, eq(orderItems.courseDateId, courseDates.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id)),
);

/**
 * An order's lines with the lots each took: what its invoice states, read in the payment's
 * transaction in one statement rather than two.
 */
export const linesWithLotsOfOrder = (db: Db | Tx, orderId: string) =>
  linesWithLotsOfOrderId(db, { orderId });

export type OrderRow = typeof orders.$inferSelect;
export type OrderLine = Awaited<ReturnType<typeof linesOfOrders>>[number];
export type OrderLineWithLots = Awaited<ReturnType<typeof linesWithLotsOfOrder>>[number];

/** How the goods reach the buyer: their name and address, or the place and day they collect. */
async function deliveryOf(db: Db | Tx, order: OrderRow): Promise<OrderDelivery> {
  if (order.deliveryMethod === 'shipping')
    return { method: 'shipping', buyerName: order.buyerName, address: order.deliveryAddress };
  if (order.deliveryMethod === 'none' || !order.pickupPlaceId || !order.pickupDate)
    return { method: 'none' };
  const [place] = await db
    .select({
      id: pickupPlaces.id,
      name: pickupPlaces.name,
      street: pickupPlaces.street,
      postalCode: pickupPlaces.postalCode,
      town: pickupPlaces.town,
      description: pickupPlaces.description,
      openingHours: pickupPlaces.openingHours,
    })
    .from(pickupPlaces)
    .where(eq(pickupPlaces.id, order.pickupPlaceId));
  if (!place) return { method: 'none' };
  return {
    method: 'pickup',
    buyerName: order.buyerName,
    date: order.pickupDate,
    place: { ...place, openingHours: [...place.openingHours] },
  };
}

// looked up by every success page: built once per connection (db/built-once.ts)
const invoiceOfOrder = builtOnce(['orderId'], (db, { orderId }) =>
  db
    .select({ id: issuedDocuments.id })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, 'invoice'))),
);

/**
 * The shop's invoice, reached by the checkout session id the success page already holds (no
 * further secret in the summary); orders paid before keep the provider's link.
 */
async function invoiceUrlOf(
  db: Db | Tx,
  order: Pick<OrderRow, 'id' | 'paymentSessionId' | 'invoiceUrl' | 'paidAt'>,
  knownId: number | null | undefined,
): Promise<string | null> {
  // an invoice is issued when the payment arrives: an order never paid has none to look up
  if (!order.paidAt) return order.invoiceUrl;
  const invoiceId =
    knownId !== undefined
      ? knownId
      : ((await invoiceOfOrder(db, { orderId: order.id }))[0]?.id ?? null);
  return invoiceId !== null && order.paymentSessionId
    ? `/api/checkout/sessions/${encodeURIComponent(order.paymentSessionId)}/invoice.pdf`
    : order.invoiceUrl;
}

/** What the success page, the payment page and the confirmation e-mail show of an order. */
export async function loadOrderSummary(db: Db | Tx, orderId: string): Promise<OrderSummary> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Diese Bestellung gibt es nicht.');
  return summaryOfOrder(db, order);
}

/** What the caller of `summaryOfOrder` knows already, each one round trip fewer. */
export interface KnownOfOrder {
  lines?: OrderLine[];
  /** The id of the order's invoice, null when it has none. */
  invoiceId?: number | null;
  /** The payment's own transaction, whose invoice is written as it commits: none to look up. */
  beforeInvoice?: boolean;
}

/**
 * The summary of an order row the caller read already, and of its lines if it has them too: one
 * round trip fewer each on a busy page or payment.
 */
export async function summaryOfOrder(
  db: Db | Tx,
  order: OrderRow,
  known: KnownOfOrder = {},
): Promise<OrderSummary> {
  const lines = known.lines ?? (await linesOfOrders(db, [order.id]));
  // from the lines' own tax snapshot, so older orders show the tax they really carried too
  const taxes = taxBreakdown(
    lines.map((line) => ({ ...line, isCourse: line.courseDateId !== null })),
    order.shippingCents,
    order.discountCents,
  );
  return {
    orderId: order.id,
    status: order.status,
    lines: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      unitCents: line.unitCents,
      lineCents: line.unitCents * line.quantity,
      course:
        line.attendee && line.startsOn
          ? {
              label: line.label,
              dates: daysOfDate({ startsOn: line.startsOn, fixedDates: line.fixedDates }),
              time: line.time ?? '',
              attendee: `${line.attendee.firstName} ${line.attendee.lastName}`,
            }
          : null,
    })),
    totals: {
      subtotal: order.subtotalCents,
      vat: sum(taxes.map((rate) => rate.tax)),
      taxes,
      shipping: order.shippingCents,
      discount: order.discountCents,
      total: order.totalCents,
    },
    discountCode: order.discountCode,
    smallBusiness: order.smallBusiness,
    delivery: await deliveryOf(db, order),
    invoiceUrl: known.beforeInvoice
      ? order.invoiceUrl
      : await invoiceUrlOf(db, order, known.invoiceId),
    receiptUrl: order.receiptUrl,
    transactionId: order.status === 'paid' ? order.paymentIntentId : null,
    calendarUrl:
      order.status === 'paid' && order.paymentSessionId && lines.some((line) => line.courseDateId)
        ? `/api/checkout/sessions/${encodeURIComponent(order.paymentSessionId)}/calendar.ics`
        : null,
  };
}

// read for the payment page, pay and the success page of every order, outside a transaction:
// built once per connection (db/built-once.ts); a name of its own made it a prepared statement
// even where DATABASE_URL says prepare=false
const orderOfSession = builtOnce(['sessionId'], (db, { sessionId }) =>
  db.select().from(orders).where(eq(orders.paymentSessionId, sessionId)),
);

/** The whole order a payment session belongs to. */
export async function orderForSession(db: Db, sessionId: string): Promise<OrderRow> {
  const [order] = await orderOfSession(db, { sessionId });
  if (!order) throw notFound('Diese Zahlung gibt es nicht.');
  return order;
}

// the payment page, the success page and the receipt show the order of a session with its lines
// and its invoice: one round trip instead of three (docs/decisions/037-performance.md)
const orderWithLinesOfSession = builtOnce(['sessionId'], (db, { sessionId }) =>
  db
    .select({
      order: orders,
      line: LINE_COLUMNS,
      invoiceId: sql<number | null>`(select ${issuedDocuments.id} from ${issuedDocuments}
        where ${issuedDocuments.orderId} = ${orders.id} and ${issuedDocuments.kind} = 'invoice'
        limit 1)`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(courseDates, eq(orderItems.courseDateId, courseDates.id))
    .where(eq(orders.paymentSessionId, sessionId))
    .orderBy(asc(orderItems.id)),
);

/** The order a payment session belongs to, with what its summary needs besides the row. */
export async function orderWithLinesForSession(
  db: Db,
  sessionId: string,
): Promise<{ order: OrderRow; known: KnownOfOrder }> {
  const rows = await orderWithLinesOfSession(db, { sessionId });
  const [first] = rows;
  if (!first) throw notFound('Diese Zahlung gibt es nicht.');
  return {
    order: first.order,
    known: {
      // an order without lines has one row, its line all null (the left join)
      lines: rows.flatMap(({ line }) => (line.id === null ? [] : [line as OrderLine])),
      invoiceId: first.invoiceId,
    },
  };
}

/** The summary of a payment session's order, read in one statement. */
export async function summaryForSession(db: Db, sessionId: string): Promise<OrderSummary> {
  const { order, known } = await orderWithLinesForSession(db, sessionId);
  return summaryOfOrder(db, order, known);
}
