import { berlinDay } from './berlin-time';
import type { DocumentContent } from './invoice-content';

// An issued document as the accounting export reads it: the frozen content and the payment
// provider's reference (docs/decisions/031-accounting-export.md).

export interface ExportedDocument {
  content: DocumentContent;
  provider: 'stripe' | 'simulated';
  /** The provider's id of the payment (an invoice) or of the refund (a credit note, its cancellation). */
  providerReference: string | null;
}

/** The document date: its Berlin calendar day, yyyy-mm-dd. */
export const documentDay = (document: ExportedDocument) =>
  berlinDay(new Date(document.content.issuedAt));

/**
 * Invoices count up, credit notes down, a credit note's cancellation up again (its refund never
 * reached the customer): the sums of an export are the month's revenue.
 */
export const signOf = (document: ExportedDocument) =>
  document.content.kind === 'credit_note' ? -1 : 1;

/** The month a Berlin day belongs to, "2026-11". */
export const monthOfDay = (day: string) => day.slice(0, 7);
