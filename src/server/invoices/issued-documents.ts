import { and, eq, isNotNull } from 'drizzle-orm';
import type { DocumentContent } from '../../domain/invoice-content';
import type { Db } from '../db/client';
import { issuedDocuments, orders } from '../db/schema';

// Issued invoices and credit notes as their readers reach them: staff by order, the customer by
// the secrets they already hold — the checkout session id of the success page and the status
// token of the order's mails (docs/shop/after-the-sale.md#invoice). Unknown means null, so a
// guessed link learns nothing.

async function invoiceOf(db: Db, orderId: string): Promise<DocumentContent | null> {
  const [row] = await db
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, 'invoice')));
  return row?.content ?? null;
}

/** The invoice of the order paid through this checkout session. */
export async function invoiceOfSession(db: Db, sessionId: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentSessionId, sessionId));
  return order ? invoiceOf(db, order.id) : null;
}

/** The invoice of the paid order this status link names. */
export async function invoiceOfStatusToken(db: Db, token: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.statusToken, token), isNotNull(orders.paidAt)));
  return order ? invoiceOf(db, order.id) : null;
}

/** One of the order's documents by its number, for the backoffice. */
export async function documentOfOrder(db: Db, orderId: string, number: string) {
  const [row] = await db
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.number, number)));
  return row?.content ?? null;
}

/** A document by id: what the outbox attaches when it sends a mail. */
export async function documentById(db: Db, id: number) {
  const [row] = await db
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.id, id));
  return row?.content ?? null;
}
