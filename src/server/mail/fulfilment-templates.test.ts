import { describe, expect, it } from 'vitest';
import { renderPickupReminder } from './pickup-mail-templates';
import { renderShippingConfirmation } from './shipping-confirmation-template';

const shop = { shopEmail: 'hallo@hofladen.example', publicUrl: 'https://hofladen.example' };
const order = {
  orderNumber: 'AB12CD34',
  buyerName: null,
  goods: [{ title: 'Honig <Frühtracht> & Co', quantity: 2 }],
  statusPath: `/bestellung/${'ab'.repeat(32)}`,
};

describe('the mails after the sale', () => {
  it('names another carrier and its number without a link, and greets without a name', () => {
    const mail = renderShippingConfirmation(
      {
        ...order,
        carrier: 'Kurier Huber',
        trackingNumber: 'LS 12/3',
        trackingUrl: null,
        deliveryAddress: ['Anna Groß', 'Lindenweg 4', '1010 Wien', 'ÖSTERREICH'],
      },
      shop,
    );
    expect(mail.text).toContain('Hallo,\n');
    expect(mail.text).toContain('Versand mit: Kurier Huber\nSendungsnummer: LS 12/3\n\nIm Paket:');
    expect(mail.text).toContain('Lieferadresse:\nAnna Groß\nLindenweg 4\n1010 Wien\nÖSTERREICH');
    expect(mail.text).toContain('Fragen? Schreib uns an hallo@hofladen.example.');
    expect(mail.html).not.toContain('Sendung verfolgen');
    // what staff and customers typed is text, never markup
    expect(mail.html).toContain('Honig &#60;Frühtracht&#62; &#38; Co');
    expect(mail.html).not.toContain('<Frühtracht>');
  });

  it('reminds the evening before with day, place and hours', () => {
    const mail = renderPickupReminder(
      {
        ...order,
        buyerName: 'Jürgen Müller',
        pickupDate: '2026-10-25',
        place: {
          name: 'Hofladen Sonnenwiese',
          address: 'Lindenweg 4, 14467 Potsdam',
          description: '',
          openingHours: ['Sonntag: 10:00–12:00 Uhr'],
        },
      },
      shop,
    );
    expect(mail.subject).toBe('Morgen abholen: deine Bestellung AB12CD34');
    expect(mail.text).toContain(
      'nur zur Erinnerung: Morgen, So., 25.10.2026, kannst du deine Bestellung AB12CD34 bei uns abholen.',
    );
    expect(mail.text).toContain('Öffnungszeiten:\n    Sonntag: 10:00–12:00 Uhr');
    expect(mail.html).toContain('Hallo Jürgen Müller,');
  });

  it('links the order’s status page in text and HTML', () => {
    const mail = renderShippingConfirmation(
      { ...order, carrier: 'DHL', trackingNumber: '1', trackingUrl: null, deliveryAddress: null },
      shop,
    );
    const url = `https://hofladen.example/bestellung/${'ab'.repeat(32)}`;
    expect(mail.text).toContain(
      `Den aktuellen Stand deiner Bestellung siehst du jederzeit hier:\n${url}\n`,
    );
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html).toContain('Bestellstatus ansehen</a>');
  });
});
