import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BuyerDetails } from '../../domain/address-schema';
import type { OrderStatus } from '../../domain/checkout-schema';
import { newBuyerId } from '../../domain/ids';
import { STATE_WHEN_PAID } from '../../domain/order-lifecycle';
import { scheduleOrderReminders } from '../course-reminders/schedule';
import { builtOnce, setTo } from '../db/built-once';
import type { Db, Tx } from '../db/client';
import { buyers, courseBookings, orders, outbox } from '../db/schema';
import { schedulePickupReminder } from '../fulfilment/fulfilment-mails';
import { issueInvoice } from '../invoices/issue-invoice';
import { contractTerms } from '../legal/service';
import { enqueueOrderConfirmation } from '../mail/order-confirmation-mail';
import type { ShopContact } from '../mail/order-confirmation-template';
import { orderNoticeMail } from '../mail/order-notice';
import { linesWithLotsOfOrder, type OrderLine, summaryOfOrder } from './order-summary';
import { returnHoldings } from './return-holdings';

export interface PaymentDetails {
  paymentIntentId: string | null;
  /** Who paid and where the goods go, as the payment page collected them. */
  buyer: BuyerDetails | null;
  /** The payer's e-mail as the payment page collected it, if the cart had none. */
  customerEmail: string | null;
  invoiceUrl: string | null;
  receiptUrl: string | null;
}

export type FulfilResult = 'fulfilled' | 'already-paid' | 'not-pending' | 'unknown-order';

/** The update that makes a pending order paid, built once per connection (db/built-once.ts). */
const markPaidQuery = (withBuyer: boolean) =>
  builtOnce(
    [
      'orderId',
      'paidAt',
      'paymentIntentId',
      'invoiceUrl',
      'receiptUrl',
      'customerEmail',
      'buyerName',
      'deliveryAddress',
      'billingAddress',
      'phone',
    ],
    (db, values) =>
      db
        .update(orders)
        .set({
          status: 'paid',
          paidAt: setTo(orders.paidAt, values.paidAt),
          fulfilmentState: STATE_WHEN_PAID,
          paymentIntentId: setTo(orders.paymentIntentId, values.paymentIntentId),
          invoiceUrl: setTo(orders.invoiceUrl, values.invoiceUrl),
          receiptUrl: setTo(orders.receiptUrl, values.receiptUrl),
          customerEmail: sql`coalesce(${orders.customerEmail}, ${values.customerEmail})`,
          // without a buyer (a webhook before the payment page's) the columns stay as they are
          ...(withBuyer && {
            buyerName: setTo(orders.buyerName, values.buyerName),
            deliveryAddress: setTo(orders.deliveryAddress, values.deliveryAddress),
            billingAddress: setTo(orders.billingAddress, values.billingAddress),
            phone: setTo(orders.phone, values.phone),
          }),
        })
        .where(and(eq(orders.id, values.orderId), eq(orders.status, 'pending')))
        .returning(),
  );
const markPaid = markPaidQuery(false);
const markPaidWithBuyer = markPaidQuery(true);

/**
 * pending → paid, exactly once. The conditional UPDATE is the gate: of any number of concurrent
 * callers (webhook, success page, sweeper) one sees the pending row; the rest change nothing.
 */
export async function fulfilOrder(
  db: Db,
  orderId: string,
  payment: PaymentDetails,
  shop: ShopContact,
): Promise<FulfilResult> {
  const paidAt = new Date();
  return db.transaction(async (tx) => {
    const [paid] = await (payment.buyer ? markPaidWithBuyer : markPaid)(tx, {
      orderId,
      paidAt,
      paymentIntentId: payment.paymentIntentId,
      invoiceUrl: payment.invoiceUrl,
      receiptUrl: payment.receiptUrl,
      customerEmail: payment.customerEmail,
      buyerName: payment.buyer?.name ?? null,
      deliveryAddress: payment.buyer?.deliveryAddress ?? null,
      billingAddress: payment.buyer?.billingAddress ?? null,
      phone: payment.buyer?.phone ?? null,
    });
    if (!paid) return settledResult(tx, orderId, payment);

    // read once, with the invoice's lots, for the places, the mail and the invoice (each read
    // them itself before: five round trips of the payment's transaction instead of one)
    const lines = await linesWithLotsOfOrder(tx, orderId);
    await confirmCoursePlaces(tx, lines);
    if (lines.some((line) => line.courseDateId !== null)) await scheduleOrderReminders(tx, orderId);
    if (paid.deliveryMethod === 'pickup') await schedulePickupReminder(tx, orderId, shop, paidAt);
    const summary = await summaryOfOrder(tx, paid, { lines, beforeInvoice: true });
    if (paid.customerEmail)
      await enqueueOrderConfirmation(tx, {
        order: summary,
        hasCourseLines: lines.some((line) => line.courseDateId !== null),
        recipient: paid.customerEmail,
        shop,
        terms: await contractTerms(tx),
        paidAt,
        statusToken: paid.statusToken,
      });
    await tx.insert(outbox).values(
      orderNoticeMail(
        {
          order: summary,
          buyerName: paid.buyerName,
          email: paid.customerEmail,
          phone: paid.phone,
          paidAt,
        },
        shop,
      ),
    );
    // numbered as the transaction commits, attached to the confirmation queued above
    await issueInvoice(tx, orderId, paidAt, { order: paid, lines });
    return 'fulfilled';
  });
}

const buyerColumns = (buyer: BuyerDetails | null) =>
  buyer
    ? {
        buyerName: buyer.name,
        deliveryAddress: buyer.deliveryAddress,
        billingAddress: buyer.billingAddress,
        phone: buyer.phone,
      }
    : {};

async function settledResult(
  tx: Tx,
  orderId: string,
  payment: PaymentDetails,
): Promise<FulfilResult> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return 'unknown-order';
  if (order.status !== 'paid') return 'not-pending';
  // a later look at the session may bring the payment id, invoice or receipt the first lacked
  if (payment.paymentIntentId || payment.invoiceUrl || payment.receiptUrl) {
    await tx
      .update(orders)
      .set({
        paymentIntentId: sql`coalesce(${orders.paymentIntentId}, ${payment.paymentIntentId})`,
        invoiceUrl: sql`coalesce(${orders.invoiceUrl}, ${payment.invoiceUrl})`,
        receiptUrl: sql`coalesce(${orders.receiptUrl}, ${payment.receiptUrl})`,
      })
      .where(eq(orders.id, orderId));
  }
  // a webhook without the buyer may have come first: the later look brings them
  if (payment.buyer)
    await tx
      .update(orders)
      .set(buyerColumns(payment.buyer))
      .where(and(eq(orders.id, orderId), isNull(orders.buyerName)));
  return 'already-paid';
}

// docs/shop/courses.md#buyers: one buyer per booked attendee, its id on every place booked for them
async function confirmCoursePlaces(tx: Tx, lines: OrderLine[]): Promise<void> {
  for (const line of lines) {
    if (!line.attendee) continue;
    const buyerId = newBuyerId((n) => randomBytes(n));
    await tx.insert(buyers).values({ id: buyerId, ...line.attendee });
    await tx
      .update(courseBookings)
      .set({ status: 'confirmed', buyerId })
      .where(and(eq(courseBookings.orderItemId, line.id), eq(courseBookings.status, 'held')));
  }
}

/** How long a delayed payment (SEPA debit…) keeps its order before the provider is asked again. */
export const DELAYED_PAYMENT_RECHECK_MS = 24 * 60 * 60 * 1000;

/**
 * The customer completed the payment page with a delayed method: the order keeps its stock and
 * places until the provider reports success or failure (webhook), and the sweeper asks again a
 * day later instead of every round.
 */
export async function awaitDelayedPayment(db: Db, orderId: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ expiresAt: new Date(now.getTime() + DELAYED_PAYMENT_RECHECK_MS) })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** Gives back everything a pending order holds; again the status guard makes it happen once. */
export async function releaseOrder(
  db: Db,
  orderId: string,
  status: Exclude<OrderStatus, 'pending' | 'paid'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(orders)
      .set({ status, closedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (!released) return false;
    await returnHoldings(tx, orderId);
    return true;
  });
}
