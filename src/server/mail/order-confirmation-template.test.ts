import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import { renderOrderConfirmation } from './order-confirmation-template';

// the day the order was paid: its courses still lie ahead
const paidOn = { today: '2027-01-20' };

const order: OrderSummary = {
  orderId: '3f2a9c10-1b2c-4d5e-8f90-123456789abc',
  status: 'paid',
  lines: [
    {
      productId: 'p-akazienhonig',
      title: 'Akazienhonig',
      quantity: 2,
      unitCents: 890,
      lineCents: 1780,
      course: null,
    },
    {
      productId: 'c-bienenkurs',
      title: 'Schnupperkurs Imkern',
      quantity: 1,
      unitCents: 4500,
      lineCents: 4500,
      course: { label: null, dates: ['2027-03-13'], time: '10:00 - 13:00', attendee: 'Anna Imker' },
    },
    {
      productId: 'c-kraeuterkurs-im-jahreskreis',
      title: 'Kräuterkurs im Jahreskreis',
      quantity: 1,
      unitCents: 12000,
      lineCents: 12000,
      course: {
        label: 'Gruppe 1',
        dates: ['2027-04-10', '2027-06-12'],
        time: '14:00 - 17:00',
        attendee: 'Ben Kraut',
      },
    },
  ],
  totals: {
    subtotal: 18280,
    vat: 2638,
    taxes: [
      { rateBp: 1900, gross: 16602, net: 13964, tax: 2638 },
      { rateBp: 0, gross: 525, net: 525, tax: 0 },
    ],
    shipping: 675,
    discount: 1828,
    total: 17127,
  },
  discountCode: 'HONIG10',
  smallBusiness: false,
  delivery: {
    method: 'shipping',
    buyerName: 'Jürgen Müller',
    address: {
      street: 'Lindenweg 4',
      addressLine2: 'c/o Größl & Söhne',
      postalCode: '02826',
      town: 'Görlitz',
      country: 'DE',
    },
  },
  invoiceUrl: null,
  receiptUrl: null,
  calendarUrl: null,
  transactionId: 'pi_sim_Abc123Def456Ghi789Jkl012',
};

const shop = { shopEmail: 'hallo@hofladen.example', publicUrl: 'https://hofladen.example' };
const terms = [
  {
    title: 'Allgemeine Geschäftsbedingungen',
    markdown:
      '## Vertragsschluss\n\nMit „Bezahlen“ bestellst du **verbindlich**.\n\n- Honig\n- Kurse\n\nHof \\*Linde\\*',
    html: '<h2>Vertragsschluss</h2>\n<p>Mit „Bezahlen“ bestellst du verbindlich.</p>\n',
  },
  {
    title: 'Widerrufsbelehrung',
    markdown: 'Widerrufen geht über [Vertrag widerrufen](/vertrag-widerrufen).',
    html: '<p>Widerrufen geht über <a href="/vertrag-widerrufen">Vertrag widerrufen</a>.</p>\n',
  },
];

describe('order confirmation mail', () => {
  const mail = renderOrderConfirmation(order, shop, terms, paidOn);

  it('names the order in the subject', () => {
    expect(mail.subject).toBe('Deine Bestellung 3F2A9C10 im Hofladen');
  });

  it('lists every item with quantity, unit price and line total in text and HTML', () => {
    expect(mail.text).toContain(
      '2 × Akazienhonig\n   je 8,90 €, zusammen 17,80 €\n\n1 × Schnupperkurs',
    );
    expect(mail.text).toContain(
      '1 × Kräuterkurs im Jahreskreis\n   je 120,00 €, zusammen 120,00 €',
    );
    expect(mail.html).toContain('Akazienhonig</div>');
    expect(mail.html).toContain('2 × 8,90 €');
    expect(mail.html).toContain('17,80 €');
    expect(mail.html).toContain('120,00 €');
  });

  it('says where the parcel goes, or where and when the goods wait for a pickup', () => {
    expect(mail.text).toContain(
      'Lieferung an:\n   Jürgen Müller\n   Lindenweg 4\n   c/o Größl & Söhne\n   02826 Görlitz\n',
    );
    expect(mail.html).toContain(
      'Jürgen Müller<br>Lindenweg 4<br>c/o Größl &#38; Söhne<br>02826 Görlitz',
    );
    expect(mail.text).toContain('schicken sie dir in den nächsten Tagen');

    const pickup = renderOrderConfirmation(
      {
        ...order,
        delivery: {
          method: 'pickup',
          buyerName: 'Anna Groß',
          date: '2027-04-10',
          place: {
            id: 1,
            name: 'Wochenmarkt Potsdam',
            street: 'Bassinplatz 1',
            postalCode: '14467',
            town: 'Potsdam',
            description: 'Stand neben dem Brunnen',
            openingHours: [{ weekday: 6, opens: '08:00', closes: '13:00' }],
          },
        },
      },
      shop,
      terms,
      paidOn,
    );
    expect(pickup.text).toContain(
      'legen sie am Sa., 10.04.2027 bei „Wochenmarkt Potsdam“ für dich bereit.',
    );
    expect(pickup.text).toContain(
      'Abholung:\n   Sa., 10.04.2027\n   Wochenmarkt Potsdam\n   Bassinplatz 1, 14467 Potsdam\n   Stand neben dem Brunnen\n   Samstag: 8:00–13:00 Uhr\n',
    );
    expect(pickup.html).toContain('Abholung</div>');
    const courses = renderOrderConfirmation(
      { ...order, delivery: { method: 'none' } },
      shop,
      terms,
      paidOn,
    );
    expect(courses.text).not.toContain('Lieferung an');
    expect(courses.text).not.toContain('Abholung');
  });

  it('links the goods to their rating form with the payment id, the courses not before they took place', () => {
    const link = (id: string) =>
      `https://hofladen.example/produkt/${id}?transactionId=pi_sim_Abc123Def456Ghi789Jkl012`;
    expect(mail.text).toContain(link('p-akazienhonig'));
    expect(mail.html).toContain(`href="${link('p-akazienhonig')}"`);
    expect(mail.text).toContain('Jetzt bewerten – Akazienhonig: ');
    expect(mail.html.match(/>Jetzt bewerten</g)).toHaveLength(1);
    for (const id of ['c-bienenkurs', 'c-kraeuterkurs-im-jahreskreis']) {
      expect(mail.text).not.toContain(link(id));
      expect(mail.html).not.toContain(link(id));
    }
    // the one-day course is over, the series' second day is not
    const later = renderOrderConfirmation(order, shop, terms, { today: '2027-04-10' });
    expect(later.text).toContain(link('c-bienenkurs'));
    expect(later.text).not.toContain(link('c-kraeuterkurs-im-jahreskreis'));
    expect(later.html.match(/>Jetzt bewerten</g)).toHaveLength(2);
    const unpaid = renderOrderConfirmation({ ...order, transactionId: null }, shop, terms, paidOn);
    expect(unpaid.text).not.toContain('Jetzt bewerten');
  });

  it('shows subtotal, shipping, discount with its code, total and the contained VAT', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Zwischensumme');
      expect(body).toContain('182,80 €');
      expect(body).toContain('Verpackung &');
      expect(body).toContain('6,75 €');
      expect(body).toContain('Discount (HONIG10)');
      expect(body).toContain('-18,28 €');
      expect(body).toContain('Total');
      expect(body).toContain('171,27 €');
      expect(body).toContain('inkl. 19% Mehrwertsteuer');
      expect(body).toContain('26,38 €');
    }
    expect(mail.text).toContain('Total: 171,27 €');
  });

  it('names the VAT of each taxed rate on its own line', () => {
    const twoRates = renderOrderConfirmation(
      {
        ...order,
        totals: {
          ...order.totals,
          vat: 2738,
          taxes: [
            { rateBp: 1900, gross: 15072, net: 12666, tax: 2406 },
            { rateBp: 700, gross: 2055, net: 1921, tax: 134 },
          ],
        },
      },
      shop,
      terms,
      paidOn,
    );
    for (const body of [twoRates.text, twoRates.html]) {
      expect(body).toContain('inkl. 19% Mehrwertsteuer: 24,06 €');
      expect(body).toContain('inkl. 7% Mehrwertsteuer: 1,34 €');
    }
  });

  it('names no VAT for an order sold as a small business (§ 19 UStG), only the note', () => {
    const untaxed = { rateBp: 0, gross: 17127, net: 17127, tax: 0 };
    const sold = renderOrderConfirmation(
      { ...order, smallBusiness: true, totals: { ...order.totals, vat: 0, taxes: [untaxed] } },
      shop,
      terms,
      paidOn,
    );
    for (const body of [sold.text, sold.html]) {
      expect(body).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
      expect(body).not.toMatch(/Mehrwertsteuer|MwSt/);
    }
    expect(sold.html).toContain('als Kleinunternehmer berechnen wir keine Umsatzsteuer');
    expect(mail.html).toContain('Alle Preise inkl. MwSt.');
  });

  it('leaves the discount out when there is none', () => {
    const plain = renderOrderConfirmation(
      { ...order, discountCode: null, totals: { ...order.totals, discount: 0, total: 18955 } },
      shop,
      terms,
      paidOn,
    );
    expect(plain.text).not.toContain('Discount');
    expect(plain.html).not.toContain('Discount');
    expect(plain.text).toContain('Total: 189,55 €');
  });

  it('gives course date, time and attendee for each course line', () => {
    expect(mail.text).toContain(
      '   Termin: Sa., 13.03.2027\n   Uhrzeit: 10:00 - 13:00 Uhr\n   Teilnehmer: Anna Imker',
    );
    expect(mail.text).toContain('   Termine: Gruppe 1: Sa., 10.04.2027 · Sa., 12.06.2027');
    expect(mail.text).toContain('Teilnehmer: Ben Kraut');
    expect(mail.html).toContain('Sa., 13.03.2027');
    expect(mail.html).toContain('14:00 - 17:00 Uhr');
    expect(mail.html).toContain('Gruppe 1: Sa., 10.04.2027 · Sa., 12.06.2027');
    expect(mail.html).toContain('Anna Imker');
  });

  it('carries the AGB and the Widerrufsbelehrung in full, with links that work from a mailbox', () => {
    // the text part reads as text: no Markdown marks, links spelled out
    expect(mail.text).toContain(
      'ALLGEMEINE GESCHÄFTSBEDINGUNGEN\n\nVertragsschluss\n---------------\n\nMit „Bezahlen“ bestellst du verbindlich.\n\n• Honig\n• Kurse\n\nHof *Linde*',
    );
    expect(mail.text).toContain(
      'WIDERRUFSBELEHRUNG\n\nWiderrufen geht über Vertrag widerrufen (https://hofladen.example/vertrag-widerrufen).',
    );
    expect(mail.text).not.toMatch(/##|\*\*|\]\(/);
    expect(mail.html).toContain('<h2>Vertragsschluss</h2>');
    expect(mail.html).toContain('href="https://hofladen.example/vertrag-widerrufen"');
  });

  it('links the withdrawal form with the order number filled in', () => {
    const link = 'https://hofladen.example/vertrag-widerrufen?bestellung=3F2A9C10';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).not.toContain('kein Widerrufsrecht');
  });

  it('offers no withdrawal for course places alone, and says why', () => {
    const courses = order.lines.filter((line) => line.course);
    const places = renderOrderConfirmation({ ...order, lines: courses }, shop, terms, paidOn);
    const note =
      'Für Kurse zu einem festen Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht.';
    expect(places.text).toContain(note);
    expect(places.html).toContain(note);
    for (const body of [places.text, places.html]) {
      expect(body).not.toContain('Du möchtest den Vertrag widerrufen?');
      expect(body).not.toContain('vertrag-widerrufen?bestellung=');
    }
    // the terms still travel with it: the Widerrufsbelehrung names the exception itself
    expect(places.text).toContain('WIDERRUFSBELEHRUNG');
  });

  it('links the order’s status page when it has one, in text and HTML', () => {
    const url = `https://hofladen.example/bestellung/${'c0'.repeat(32)}`;
    const linked = renderOrderConfirmation(order, shop, terms, {
      ...paidOn,
      statusPath: `/bestellung/${'c0'.repeat(32)}`,
    });
    expect(linked.text).toContain(
      `Den aktuellen Stand deiner Bestellung siehst du jederzeit hier:\n${url}\n`,
    );
    expect(linked.html).toContain(`<a href="${url}"`);
    expect(mail.text).not.toContain('/bestellung/');
  });

  it('tells the customer how to reach the shop', () => {
    expect(mail.text).toContain('Schreib uns an hallo@hofladen.example.');
    expect(mail.html).toContain('href="mailto:hallo@hofladen.example"');
  });

  it('speaks only of shipping or only of course places when the order has just that', () => {
    const [honey, course] = order.lines;
    if (!honey || !course) throw new Error('fixture lines missing');
    const goods = renderOrderConfirmation({ ...order, lines: [honey] }, shop, terms, paidOn);
    expect(goods.text).toContain('schicken sie dir');
    expect(goods.text).not.toContain('Kursplätze');
    const places = renderOrderConfirmation({ ...order, lines: [course] }, shop, terms, paidOn);
    expect(places.text).toContain('Kursplätze sind fest für dich gebucht');
    expect(places.text).not.toContain('schicken sie dir');
  });

  it('escapes HTML in titles, attendee names and the shop address', () => {
    const [honey, course] = order.lines;
    if (!honey || !course?.course) throw new Error('fixture lines missing');
    const hostile = renderOrderConfirmation(
      {
        ...order,
        lines: [
          { ...honey, title: '<script>alert("x")</script> Honig' },
          { ...course, course: { ...course.course, attendee: 'Eve <img src=x onerror=alert(1)>' } },
        ],
      },
      { shopEmail: 'a"b@hofladen.example', publicUrl: 'https://hofladen.example' },
      terms,
      paidOn,
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Honig');
    expect(hostile.html).toContain('mailto:a&#34;b@hofladen.example');
    // the plain-text part is not HTML: it keeps the title as the customer saw it
    expect(hostile.text).toContain('<script>alert("x")</script> Honig');
  });
});
