import {
  type Fact,
  type FulfilmentMailOrder,
  factsHtml,
  frame,
  goodsHtml,
  goodsText,
  heading,
  hello,
  paragraph,
  subheading,
} from './fulfilment-mail-parts';
import { mailColours as c, escapeHtml } from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

export interface ShippingNotice extends FulfilmentMailOrder {
  carrier: string;
  trackingNumber: string;
  /** Null for a carrier the shop has no tracking page for. */
  trackingUrl: string | null;
  /** As the post writes it (domain/address-format.ts); null for orders paid before addresses were asked. */
  deliveryAddress: string[] | null;
}

/** "Versandbestätigung": the parcel is on its way, with the carrier's tracking link. */
export function renderShippingConfirmation(
  notice: ShippingNotice,
  shop: ShopContact,
): RenderedMail {
  const subject = `Deine Bestellung ${notice.orderNumber} ist unterwegs`;
  const intro = `gute Nachricht: Deine Bestellung ${notice.orderNumber} hat unseren Hof verlassen und ist auf dem Weg zu dir.`;
  const facts: Fact[] = [
    ['Versand mit', escapeHtml(notice.carrier)],
    ['Sendungsnummer', escapeHtml(notice.trackingNumber)],
  ];
  const link = notice.trackingUrl
    ? `<p style="margin:0 0 20px"><a href="${escapeHtml(notice.trackingUrl)}" style="display:inline-block;padding:10px 18px;background:${c.honey};border-radius:6px;color:${c.ink};font-weight:bold;text-decoration:none">Sendung verfolgen</a></p>`
    : '';
  const address = notice.deliveryAddress
    ? `${subheading('Lieferadresse')}<p style="margin:0 0 20px">${notice.deliveryAddress.map(escapeHtml).join('<br>')}</p>`
    : '';
  return frame(
    {
      subject,
      statusPath: notice.statusPath,
      preview: `${notice.carrier}, Sendungsnummer ${notice.trackingNumber}`,
      text: [
        hello(notice),
        '',
        intro,
        '',
        `Versand mit: ${notice.carrier}`,
        `Sendungsnummer: ${notice.trackingNumber}`,
        ...(notice.trackingUrl ? [`Sendung verfolgen: ${notice.trackingUrl}`] : []),
        '',
        'Im Paket:',
        ...goodsText(notice),
        ...(notice.deliveryAddress ? ['', 'Lieferadresse:', ...notice.deliveryAddress] : []),
        '',
        'Wir wünschen dir viel Freude damit!',
      ],
      html: `${heading('Dein Paket ist unterwegs')}
${paragraph(hello(notice))}
${paragraph(intro)}
${factsHtml(facts)}${link}
${subheading('Im Paket')}
${goodsHtml(notice)}${address}
${paragraph('Wir wünschen dir viel Freude damit!')}`,
    },
    shop,
  );
}
