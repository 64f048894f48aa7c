import { receiptTime } from '../../domain/withdrawal';
import { escapeHtml, mailFrame, questionsFooter, textSignature } from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

/** One confirmation per declaration: its outbox key. */
export const withdrawalConfirmationKey = (reference: string) =>
  `withdrawal-confirmation:${reference}`;

/** A withdrawal declaration as received, for its confirmation. */
export interface ReceivedWithdrawal {
  reference: string;
  name: string;
  email: string;
  orderReference: string;
  /** The sender's own order the reference named, if any: the backoffice lists the mail there. */
  orderId: string | null;
  receivedAt: Date;
}

/**
 * § 356a (4) BGB: the receipt on a durable medium, at once, with the declaration's content and
 * its date and time. It says nothing about whether the order exists or is the sender's.
 */
export function renderWithdrawalConfirmation(
  withdrawal: ReceivedWithdrawal,
  shop: ShopContact,
): RenderedMail {
  const received = receiptTime(withdrawal.receivedAt);
  const subject = `Eingangsbestätigung deines Widerrufs (${withdrawal.reference})`;
  const facts: [string, string][] = [
    ['Eingegangen am', received],
    ['Name', withdrawal.name],
    ['E-Mail', withdrawal.email],
    ['Bestellung', withdrawal.orderReference],
    ['Vorgangsnummer', withdrawal.reference],
  ];
  const text = [
    `Hallo ${withdrawal.name},`,
    '',
    'wir haben deine Erklärung erhalten, den Vertrag zu widerrufen:',
    '',
    'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.',
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Wir prüfen die Bestellung und melden uns zur Rückabwicklung. Bei Kursen zu einem festen',
    'Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht; auch dann antworten wir dir.',
    '',
    ...textSignature(shop.shopEmail),
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#7a6647">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('');
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: `Widerruf eingegangen am ${received}`,
    body: `<p style="margin:0 0 12px">Hallo ${escapeHtml(withdrawal.name)},</p>
<p style="margin:0 0 12px">wir haben deine Erklärung erhalten, den Vertrag zu widerrufen:</p>
<p style="margin:0 0 16px;font-style:italic">„Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.“</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${rows}</table>
<p style="margin:0">Wir prüfen die Bestellung und melden uns zur Rückabwicklung. Bei Kursen zu einem festen Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht; auch dann antworten wir dir.</p>`,
    footer: questionsFooter(shop.shopEmail),
  });
  return { subject, html, text };
}

/** The receipt's outbox row: queued in the declaration's transaction, stored and confirmed together. */
export const withdrawalConfirmationMail = (withdrawal: ReceivedWithdrawal, shop: ShopContact) => ({
  kind: 'withdrawal-confirmation',
  dedupeKey: withdrawalConfirmationKey(withdrawal.reference),
  orderId: withdrawal.orderId,
  recipient: withdrawal.email,
  ...renderWithdrawalConfirmation(withdrawal, shop),
});
