import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import { allSwitches, CONSENT_BANNER_VERSION, VISITOR_COOKIE } from '../../domain/consent';
import type { CustomerDataExport } from '../../domain/privacy-schema';
import { orderNumber } from '../../domain/withdrawal';
import { buyers, orderItems, orders, outbox, withdrawals } from '../db/schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { courseLine, goodsLine, payWithTestCard } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens, nextAddress } from '../testing/staff';
import { exportCustomerData } from './service';

describe.each(databaseKinds())('GDPR export and erasure on $name', (kind) => {
  const shop = useTestShop(kind);

  /** A visitor who decided about cookies, then bought: consent and order share the browser id. */
  async function customerBuys(email: string, lines: object[]) {
    const { app } = shop();
    const visitor = randomUUID();
    const consent = await app.inject({
      method: 'POST',
      url: '/api/consent',
      remoteAddress: nextAddress(),
      payload: {
        uuid: visitor,
        configuration: allSwitches(true),
        serviceData: { browser: 'Firefox', operatingSystem: 'Linux' },
        bannerVersion: CONSENT_BANNER_VERSION,
      },
    });
    expect(consent.statusCode).toBe(201);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: nextAddress(),
      cookies: { [VISITOR_COOKIE]: visitor },
      payload: { lines },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = checkout.json<{ url: string }>().url.split('/zahlung/')[1] ?? '';
    await payWithTestCard(app, sessionId, email);
    const order = (await app.inject(`/api/checkout/sessions/${sessionId}`)).json<OrderSummary>();
    return { visitor, order };
  }

  async function staffRequest(path: string, payload: object) {
    const { app, database } = shop();
    const staff = await createStaff(database.db);
    const { access_token: token } = await loginTokens(app, staff.email);
    return app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  }

  it("exports one customer's orders, course places, consent records and withdrawals — nobody else's", async () => {
    const { app, database } = shop();
    const date = await emptyCourseDate(database.db, 5);
    const jürgen = await customerBuys('Jürgen@Müller.de', [
      goodsLine('p-akazienhonig', 2),
      courseLine(date),
    ]);
    const other = await customerBuys('andere@example.org', [goodsLine('p-akazienhonig')]);
    await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      remoteAddress: nextAddress(),
      payload: { name: 'Jürgen Müller', email: 'jürgen@müller.de', order: 'irgendwas' },
    });

    const response = await staffRequest('/api/admin/privacy/export', {
      email: 'JÜRGEN@müller.de',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<CustomerDataExport>();
    expect(data.orders.map((order) => order.orderId)).toEqual([jürgen.order.orderId]);
    const [order] = data.orders;
    expect(order?.orderNumber).toBe(orderNumber(jürgen.order.orderId));
    expect(order?.status).toBe('paid');
    expect(order?.lines.map((line) => line.title)).toHaveLength(2);
    expect(order?.lines.find((line) => line.attendee)?.attendee?.phone).toBe('0171 1234567');
    expect(data.consentRecords.map((record) => record.uuid)).toEqual([jürgen.visitor]);
    expect(data.consentRecords[0]?.serviceData).toMatchObject({ browser: 'Firefox' });
    expect(data.withdrawals.map((row) => row.name)).toEqual(['Jürgen Müller']);
    // the e-mails the shop wrote to them: the confirmation and the withdrawal's receipt
    expect(data.mails.map((mail) => mail.subject)).toEqual([
      `Deine Bestellung ${orderNumber(jürgen.order.orderId)} im Hofladen`,
      expect.stringContaining('Widerruf'),
    ]);
    expect(data.mails[0]).toMatchObject({ recipient: 'jürgen@müller.de', status: 'pending' });
    expect(data.mails[0]?.body).toContain('Vielen Dank für deinen Einkauf!');
    expect(Date.parse(data.mails[0]?.createdAt ?? '')).not.toBeNaN();
    // the reply carries only what its schema declares: none of the export may fall out there
    expect(data).toEqual({
      ...(await exportCustomerData(database.db, 'JÜRGEN@müller.de')),
      exportedAt: data.exportedAt,
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.order.orderId);
    expect(text).not.toContain(other.visitor);
    expect(text).not.toContain('andere@example.org');
  });

  it('erases a customer: orders stay for the books, without e-mail, address or full names', async () => {
    const { database } = shop();
    const date = await emptyCourseDate(database.db, 5);
    const erin = await customerBuys('erin@example.org', [
      {
        productId: date.productId,
        quantity: 1,
        course: {
          firstName: 'Erin',
          lastName: 'Löschmich',
          email: 'erin@example.org',
          phone: '0170 7654321',
          courseDateId: date.id,
        },
      },
    ]);
    const keeper = await customerBuys('bleibt@example.org', [goodsLine('p-akazienhonig')]);
    // name, address and phone as the payment page will ask them (issue 27)
    await database.db
      .update(orders)
      .set({
        buyerName: 'Erin Löschmich',
        phone: '0170 7654321',
        deliveryAddress: {
          street: 'Lindenweg 4',
          addressLine2: null,
          postalCode: '10115',
          town: 'Berlin',
          country: 'DE',
        },
      })
      .where(eq(orders.id, erin.order.orderId));
    const exported = await staffRequest('/api/admin/privacy/export', { email: 'erin@example.org' });
    expect(exported.json().orders[0]).toMatchObject({
      buyerName: 'Erin Löschmich',
      phone: '0170 7654321',
      deliveryAddress: { street: 'Lindenweg 4', town: 'Berlin' },
    });

    const response = await staffRequest('/api/admin/privacy/erase', { email: 'Erin@Example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().erased).toMatchObject({ orders: 1, coursePlaces: 1, buyers: 1 });

    const [kept] = await database.db.select().from(orders).where(eq(orders.id, erin.order.orderId));
    expect(kept).toMatchObject({
      status: 'paid',
      customerEmail: null,
      clientAddress: null,
      visitorId: null,
      buyerName: 'E. L.',
      phone: null,
      deliveryAddress: null,
    });
    expect(kept?.totalCents).toBeGreaterThan(0);
    const [line] = await database.db
      .select({ attendee: orderItems.attendee })
      .from(orderItems)
      .where(eq(orderItems.orderId, erin.order.orderId));
    expect(line?.attendee).toEqual({ firstName: 'E.', lastName: 'L.', email: '', phone: '' });
    expect(
      await database.db.select().from(buyers).where(eq(buyers.email, 'erin@example.org')),
    ).toEqual([]);
    expect(
      await database.db.select().from(outbox).where(eq(outbox.recipient, 'erin@example.org')),
    ).toEqual([]);
    // the other customer keeps everything
    const [untouched] = await database.db
      .select({ email: orders.customerEmail })
      .from(orders)
      .where(eq(orders.id, keeper.order.orderId));
    expect(untouched?.email).toBe('bleibt@example.org');
    expect(
      await database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.recipient, ['bleibt@example.org'])),
    ).toHaveLength(1);

    const after = await staffRequest('/api/admin/privacy/export', { email: 'erin@example.org' });
    const data = after.json<CustomerDataExport>();
    expect(data.orders).toEqual([]);
    expect(data.coursePlaces).toEqual([]);
    expect(data.consentRecords).toEqual([]);
    // the mail the export showed went, and the shop's notice of her order with it
    expect(response.json().erased.mails).toBe(2);
    expect(data.mails).toEqual([]);
    expect(
      await database.db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.dedupeKey, `order-notice:${erin.order.orderId}`)),
    ).toEqual([]);
  });

  it('masks the sender of a withdrawal but keeps the declaration', async () => {
    const { app, database } = shop();
    await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      remoteAddress: nextAddress(),
      payload: { name: 'Wilma Widerruf', email: 'wilma@example.org', order: 'AB12CD34' },
    });
    await staffRequest('/api/admin/privacy/erase', { email: 'wilma@example.org' });
    const rows = await database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.orderReference, 'AB12CD34'));
    expect(rows.map((row) => [row.name, row.email])).toEqual([['W. W.', '']]);
    // the shop's notice named her too: it goes with her other mails
    const mails = await database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(like(outbox.text, '%Wilma%'));
    expect(mails).toEqual([]);
  });

  it('refuses a bad address in German and lets only staff ask', async () => {
    const bad = await staffRequest('/api/admin/privacy/export', { email: 'keine-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
    for (const path of ['/api/admin/privacy/export', '/api/admin/privacy/erase']) {
      const anonymous = await shop().app.inject({
        method: 'POST',
        url: path,
        payload: { email: 'erin@example.org' },
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
