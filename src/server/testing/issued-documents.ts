import { randomUUID } from 'node:crypto';
import type { DocumentContent, DocumentKind } from '../../domain/invoice-content';
import { rateTotals } from '../../domain/tax';
import { orderNumber } from '../../domain/withdrawal';
import type { Db } from '../db/client';
import { issuedDocuments, orders, refunds } from '../db/schema';

// Invoices and credit notes written straight into the database, at a chosen instant, for the
// accounting export's tests: what they say is all the export reads.

export interface DocumentSpec {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  /** Gross per rate in basis points. */
  gross: Record<number, number>;
  buyer?: string;
  smallBusiness?: boolean;
  /** A credit note's invoice, a cancellation's credit note (its order is used). */
  refersTo?: { number: string; issuedAt: string; orderId: string };
  /** A cancellation's refund: the one of the credit note it cancels. */
  refundId?: string;
}

function contentOf(spec: DocumentSpec, orderId: string): DocumentContent {
  const taxes = Object.entries(spec.gross)
    .map(([rate, gross]) => rateTotals(Number(rate), gross))
    .sort((a, b) => b.rateBp - a.rateBp);
  const total = taxes.reduce((sum, rate) => sum + rate.gross, 0);
  return {
    kind: spec.kind,
    number: spec.number,
    issuedAt: spec.issuedAt,
    seller: {
      name: 'Imkerei Lindenblüte',
      owner: 'Greta Bienenstöck',
      addressLines: ['Feldweg 1', '14467 Potsdam'],
      email: 'hof@example.org',
      phone: '',
      taxNumber: '046/123/45678',
      vatId: '',
    },
    buyer: { name: spec.buyer ?? 'Erika Mustermann', addressLines: [], email: null },
    orderNumber: orderNumber(orderId),
    paidAt: spec.issuedAt,
    deliveryDate: null,
    lines: [],
    subtotalCents: total,
    shippingCents: 0,
    discountCents: 0,
    totalCents: total,
    taxes,
    smallBusiness: spec.smallBusiness ?? false,
    notes: [],
    refersTo: spec.refersTo
      ? { number: spec.refersTo.number, issuedAt: spec.refersTo.issuedAt }
      : null,
    reason: spec.kind === 'invoice' ? null : 'Glas zerbrochen',
  };
}

/** Writes the document (with its paid order, or its refund); returns its order and content. */
export async function issueTestDocument(db: Db, spec: DocumentSpec) {
  let orderId = spec.refersTo?.orderId;
  if (!orderId) {
    const [order] = await db
      .insert(orders)
      .values({
        status: 'paid',
        provider: 'stripe',
        paymentIntentId: `pi_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        subtotalCents: 0,
        vatCents: 0,
        shippingCents: 0,
        discountCents: 0,
        totalCents: 0,
        expiresAt: new Date(spec.issuedAt),
        paidAt: new Date(spec.issuedAt),
        deliveryMethod: 'shipping',
      })
      .returning({ id: orders.id });
    orderId = order?.id ?? '';
  }
  const content = contentOf(spec, orderId);
  let refundId = spec.refundId ?? null;
  if (spec.kind === 'credit_note') {
    const [refund] = await db
      .insert(refunds)
      .values({
        orderId,
        requestKey: randomUUID(),
        status: 'succeeded',
        amountCents: content.totalCents,
        lines: [],
        taxes: content.taxes,
        shippingCents: 0,
        restock: false,
        reason: 'Glas zerbrochen',
        providerRefundId: `re_${spec.number}`,
        requestedBy: 'Greta Bienenstöck',
      })
      .returning({ id: refunds.id });
    refundId = refund?.id ?? null;
  }
  await db.insert(issuedDocuments).values({
    kind: spec.kind,
    number: spec.number,
    orderId,
    refundId,
    issuedAt: new Date(spec.issuedAt),
    grossCents: content.totalCents,
    content,
  });
  return { orderId, content, refundId };
}
