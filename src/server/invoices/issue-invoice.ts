import { eq } from 'drizzle-orm';
import { daysOfDate } from '../../domain/course';
import { documentYear, type InvoiceFacts, invoiceContent } from '../../domain/invoice-content';
import {
  linesWithLotsOfOrder,
  type OrderLineWithLots,
  type OrderRow,
} from '../checkout/order-summary';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { confirmationKey } from '../mail/order-confirmation-mail';
import { issueDocumentAtCommit } from './document-numbers';
import { invoicingInputs } from './invoicing-settings';

// before staff enter the contact data the invoice names the shop as the storefront does
export const SHOP_NAME = 'Hofladen';

/** A paid order's row and lines, as the transaction that settled the payment read them. */
export interface PaidOrder {
  order: OrderRow;
  lines: OrderLineWithLots[];
}

/** The paid order as its invoice states it; read here unless the caller has it already. */
export async function invoiceFacts(
  tx: Tx,
  orderId: string,
  known?: PaidOrder,
): Promise<InvoiceFacts | null> {
  const [order] = known
    ? [known.order]
    : await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paidAt) return null;
  const lines = known?.lines ?? (await linesWithLotsOfOrder(tx, orderId));
  return {
    orderId,
    paidAt: order.paidAt,
    buyerName: order.buyerName,
    email: order.customerEmail,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    delivery: order.deliveryMethod,
    pickupDate: order.pickupDate,
    smallBusiness: order.smallBusiness,
    lines: lines.map((line) => ({
      id: line.id,
      title: line.title,
      quantity: line.quantity,
      unitCents: line.unitCents,
      taxRateBp: line.taxRateBp,
      isCourse: line.courseDateId !== null,
      serviceDays: line.startsOn
        ? daysOfDate({ startsOn: line.startsOn, fixedDates: line.fixedDates ?? [] })
        : [],
      lots: line.lots,
    })),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
  };
}

/**
 * Issues the invoice of an order that has just been paid, in the transaction that settles the
 * payment (docs/decisions/029-invoices-and-refunds.md), attached to the order's confirmation mail
 * if there is one: numbered and written as the transaction commits (document-numbers.ts). Call it
 * once per order — the settling state guard sees to it. An order not found or not paid has
 * none.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: string,
  issuedAt: Date,
  known?: PaidOrder,
): Promise<void> {
  const facts = await invoiceFacts(tx, orderId, known);
  if (!facts) return;
  const { invoicing, contact } = await invoicingInputs(tx);
  const year = documentYear(issuedAt);
  await issueDocumentAtCommit(tx, {
    kind: 'invoice',
    format: invoicing.invoiceNumberFormat,
    year,
    orderId,
    issuedAt,
    content: invoiceContent(facts, {
      number: '',
      issuedAt,
      rules: invoicing,
      contact,
      shopName: SHOP_NAME,
    }),
    attachToMail: confirmationKey(orderId),
  });
}
