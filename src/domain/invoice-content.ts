import { addressLines } from './address-format';
import type { BillingAddress, PostalAddress } from './address-schema';
import type { LineLot } from './batches';
import { berlinDay } from './berlin-time';
import { formatDate } from './dates';
import type { DeliveryMethod } from './order-states';
import type { RefundAmounts } from './refund-amounts';
import { type RateTotals, rateTotals, SMALL_BUSINESS_NOTE, taxBreakdown } from './tax';
import { orderNumber } from './withdrawal';

// What an invoice or credit note says (§ 14 (4) UStG), frozen when it is issued: the PDF, the
// mail and the accounting export are all made from this, never from the order as it is later
// (docs/decisions/029-invoices-and-refunds.md).

/**
 * A credit note whose refund the bank sent back is cancelled by a document of its own
 * (docs/decisions/029-invoices-and-refunds.md): an issued document is never changed.
 */
export type DocumentKind = 'invoice' | 'credit_note' | 'credit_note_cancellation';
/** The kinds numbered from a running counter with a format staff choose. */
export type CountedKind = Exclude<DocumentKind, 'credit_note_cancellation'>;

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  invoice: 'Rechnung',
  credit_note: 'Gutschrift (Rechnungskorrektur)',
  credit_note_cancellation: 'Stornierung der Gutschrift',
};

export interface DocumentSeller {
  name: string;
  owner: string;
  addressLines: string[];
  email: string;
  phone: string;
  taxNumber: string;
  vatId: string;
}

export interface DocumentLine {
  /** The order line it stems from. */
  itemId: number;
  title: string;
  quantity: number;
  unitCents: number;
  grossCents: number;
  rateBp: number;
  /** "Kurstermin: 17.04.2027" for a course: the date of the service (§ 14 (4) Nr. 6). */
  serviceDate: string | null;
  /**
   * The lots the line's units came from, for tracing (docs/shop/stock.md#batches); empty for
   * goods from plain stock and for courses. Absent on documents issued before invoices named
   * lots: an issued document is never rewritten.
   */
  lots?: LineLot[];
}

export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  /** ISO instant; the document date is its Berlin calendar day. */
  issuedAt: string;
  seller: DocumentSeller;
  buyer: { name: string; addressLines: string[]; email: string | null };
  orderNumber: string;
  /** ISO instant of the payment. */
  paidAt: string;
  /** The date of delivery for the goods, as printed. */
  deliveryDate: string | null;
  lines: DocumentLine[];
  /** Gross amounts in cents; a credit note's are what goes back. */
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  /** A credit note's cancellation fee kept (a course place cancelled by its link); absent before. */
  feeCents?: number;
  totalCents: number;
  /** Net, tax and gross per rate, highest first; one 0 % row for a small business. */
  taxes: RateTotals[];
  /** § 19 UStG: no VAT is charged or shown. */
  smallBusiness: boolean;
  /** The legal notes printed under the totals (tax-free reason, § 19 note). */
  notes: string[];
  /** A credit note's invoice. */
  refersTo: { number: string; issuedAt: string } | null;
  reason: string | null;
}

export interface InvoicingRules {
  taxNumber: string;
  /** Printed under the totals when a line is free of VAT (the honey class's reason). */
  taxFreeNote: string;
}

/** The order as an invoice needs it, read in the transaction that settles the payment. */
export interface InvoiceFacts {
  orderId: string;
  paidAt: Date;
  buyerName: string | null;
  email: string | null;
  deliveryAddress: PostalAddress | null;
  billingAddress: BillingAddress | null;
  delivery: DeliveryMethod;
  pickupDate: string | null;
  /**
   * Sold under § 19 UStG (the order's own flag, set when it was priced): the invoice and its
   * credit notes show no VAT, whatever the setting is when they are issued.
   */
  smallBusiness: boolean;
  lines: {
    id: number;
    title: string;
    quantity: number;
    unitCents: number;
    taxRateBp: number;
    isCourse: boolean;
    /** The course date's days (yyyy-mm-dd), empty for goods. */
    serviceDays: string[];
    /** The lots the line took (order_item_batches), empty when none. */
    lots: LineLot[];
  }[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
}

export interface SellerFacts {
  business: string;
  owner: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  vatId: string;
}

export function sellerOf(
  contact: SellerFacts | null,
  shopName: string,
  rules: InvoicingRules,
): DocumentSeller {
  return {
    name: contact?.business || shopName,
    owner: contact?.owner ?? '',
    addressLines: contact ? [contact.street, `${contact.postalCode} ${contact.city}`] : [],
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    taxNumber: rules.taxNumber,
    vatId: contact?.vatId ?? '',
  };
}

function buyerOf(facts: InvoiceFacts): DocumentContent['buyer'] {
  const name = facts.billingAddress?.name ?? facts.buyerName ?? facts.email ?? '';
  const address = facts.billingAddress ?? facts.deliveryAddress;
  return {
    name,
    addressLines: address ? addressLines(null, address) : [],
    email: facts.email,
  };
}

const serviceDate = (days: readonly string[]) =>
  days.length === 0
    ? null
    : `${days.length === 1 ? 'Kurstermin' : 'Kurstermine'}: ${days.map(formatDate).join(', ')}`;

const SAME_AS_INVOICE_DATE = 'Lieferdatum: entspricht dem Rechnungsdatum';

function deliveryDate(facts: InvoiceFacts): string | null {
  if (!facts.lines.some((line) => !line.isCourse)) return null;
  if (facts.delivery === 'pickup' && facts.pickupDate)
    return `Lieferdatum: ${formatDate(facts.pickupDate)} (Abholung)`;
  return SAME_AS_INVOICE_DATE;
}

/**
 * A credit note's date of supply is the invoice's (§ 14 (4) Nr. 6 UStG): spelled out, since
 * "the document's date" would now be the credit note's; none when only course places, each with
 * its own dates, are given back.
 */
function creditedDeliveryDate(
  invoice: DocumentContent,
  lines: readonly { serviceDate: string | null }[],
): string | null {
  if (lines.length > 0 && lines.every((line) => line.serviceDate !== null)) return null;
  return invoice.deliveryDate === SAME_AS_INVOICE_DATE
    ? `Lieferdatum: ${documentDate(invoice)}`
    : invoice.deliveryDate;
}

/** The notes under the totals: § 19 for a small business, else the tax-free reason if needed. */
function notesFor(
  smallBusiness: boolean,
  rules: InvoicingRules,
  taxes: readonly RateTotals[],
): string[] {
  if (smallBusiness) return [SMALL_BUSINESS_NOTE];
  return taxes.some((rate) => rate.rateBp === 0 && rate.gross > 0) && rules.taxFreeNote
    ? [rules.taxFreeNote]
    : [];
}

// a small business charges no VAT: the whole amount is one untaxed row
const asCharged = (smallBusiness: boolean, taxes: RateTotals[], total: number) =>
  smallBusiness ? [rateTotals(0, total)] : taxes;

export interface IssueFacts {
  number: string;
  issuedAt: Date;
  rules: InvoicingRules;
  contact: SellerFacts | null;
  shopName: string;
}

export function invoiceContent(facts: InvoiceFacts, issue: IssueFacts): DocumentContent {
  const taxes = asCharged(
    facts.smallBusiness,
    taxBreakdown(
      facts.lines.map((line) => ({ ...line })),
      facts.shippingCents,
      facts.discountCents,
    ),
    facts.totalCents,
  );
  return {
    kind: 'invoice',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    seller: sellerOf(issue.contact, issue.shopName, issue.rules),
    buyer: buyerOf(facts),
    orderNumber: orderNumber(facts.orderId),
    paidAt: facts.paidAt.toISOString(),
    deliveryDate: deliveryDate(facts),
    lines: facts.lines.map((line) => ({
      itemId: line.id,
      title: line.title,
      quantity: line.quantity,
      unitCents: line.unitCents,
      grossCents: line.unitCents * line.quantity,
      rateBp: facts.smallBusiness ? 0 : line.taxRateBp,
      serviceDate: serviceDate(line.serviceDays),
      lots: line.lots,
    })),
    subtotalCents: facts.subtotalCents,
    shippingCents: facts.shippingCents,
    discountCents: facts.discountCents,
    totalCents: facts.totalCents,
    taxes,
    smallBusiness: facts.smallBusiness,
    notes: notesFor(facts.smallBusiness, issue.rules, taxes),
    refersTo: null,
    reason: null,
  };
}

/**
 * The credit note of a refund: the invoice's buyer (a correction refers to that document), the
 * seller as the settings name it now (a document states its issuer as it is when issued), the
 * lines given back with what each returns, what stays with the shop — the lines' discount and a
 * cancellation fee, each named — and the tax per rate given back.
 */
export function creditNoteContent(
  invoice: DocumentContent,
  refund: Pick<RefundAmounts, 'amountCents' | 'shippingCents' | 'lines' | 'taxes'> & {
    feeCents: number;
  },
  issue: { number: string; issuedAt: Date; reason: string; seller: DocumentSeller },
): DocumentContent {
  const lines = refund.lines.map((entry) => {
    const invoiced = invoice.lines.find((line) => line.itemId === entry.itemId);
    return {
      itemId: entry.itemId,
      title: invoiced?.title ?? '',
      quantity: entry.quantity,
      unitCents: invoiced?.unitCents ?? 0,
      grossCents: entry.grossCents,
      rateBp: invoiced?.rateBp ?? 0,
      serviceDate: invoiced?.serviceDate ?? null,
    };
  });
  const subtotal = lines.reduce((total, line) => total + line.unitCents * line.quantity, 0);
  const goodsBack = refund.amountCents - refund.shippingCents;
  return {
    ...invoice,
    kind: 'credit_note',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    seller: issue.seller,
    deliveryDate: creditedDeliveryDate(invoice, lines),
    lines,
    subtotalCents: subtotal,
    shippingCents: refund.shippingCents,
    // the discount these lines had on the invoice is not given back, nor is the fee
    discountCents: subtotal - goodsBack - refund.feeCents,
    ...(refund.feeCents > 0 ? { feeCents: refund.feeCents } : {}),
    totalCents: refund.amountCents,
    taxes: invoice.smallBusiness ? [rateTotals(0, refund.amountCents)] : refund.taxes,
    notes:
      invoice.smallBusiness || refund.taxes.some((rate) => rate.rateBp === 0) ? invoice.notes : [],
    // an order paid before the shop issued invoices has none to refer to
    refersTo: invoice.number ? { number: invoice.number, issuedAt: invoice.issuedAt } : null,
    reason: issue.reason,
  };
}

/**
 * A cancellation is numbered after the one credit note it cancels ("GS-2026-00007-S"): unique as
 * that number is — a credit note is cancelled at most once — with no counter or format of its
 * own; the settings refuse an invoice format that could give such a number.
 */
export const cancellationNumber = (creditNoteNumber: string) => `${creditNoteNumber}-S`;

/**
 * The cancellation of a credit note: the same lines, rates and amounts, now owed to the shop
 * again, referring to the credit note (a correction refers to the document it corrects).
 */
export function creditNoteCancellationContent(
  creditNote: DocumentContent,
  issue: { issuedAt: Date; reason: string },
): DocumentContent {
  return {
    ...creditNote,
    kind: 'credit_note_cancellation',
    number: cancellationNumber(creditNote.number),
    issuedAt: issue.issuedAt.toISOString(),
    refersTo: { number: creditNote.number, issuedAt: creditNote.issuedAt },
    reason: issue.reason,
  };
}

/** The document date as printed: the Berlin day it was issued. */
export const documentDate = (content: Pick<DocumentContent, 'issuedAt'>) =>
  formatDate(berlinDay(new Date(content.issuedAt)));

/** The year a document's running number belongs to: its Berlin calendar year. */
export const documentYear = (issuedAt: Date) => Number(berlinDay(issuedAt).slice(0, 4));

const FILE_NAMES: Record<DocumentKind, string> = {
  invoice: 'rechnung',
  credit_note: 'gutschrift',
  credit_note_cancellation: 'stornierung',
};

/** The document's file name: "rechnung-RE-2026-00042.pdf", "gutschrift-GS-2026-00001.pdf". */
export const documentFileName = (content: Pick<DocumentContent, 'kind' | 'number'>) =>
  `${FILE_NAMES[content.kind]}-${content.number}.pdf`;
