import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import { formatEuro } from '../../domain/money';
import type { Db } from '../db/client';
import { courseDates, products, shippingCosts } from '../db/schema';
import { SHIPPING_COSTS } from '../db/seed/catalogue-data';
import { startTestShop, type TestShop, testConfig } from '../testing/app';
import { mailsTo } from '../testing/catalogue';
import { TEST_BUYER } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { deliverPendingMail } from './outbox-delivery';

const honey = { id: 'p-heide-und-wabe', title: 'Heidehonig & Wabe', priceCents: 1190 };
const course = { id: 'c-imkern-fuer-einsteiger', title: 'Imkern für Einsteiger', priceCents: 4900 };

/** Two products and a course date: enough to buy, without the demo catalogue's image rendering. */
async function smallCatalogue(db: Db): Promise<number> {
  await db.insert(shippingCosts).values(SHIPPING_COSTS);
  await db.insert(products).values([
    { ...honey, type: 'honig', amountAvailable: 10, taxClassId: 'exempt' },
    {
      ...course,
      type: 'course',
      amountAvailable: 0,
      taxClassId: 'standard',
      courseTime: '10:00 - 13:00',
    },
  ]);
  const [date] = await db
    .insert(courseDates)
    .values({ productId: course.id, startsOn: '2027-05-15', time: '10:00 - 13:00', totalSpace: 8 })
    .returning({ id: courseDates.id });
  if (!date) throw new Error('course date insert returned nothing');
  return date.id;
}

describe.each(databaseKinds())('order confirmation from checkout to inbox on $name', (kind) => {
  let shop: TestShop;
  let sink: SmtpSink;
  beforeAll(async () => {
    shop = await startTestShop(kind, { seed: false });
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    await shop?.close();
  });

  const deliver = () =>
    deliverPendingMail({ db: shop.database.db, config: testConfig({ SMTP_URL: sink.url }) });

  it('mails the paid order once, with its items, course place and total', async () => {
    const courseDateId = await smallCatalogue(shop.database.db);
    const attendee = {
      firstName: 'Greta',
      lastName: 'Wabe',
      email: 'greta@example.org',
      phone: '0171 7654321',
      courseDateId,
    };
    const checkout = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        lines: [
          { productId: honey.id, quantity: 2, course: null },
          { productId: course.id, quantity: 1, course: attendee },
        ],
      },
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = checkout.json<{ url: string }>().url.split('/zahlung/')[1] ?? '';
    const paid = await shop.app.inject({
      method: 'POST',
      url: `/api/payments/simulated/${sessionId}/pay`,
      payload: {
        email: 'greta@example.org',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        buyer: TEST_BUYER,
      },
    });
    expect(paid.statusCode).toBe(200);
    const settle = () =>
      shop.app.inject({ method: 'GET', url: `/api/checkout/sessions/${sessionId}` });
    const order = (await settle()).json<OrderSummary>();
    expect(order.status).toBe('paid');
    // the success page reloaded: still one mail
    await settle();

    // the customer's confirmation, and the shop's notice of a new order
    expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0 });

    expect(sink.received).toHaveLength(2);
    const mail = sink.received.find((received) => received.envelopeTo[0] === 'greta@example.org');
    const notice = sink.received.find((received) => received !== mail);
    expect(notice?.envelopeTo).toEqual([testConfig().SHOP_EMAIL]);
    const number = order.orderId.slice(0, 8).toUpperCase();
    expect(notice?.headers.get('subject')).toBe(
      `Neue Bestellung ${number}: ${formatEuro(order.totals.total)}`,
    );
    for (const expected of [
      'Jürgen Müller hat am',
      'greta@example.org',
      'Versand an:\nJürgen Müller\nLindenweg 4',
      '2 × Heidehonig & Wabe',
      `1 × ${course.title} (Sa., 15.05.2027, Greta Wabe)`,
      `/admin/bestellungen/${order.orderId}`,
    ])
      expect(notice?.text).toContain(expected);
    expect(notice?.html).toContain('Lindenweg 4<br>14467 Görlitz');
    expect(notice?.attachments).toEqual([]);
    // the invoice goes along as PDF (docs/shop/after-the-sale.md#invoice), the course days as a
    // calendar file (docs/shop/courses.md#calendar-file)
    expect(mail?.attachments).toEqual([
      expect.stringMatching(/^rechnung-RE-\d{4}-\d{5}\.pdf$/),
      'kurs.ics',
    ]);
    expect(mail?.headers.get('subject')).toBe(
      `Deine Bestellung ${order.orderId.slice(0, 8).toUpperCase()} im Hofladen`,
    );
    for (const body of [mail?.text ?? '', mail?.html ?? '']) {
      expect(body).toContain(course.title);
      expect(body).toContain('Sa., 15.05.2027');
      expect(body).toContain('10:00 - 13:00 Uhr');
      expect(body).toContain('Greta Wabe');
      // where the parcel goes, as the payment page took it
      expect(body).toContain('Lindenweg 4');
      expect(body).toContain('14467 Görlitz');
      expect(body).toContain(formatEuro(675));
      expect(body).toContain(formatEuro(order.totals.total));
      expect(body).toContain(testConfig().SHOP_EMAIL);
    }
    expect(order.totals.total).toBe(2 * 1190 + 4900 + 675);
    expect(mail?.text).toContain('2 × Heidehonig & Wabe\n   je 11,90 €, zusammen 23,80 €');
    expect(mail?.html).toContain('Heidehonig &#38; Wabe');
    const [row] = await mailsTo(shop.database.db, 'greta@example.org');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
