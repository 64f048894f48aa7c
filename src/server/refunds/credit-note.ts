import { and, eq } from 'drizzle-orm';
import {
  creditNoteContent,
  type DocumentContent,
  documentYear,
  invoiceContent,
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
    content: creditNoteContent(base, refund, { number: '', issuedAt, reason: refund.reason }),
  });
}
