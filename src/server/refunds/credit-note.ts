import { and, eq } from 'drizzle-orm';
import {
  creditNoteCancellationContent,
  creditNoteContent,
  type DocumentContent,
  documentYear,
  invoiceContent,
  sellerOf,
} from '../../domain/invoice-content';
import type { Tx } from '../db/client';
import { issuedDocuments, type refunds } from '../db/schema';
import { issueNumberedDocument } from '../invoices/document-numbers';
import { invoicingInputs } from '../invoices/invoicing-settings';
import { invoiceFacts, SHOP_NAME } from '../invoices/issue-invoice';

type RefundRow = typeof refunds.$inferSelect;

/** The invoice a correction refers to; for an order paid before the shop issued invoices, its facts. */
async function invoiceOf(tx: Tx, orderId: string): Promise<DocumentContent | null> {
  const [invoice] = await tx
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, 'invoice')));
  return invoice?.content ?? null;
}

/**
 * Issues the credit note of a refund that has just succeeded, in the transaction that books it:
 * numbered from the credit notes' own counter, taken last.
 */
export async function issueCreditNote(
  tx: Tx,
  refund: RefundRow,
  issuedAt: Date,
): Promise<{ id: number; content: DocumentContent }> {
  const { invoicing, contact } = await invoicingInputs(tx);
  let base = await invoiceOf(tx, refund.orderId);
  if (!base) {
    const facts = await invoiceFacts(tx, refund.orderId);
    if (!facts) throw new Error(`refund ${refund.id} of an unpaid order`);
    base = invoiceContent(facts, {
      number: '',
      issuedAt,
      rules: invoicing,
      contact,
      shopName: SHOP_NAME,
    });
  }
  return issueNumberedDocument(tx, {
    kind: 'credit_note',
    format: invoicing.creditNoteNumberFormat,
    year: documentYear(issuedAt),
    orderId: refund.orderId,
    refundId: refund.id,
    issuedAt,
    content: creditNoteContent(base, refund, {
      number: '',
      issuedAt,
      reason: refund.reason,
      seller: sellerOf(contact, SHOP_NAME, invoicing),
    }),
  });
}

/**
 * Cancels the credit note of a refund the bank sent back ("Stornierung der Gutschrift"): the
 * credit note stays as issued, and this document, numbered after it, books its amounts back.
 * Null when the refund had no credit note (it gave nothing back).
 */
export async function cancelCreditNote(
  tx: Tx,
  refund: RefundRow,
  issuedAt: Date,
): Promise<{ id: number; content: DocumentContent } | null> {
  const [creditNote] = await tx
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.refundId, refund.id), eq(issuedDocuments.kind, 'credit_note')));
  if (!creditNote) return null;
  const content = creditNoteCancellationContent(creditNote.content, {
    issuedAt,
    // the bank's reason is a provider code (expired_or_canceled_card): staff see it on the order
    reason: 'Die Erstattung ist nicht angekommen: die Bank hat den Betrag zurückgeschickt.',
  });
  const [written] = await tx
    .insert(issuedDocuments)
    .values({
      kind: content.kind,
      number: content.number,
      orderId: refund.orderId,
      refundId: refund.id,
      issuedAt,
      grossCents: content.totalCents,
      content,
    })
    .returning({ id: issuedDocuments.id });
  if (!written) throw new Error(`cancellation of ${creditNote.content.number} not written`);
  return { id: written.id, content };
}
