import { mailColours as c, escapeHtml, mailFrame, serif } from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

// What the mails after the sale share (shipping notice, pickup notice, pickup reminder): the
// greeting, the goods in the parcel or bag, fact rows and the frame with the shop's signature.
// They are handed plain facts; mail knows nothing of how orders are stored.

export interface FulfilmentMailOrder {
  orderNumber: string;
  /** Null for orders paid before names were asked. */
  buyerName: string | null;
  /** The goods only: course places are neither shipped nor collected. */
  goods: { title: string; quantity: number }[];
  /** The customer's status page (docs/shop/after-the-sale.md#status-page). */
  statusPath: string | null;
}

const STATUS_INTRO = 'Den aktuellen Stand deiner Bestellung siehst du jederzeit hier:';

/** A label and its value as HTML, already escaped (a value may hold line breaks). */
export type Fact = [label: string, valueHtml: string];

export const hello = (order: FulfilmentMailOrder) =>
  order.buyerName ? `Hallo ${order.buyerName},` : 'Hallo,';

export const goodsText = (order: FulfilmentMailOrder) =>
  order.goods.map((line) => `${line.quantity} × ${line.title}`);

export function goodsHtml(order: FulfilmentMailOrder): string {
  const items = order.goods
    .map((line) => `<li style="margin:0 0 4px">${line.quantity} × ${escapeHtml(line.title)}</li>`)
    .join('');
  return `<ul style="margin:0 0 20px;padding-left:20px">${items}</ul>`;
}

export function factsHtml(facts: readonly Fact[]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${c.muted};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${value}</strong></td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;padding:12px 16px;background:${c.herbTint};border-left:3px solid ${c.herb};width:100%">${rows}</table>`;
}

export const heading = (text: string) =>
  `<h1 style="margin:0 0 12px;font-family:${serif};font-size:24px;line-height:1.25;color:${c.honeyDark}">${escapeHtml(text)}</h1>`;

export const subheading = (text: string) =>
  `<h2 style="margin:0 0 8px;font-family:${serif};font-size:17px;color:${c.honeyDark}">${escapeHtml(text)}</h2>`;

export const paragraph = (text: string) => `<p style="margin:0 0 14px">${escapeHtml(text)}</p>`;

/**
 * Plain text and HTML framed alike; the status page's link, then the closing line naming where
 * questions go.
 */
export function frame(
  mail: {
    subject: string;
    preview: string;
    text: string[];
    html: string;
    statusPath: string | null;
  },
  shop: ShopContact,
): RenderedMail {
  const email = escapeHtml(shop.shopEmail);
  const statusUrl = mail.statusPath ? `${shop.publicUrl}${mail.statusPath}` : null;
  const statusHtml = statusUrl
    ? `<p style="margin:0 0 14px">${escapeHtml(STATUS_INTRO)} <a href="${escapeHtml(statusUrl)}" style="color:${c.honeyDark};font-weight:bold">Bestellstatus ansehen</a></p>\n`
    : '';
  const footer = `<strong style="color:${c.ink}">Herzliche Grüße aus dem Hofladen</strong><br>Imkerei &amp; Kräuterhaus · <a href="mailto:${email}" style="color:${c.muted}">${email}</a>`;
  return {
    subject: mail.subject,
    html: mailFrame({
      title: escapeHtml(mail.subject),
      preview: mail.preview,
      body: `${mail.html}
${statusHtml}<p style="margin:0">Fragen? Schreib uns an <a href="mailto:${email}" style="color:${c.honeyDark};font-weight:bold">${email}</a> – wir helfen gern.</p>`,
      footer,
    }),
    text: [
      'Hofladen – Imkerei & Kräuterhaus',
      '',
      ...mail.text,
      '',
      ...(statusUrl ? [STATUS_INTRO, statusUrl, ''] : []),
      `Fragen? Schreib uns an ${shop.shopEmail}.`,
      '',
      'Herzliche Grüße aus dem Hofladen',
    ].join('\n'),
  };
}
