import { formatDate } from '../../domain/dates';
import { paths } from '../../domain/routes';
import { orderNumber, receiptTime, refundDeadline } from '../../domain/withdrawal';
import { escapeHtml, mailButton, mailFrame, mailParagraphs } from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';
import type { ReceivedWithdrawal } from './withdrawal-confirmation';

// The shop learns of a withdrawal when it arrives, not when somebody next opens the order: the
// 14 days to refund (§ 357 BGB) run from the declaration's receipt.

export function renderWithdrawalNotice(
  withdrawal: ReceivedWithdrawal,
  shop: ShopContact,
): RenderedMail {
  const deadline = formatDate(refundDeadline(withdrawal.receivedAt));
  const number = withdrawal.orderId ? orderNumber(withdrawal.orderId) : null;
  const subject = number
    ? `Widerruf eingegangen: Bestellung ${number} (${withdrawal.reference})`
    : `Widerruf eingegangen: keiner Bestellung zugeordnet (${withdrawal.reference})`;
  const link = withdrawal.orderId
    ? `${shop.publicUrl}${paths.adminOrder(withdrawal.orderId)}#widerrufe`
    : `${shop.publicUrl}/admin`;
  const paragraphs = [
    `${withdrawal.name} (${withdrawal.email}) hat am ${receiptTime(withdrawal.receivedAt)} den Vertrag widerrufen (${withdrawal.reference}).`,
    number
      ? `Die Erklärung nennt die Bestellung ${number}; sie gehört zu dieser E-Mail-Adresse.`
      : `Die Erklärung nennt „${withdrawal.orderReference}“ – das ist keine Bestellung dieser E-Mail-Adresse. Bitte sucht die Bestellung selbst heraus.`,
    `Erstattet wird spätestens 14 Tage nach Eingang, also bis ${deadline} (§ 357 BGB); bei Waren dürft ihr warten, bis sie zurück sind oder ihr Versand nachgewiesen ist. Bei Kursen zu einem festen Termin besteht kein Widerrufsrecht – dann in der Übersicht als erledigt markieren.`,
  ];
  const action = number ? 'Bestellung im Backoffice' : 'Zur Übersicht';
  const footer = 'Diese Nachricht schickt dein Hofladen.';
  const text = [...paragraphs, `${action}: ${link}`, footer].join('\n\n');
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: `Erstatten bis ${deadline}`,
    body: mailParagraphs(paragraphs) + mailButton(link, action),
    footer,
  });
  return { subject, text, html };
}

/** One notice per declaration; an erasure of the sender removes it with their other mails. */
export const withdrawalNoticeKey = (reference: string) => `withdrawal-notice:${reference}`;

/** The notice's outbox row: queued in the declaration's transaction, beside the receipt. */
export const withdrawalNoticeMail = (withdrawal: ReceivedWithdrawal, shop: ShopContact) => ({
  kind: 'withdrawal-notice',
  dedupeKey: withdrawalNoticeKey(withdrawal.reference),
  orderId: withdrawal.orderId,
  recipient: shop.shopEmail,
  ...renderWithdrawalNotice(withdrawal, shop),
});
