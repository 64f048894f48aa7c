import { eq } from 'drizzle-orm';
import type { DocumentContent } from '../../domain/invoice-content';
import { formatEuro } from '../../domain/money';
import { paths } from '../../domain/routes';
import type { Tx } from '../db/client';
import { orders, outbox } from '../db/schema';
import {
  documentGreeting,
  escapeHtml,
  mailFrame,
  mailParagraphs,
  questionsFooter,
  textSignature,
} from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

// The customer learns of every refund with its credit note attached (docs/shop/refunds.md#credit-notes).

export function renderCreditNoteMail(
  note: DocumentContent,
  shop: ShopContact,
  statusUrl: string | null,
): RenderedMail {
  const subject = `Gutschrift ${note.number} zu deiner Bestellung ${note.orderNumber}`;
  const amount = formatEuro(note.totalCents);
  const greeting = documentGreeting(note.buyer);
  const said = [
    `wir haben dir ${amount} erstattet. Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast; je nach Bank dauert es einige Tage, bis du es siehst.`,
    `Grund: ${note.reason ?? ''}`,
    note.refersTo
      ? `Die Gutschrift ${note.number} korrigiert die Rechnung ${note.refersTo.number} und liegt dieser E-Mail als PDF bei.`
      : `Die Gutschrift ${note.number} liegt dieser E-Mail als PDF bei.`,
  ];
  // a course place names its date: which booking the money is for
  const lines = note.lines.map(
    (line) =>
      `${line.quantity} × ${line.title}${line.serviceDate ? ` (${line.serviceDate})` : ''}: ${formatEuro(line.grossCents)}`,
  );
  if (note.shippingCents > 0) lines.push(`Versand: ${formatEuro(note.shippingCents)}`);
  const text = [
    greeting,
    '',
    ...said.flatMap((sentence) => [sentence, '']),
    ...lines,
    `Erstattet: ${amount}`,
    '',
    ...(statusUrl ? [`Deine Bestellung: ${statusUrl}`, ''] : []),
    ...textSignature(shop.shopEmail),
  ].join('\n');
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: `${amount} erstattet`,
    body: [
      mailParagraphs([greeting, ...said]),
      `<ul style="margin:0 0 12px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p style="margin:0 0 12px"><strong>Erstattet: ${escapeHtml(amount)}</strong></p>`,
      statusUrl
        ? `<p style="margin:0"><a href="${escapeHtml(statusUrl)}" style="color:#8a5a00">Deine Bestellung ansehen</a></p>`
        : '',
    ].join('\n'),
    footer: questionsFooter(shop.shopEmail),
  });
  return { subject, html, text };
}

/** Queued in the transaction that books the refund: one mail per credit note, the PDF attached. */
export async function enqueueCreditNoteMail(
  tx: Tx,
  creditNote: { id: number; content: DocumentContent },
  orderId: string,
  shop: ShopContact,
): Promise<void> {
  const [order] = await tx
    .select({ email: orders.customerEmail, token: orders.statusToken })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.email) return;
  const statusUrl = `${shop.publicUrl}${paths.orderStatus(order.token)}`;
  await tx
    .insert(outbox)
    .values({
      kind: 'credit-note',
      dedupeKey: `credit-note:${creditNote.content.number}`,
      orderId,
      recipient: order.email,
      attachmentDocumentId: creditNote.id,
      ...renderCreditNoteMail(creditNote.content, shop, statusUrl),
    })
    .onConflictDoNothing();
}
