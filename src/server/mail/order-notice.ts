import { addressLines } from '../../domain/address-format';
import type { OrderSummary } from '../../domain/checkout-schema';
import { formatDateWithWeekday } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { paths } from '../../domain/routes';
import { orderNumber, receiptTime } from '../../domain/withdrawal';
import { escapeHtml, mailButton, mailFrame, mailParagraphs } from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

// The shop hears of each paid order when it is paid, at its own address (the contact settings'
// e-mail, or SHOP_EMAIL until they are saved): a farm that packs twice a week should not have to
// keep the backoffice open to learn that someone bought.

export interface NoticeFacts {
  order: Pick<OrderSummary, 'orderId' | 'lines' | 'totals' | 'delivery'>;
  buyerName: string | null;
  email: string | null;
  phone: string | null;
  paidAt: Date;
}

function deliveryLines(delivery: OrderSummary['delivery']): string[] {
  if (delivery.method === 'shipping')
    return delivery.address
      ? ['Versand an:', ...addressLines(delivery.buyerName, delivery.address)]
      : ['Versand'];
  if (delivery.method === 'pickup')
    return [`Abholung am ${formatDateWithWeekday(delivery.date)} bei „${delivery.place.name}“`];
  return ['Nur Kursplätze: nichts zu versenden'];
}

const lineText = (line: OrderSummary['lines'][number]) => {
  const course = line.course
    ? ` (${[...line.course.dates.map(formatDateWithWeekday), line.course.attendee].filter(Boolean).join(', ')})`
    : '';
  return `${line.quantity} × ${line.title}${course}`;
};

export function renderOrderNotice(facts: NoticeFacts, shop: ShopContact): RenderedMail {
  const number = orderNumber(facts.order.orderId);
  const total = formatEuro(facts.order.totals.total);
  const subject = `Neue Bestellung ${number}: ${total}`;
  const who = facts.buyerName || facts.email || 'Jemand';
  const contact = [facts.email, facts.phone].filter(Boolean).join(' · ');
  const link = `${shop.publicUrl}${paths.adminOrder(facts.order.orderId)}`;
  const paragraphs = [
    `${who} hat am ${receiptTime(facts.paidAt)} bestellt und ${total} bezahlt.`,
    ...(contact ? [contact] : []),
    deliveryLines(facts.order.delivery).join('\n'),
    facts.order.lines.map(lineText).join('\n'),
  ];
  const action = 'Bestellung im Backoffice';
  const footer = 'Diese Nachricht schickt dein Hofladen.';
  const text = [...paragraphs, `${action}: ${link}`, footer].join('\n\n');
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: `${who}: ${total}`,
    body: mailParagraphs(paragraphs) + mailButton(link, action),
    footer,
  });
  return { subject, text, html };
}

/** One notice per order; an erasure of the buyer removes it with their other mails. */
export const orderNoticeKey = (orderId: string) => `order-notice:${orderId}`;

/** The notice's outbox row, queued in the payment's transaction beside the confirmation. */
export const orderNoticeMail = (facts: NoticeFacts, shop: ShopContact) => ({
  kind: 'order-notice',
  dedupeKey: orderNoticeKey(facts.order.orderId),
  orderId: facts.order.orderId,
  recipient: shop.shopEmail,
  ...renderOrderNotice(facts, shop),
});
