import { eq } from 'drizzle-orm';
import type { DocumentContent } from '../../domain/invoice-content';
import { formatEuro } from '../../domain/money';
import { paths } from '../../domain/routes';
import type { Tx } from '../db/client';
import { orders, outbox } from '../db/schema';
import {
  documentGreeting,
  escapeHtml,
  mailButton,
  mailFrame,
  mailParagraphs,
  questionsFooter,
} from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

// A refund the bank sent back after it had gone through (docs/shop/refunds.md): the customer was
// told the money is on its way, and the shop holds it again. Both learn of it at once — the
// customer with the cancellation attached, the shop with the way to the order.

type Cancellation = { id: number; content: DocumentContent };

export function renderReturnedRefundMail(note: DocumentContent, shop: ShopContact): RenderedMail {
  const amount = formatEuro(note.totalCents);
  const subject = `Deine Erstattung zur Bestellung ${note.orderNumber} ist zurückgekommen`;
  const paragraphs = [
    documentGreeting(note.buyer),
    `die Erstattung über ${amount} (Gutschrift ${note.refersTo?.number ?? ''}) hat deine Bank nicht angenommen und an uns zurückgeschickt. Das Geld liegt also wieder bei uns – auf deinem Konto kommt davon nichts an.`,
    'Wir melden uns bei dir, um es dir auf einem Weg zurückzugeben, der ankommt. Du musst nichts weiter tun; wenn sich deine Karte oder dein Konto geändert hat, schreib es uns gern.',
    `Die Stornierung ${note.number} der Gutschrift liegt dieser E-Mail als PDF bei.`,
  ];
  const text = [...paragraphs, `Fragen? Schreib uns an ${shop.shopEmail}.`, 'Dein Hofladen'].join(
    '\n\n',
  );
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: `${amount} zurückgekommen`,
    body: mailParagraphs(paragraphs),
    footer: questionsFooter(shop.shopEmail),
  });
  return { subject, text, html };
}

export function renderReturnedRefundNotice(
  note: DocumentContent,
  failure: string | null,
  orderUrl: string,
  customerTold: boolean,
): RenderedMail {
  const amount = formatEuro(note.totalCents);
  const subject = `Erstattung zurückgekommen: Bestellung ${note.orderNumber}, ${amount}`;
  const paragraphs = [
    `Die Erstattung über ${amount} zur Bestellung ${note.orderNumber} (Gutschrift ${note.refersTo?.number ?? ''}) hat die Bank zurückgeschickt${failure ? ` (${failure})` : ''}. Das Geld liegt wieder auf dem Konto des Shops; die Gutschrift ist mit ${note.number} storniert.${customerTold ? ' Die Kundin oder der Kunde hat davon eine E-Mail bekommen.' : ' Zur Bestellung ist keine E-Mail-Adresse bekannt: Bitte meldet euch auf anderem Weg.'}`,
    'Bitte erstattet den Betrag noch einmal über die Bestellung, sobald ihr geklärt habt, wohin.',
  ];
  const footer = 'Diese Nachricht schickt dein Hofladen.';
  const text = [...paragraphs, `Bestellung im Backoffice: ${orderUrl}`, footer].join('\n\n');
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: `${amount} zurückgekommen`,
    body: mailParagraphs(paragraphs) + mailButton(orderUrl, 'Bestellung im Backoffice'),
    footer,
  });
  return { subject, text, html };
}

/** Queued in the transaction that books the returned refund: once per cancellation. */
export async function enqueueReturnedRefundMails(
  tx: Tx,
  cancellation: Cancellation,
  orderId: string,
  failure: string | null,
  shop: ShopContact,
): Promise<void> {
  const [order] = await tx
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  const key = `returned-refund:${cancellation.content.number}`;
  const orderUrl = `${shop.publicUrl}${paths.adminOrder(orderId)}`;
  await tx
    .insert(outbox)
    .values([
      ...(order?.email
        ? [
            {
              kind: 'returned-refund',
              dedupeKey: key,
              orderId,
              recipient: order.email,
              attachmentDocumentId: cancellation.id,
              ...renderReturnedRefundMail(cancellation.content, shop),
            },
          ]
        : []),
      {
        kind: 'returned-refund-notice',
        dedupeKey: `${key}:shop`,
        orderId,
        recipient: shop.shopEmail,
        ...renderReturnedRefundNotice(
          cancellation.content,
          failure,
          orderUrl,
          Boolean(order?.email),
        ),
      },
    ])
    .onConflictDoNothing();
}
