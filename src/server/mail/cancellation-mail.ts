import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RefundLine } from '../../domain/refund-amounts';
import { paths } from '../../domain/routes';
import { orderNumber } from '../../domain/withdrawal';
import type { Tx } from '../db/client';
import { orderItems, orders, outbox } from '../db/schema';
import {
  escapeHtml,
  mailFrame,
  mailParagraphs,
  questionsFooter,
  textSignature,
} from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

// A customer learns of a refund from its credit note's mail. A cancellation that gives no money
// back (an order that cost nothing, a fee that keeps the whole price) issues no credit note, so
// this mail tells them what was cancelled (docs/shop/refunds.md#cancelling-without-money).

export interface CancellationFacts {
  orderNumber: string;
  buyerName: string | null;
  /** The order is cancelled as a whole, not only some of its lines. */
  wholeOrder: boolean;
  lines: { quantity: number; title: string }[];
  reason: string;
  /**
   * Why no money goes back: the order cost nothing, what was cancelled cost nothing, or what kept
   * its price — the order's discount, a course place's cancellation fee (only places have one), or
   * both — or the money went back before (a cancel after everything was refunded).
   */
  nothingBack: 'free-order' | 'free-lines' | 'discount' | 'fee' | 'discount-and-fee' | 'refunded';
  statusUrl: string;
}

const NOTHING_BACK: Record<CancellationFacts['nothingBack'], string> = {
  'free-order': 'Die Bestellung hat nichts gekostet, darum geht kein Geld zurück.',
  'free-lines': 'Das Stornierte hat nichts gekostet, darum geht kein Geld zurück.',
  discount: 'Nach dem Rabatt bleibt davon nichts zu erstatten, darum geht kein Geld zurück.',
  fee: 'Nach der Stornogebühr bleibt davon nichts zu erstatten, darum geht kein Geld zurück.',
  'discount-and-fee':
    'Nach Rabatt und Stornogebühr bleibt davon nichts zu erstatten, darum geht kein Geld zurück.',
  refunded: 'Das Geld dafür haben wir dir schon erstattet, darum geht kein weiteres zurück.',
};

export function renderCancellationMail(facts: CancellationFacts, shop: ShopContact): RenderedMail {
  const subject = facts.wholeOrder
    ? `Deine Bestellung ${facts.orderNumber} ist storniert`
    : `Stornierung zu deiner Bestellung ${facts.orderNumber}`;
  const greeting = facts.buyerName ? `Hallo ${facts.buyerName},` : 'Hallo,';
  const intro = facts.wholeOrder
    ? `wir haben deine Bestellung ${facts.orderNumber} storniert:`
    : `aus deiner Bestellung ${facts.orderNumber} haben wir Folgendes storniert:`;
  const lines = facts.lines.map((line) => `${line.quantity} × ${line.title}`);
  const after = [`Grund: ${facts.reason}`, NOTHING_BACK[facts.nothingBack]];
  const text = [
    greeting,
    '',
    intro,
    ...lines,
    '',
    ...after.flatMap((sentence) => [sentence, '']),
    `Deine Bestellung: ${facts.statusUrl}`,
    '',
    ...textSignature(shop.shopEmail),
  ].join('\n');
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: facts.wholeOrder ? 'Bestellung storniert' : 'Stornierung',
    body: [
      mailParagraphs([greeting, intro]),
      `<ul style="margin:0 0 12px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      mailParagraphs(after),
      `<p style="margin:0"><a href="${escapeHtml(facts.statusUrl)}" style="color:#8a5a00">Deine Bestellung ansehen</a></p>`,
    ].join('\n'),
    footer: questionsFooter(shop.shopEmail),
  });
  return { subject, html, text };
}

/**
 * Queued in the transaction that books a refund of 0 that gave something back. A course place of
 * a date the shop called off is left out when the date's own mail about it went to this same
 * address; not when it went to an attendee other than the buyer, nor when staff cancelled the
 * order before the date's bookings were settled (its mail then never comes).
 */
const keptBy = (discounted: boolean, places: boolean): CancellationFacts['nothingBack'] => {
  if (places) return discounted ? 'discount-and-fee' : 'fee';
  return discounted ? 'discount' : 'refunded';
};

export async function enqueueCancellationMail(
  tx: Tx,
  refund: {
    id: string;
    orderId: string;
    lines: readonly RefundLine[];
    reason: string;
    cancelsOrder: boolean;
  },
  shop: ShopContact,
): Promise<void> {
  if (refund.lines.length === 0) return;
  const [order] = await tx
    .select({
      email: orders.customerEmail,
      buyerName: orders.buyerName,
      token: orders.statusToken,
      totalCents: orders.totalCents,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (!order?.email) return;
  const items = await tx
    .select({
      id: orderItems.id,
      title: orderItems.title,
      unitCents: orderItems.unitPriceCents,
      isCourse: sql<boolean>`${orderItems.courseDateId} is not null`,
      dateMail: outbox.id,
    })
    .from(orderItems)
    .leftJoin(
      outbox,
      and(
        // the key cancel-date.ts gives the date's mail about this line
        eq(
          outbox.dedupeKey,
          sql`'course-date-cancelled:' || ${orderItems.courseDateId} || ':item:' || ${orderItems.id}`,
        ),
        eq(sql`lower(${outbox.recipient})`, order.email.toLowerCase()),
      ),
    )
    .where(
      inArray(
        orderItems.id,
        refund.lines.map((line) => line.itemId),
      ),
    );
  const byId = new Map(items.map((item) => [item.id, item]));
  const told = refund.lines.flatMap((line) => {
    const item = byId.get(line.itemId);
    return item && item.dateMail === null ? [{ ...item, quantity: line.quantity }] : [];
  });
  if (told.length === 0) return;
  const lines = told.map((item) => ({ quantity: item.quantity, title: item.title }));
  const facts: CancellationFacts = {
    orderNumber: orderNumber(refund.orderId),
    buyerName: order.buyerName,
    wholeOrder: refund.cancelsOrder,
    lines,
    reason: refund.reason,
    nothingBack:
      order.totalCents === 0
        ? 'free-order'
        : told.every((item) => item.unitCents === 0)
          ? 'free-lines'
          : keptBy(
              order.discountCents > 0,
              told.some((item) => item.isCourse),
            ),
    statusUrl: `${shop.publicUrl}${paths.orderStatus(order.token)}`,
  };
  await tx
    .insert(outbox)
    .values({
      kind: 'cancellation',
      dedupeKey: `cancellation:${refund.id}`,
      orderId: refund.orderId,
      recipient: order.email,
      ...renderCancellationMail(facts, shop),
    })
    .onConflictDoNothing();
}
