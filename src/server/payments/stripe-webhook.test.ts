import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueOrders } from '../checkout/expiry';
import { DELAYED_PAYMENT_RECHECK_MS } from '../checkout/fulfilment';
import type { PaymentProvider } from '../checkout/payment-provider';
import {
  bookingsOf,
  emptyCourseDate,
  mailsTo,
  productWithStock,
  stockOf,
} from '../testing/catalogue';
import { databaseKinds } from '../testing/databases';
import { signPayload } from '../testing/stripe-fake-server';
import {
  deliverWebhook,
  orderOfSession,
  type StripeTestShop,
  sessionIdOf,
  startStripeShop,
  WEBHOOK_SECRET,
} from '../testing/stripe-test-shop';

const attendee = { firstName: 'Berta', lastName: 'Wabe', phone: '0171 7654321' };

describe.each(databaseKinds())('Stripe webhook on $name', (kind) => {
  let shop: StripeTestShop;
  beforeAll(async () => {
    shop = await startStripeShop(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A pending order for `quantity` of a product with `stock` and two places on a fresh date. */
  async function pendingOrder(type: string, stock: number, quantity: number, email: string) {
    const product = await productWithStock(shop.database.db, type, stock);
    const date = await emptyCourseDate(shop.database.db, 5);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        lines: [
          { productId: product.id, quantity, course: null },
          {
            productId: date.productId,
            quantity: 2,
            course: { ...attendee, email, courseDateId: date.id },
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    return { productId: product.id, dateId: date.id, sessionId: sessionIdOf(response.json().url) };
  }

  const send = (type: string, sessionId: string) =>
    deliverWebhook(shop.app, JSON.stringify(shop.fake.event(type, sessionId)));

  it('fulfils a paid checkout.session.completed exactly once, however often it arrives', async () => {
    const email = 'webhook-once@example.org';
    const order = await pendingOrder('honig', 8, 3, email);
    shop.fake.pay(order.sessionId, email);
    const payload = JSON.stringify(shop.fake.event('checkout.session.completed', order.sessionId));

    for (let i = 0; i < 3; i += 1) {
      const response = await deliverWebhook(shop.app, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => deliverWebhook(shop.app, payload)),
    );
    expect(concurrent.map((response) => response.statusCode)).toEqual(Array(10).fill(200));

    const paid = await orderOfSession(shop.database, order.sessionId);
    expect(paid.status).toBe('paid');
    expect(paid.paymentIntentId).toBe(shop.fake.session(order.sessionId).payment_intent);
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(5);
    const places = await bookingsOf(shop.database.db, order.dateId);
    expect(places).toHaveLength(2);
    expect(
      places.every((place) => place.status === 'confirmed' && place.buyerId?.startsWith('b-')),
    ).toBe(true);
    expect(await mailsTo(shop.database.db, email)).toHaveLength(1);
  });

  it('releases stock and places when the session expires', async () => {
    const order = await pendingOrder('drink', 6, 4, 'webhook-expired@example.org');
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(2);
    shop.fake.expire(order.sessionId);
    expect((await send('checkout.session.expired', order.sessionId)).statusCode).toBe(200);
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('expired');
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(6);
    expect(await bookingsOf(shop.database.db, order.dateId)).toHaveLength(0);
  });

  it('waits for a delayed payment, then fulfils on async_payment_succeeded', async () => {
    const email = 'webhook-sepa@example.org';
    const order = await pendingOrder('care', 4, 1, email);
    shop.fake.completeUnpaid(order.sessionId, email);
    expect((await send('checkout.session.completed', order.sessionId)).statusCode).toBe(200);
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('pending');
    expect(await mailsTo(shop.database.db, email)).toHaveLength(0);

    shop.fake.pay(order.sessionId, email);
    expect(
      (await send('checkout.session.async_payment_succeeded', order.sessionId)).statusCode,
    ).toBe(200);
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('paid');
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(3);
    expect(await mailsTo(shop.database.db, email)).toHaveLength(1);
  });

  const sweep = (at: Date, payments = shop.payments) =>
    expireOverdueOrders(
      {
        db: shop.database.db,
        payments,
        shopEmail: 'hof@example.org',
        publicUrl: 'http://localhost:3000',
      },
      at,
    );

  it("keeps a delayed payment's order through the sweeps until the money arrives", async () => {
    const email = 'webhook-sepa-sweep@example.org';
    const order = await pendingOrder('care', 4, 1, email);
    shop.fake.completeUnpaid(order.sessionId, email);
    expect((await send('checkout.session.completed', order.sessionId)).statusCode).toBe(200);

    // SEPA takes days; the payment page's lifetime ends long before
    const hourLater = new Date(Date.now() + 60 * 60_000);
    expect(await sweep(hourLater)).toBe(0);
    const waiting = await orderOfSession(shop.database, order.sessionId);
    expect(waiting.status).toBe('pending');
    expect(waiting.expiresAt.getTime()).toBe(hourLater.getTime() + DELAYED_PAYMENT_RECHECK_MS);
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(3);
    // the cancel page cannot give it up either: the customer has paid already
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/sessions/${order.sessionId}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('pending');

    shop.fake.pay(order.sessionId, email);
    expect(
      (await send('checkout.session.async_payment_succeeded', order.sessionId)).statusCode,
    ).toBe(200);
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('paid');
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(3);
    expect(await bookingsOf(shop.database.db, order.dateId)).toHaveLength(2);
  });

  it('releases a delayed payment that failed when its webhook never came', async () => {
    const order = await pendingOrder('care', 3, 2, 'webhook-sepa-bounced@example.org');
    shop.fake.completeUnpaid(order.sessionId);
    const hourLater = new Date(Date.now() + 60 * 60_000);
    expect(await sweep(hourLater)).toBe(0);
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(1);
    shop.fake.failDelayed(order.sessionId);
    // the day after, the sweeper asks again and learns it failed
    const dayLater = new Date(hourLater.getTime() + DELAYED_PAYMENT_RECHECK_MS + 5 * 60_000);
    expect(await sweep(dayLater)).toBe(1);
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('failed');
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(3);
    expect(await bookingsOf(shop.database.db, order.dateId)).toHaveLength(0);
  });

  it("sells an order paid between the sweeper's look at the session and its expiry", async () => {
    const email = 'webhook-paid-meanwhile@example.org';
    const order = await pendingOrder('honig', 3, 1, email);
    // the provider answers "open", and the customer's payment lands right after that answer
    const racing: PaymentProvider = {
      ...shop.payments,
      async retrieveSession(sessionId) {
        const looked = await shop.payments.retrieveSession(sessionId);
        shop.fake.pay(sessionId, email);
        return looked;
      },
    };
    expect(await sweep(new Date(Date.now() + 60 * 60_000), racing)).toBe(0);
    const paid = await orderOfSession(shop.database, order.sessionId);
    expect(paid.status).toBe('paid');
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(2);
    expect(await mailsTo(shop.database.db, email)).toHaveLength(1);
    // the webhook that follows changes nothing
    expect((await send('checkout.session.completed', order.sessionId)).statusCode).toBe(200);
    expect(await mailsTo(shop.database.db, email)).toHaveLength(1);
  });

  it('releases everything when a delayed payment fails', async () => {
    const order = await pendingOrder('strength', 5, 5, 'webhook-failed@example.org');
    shop.fake.completeUnpaid(order.sessionId);
    expect((await send('checkout.session.completed', order.sessionId)).statusCode).toBe(200);
    expect((await send('checkout.session.async_payment_failed', order.sessionId)).statusCode).toBe(
      200,
    );
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('failed');
    expect(await stockOf(shop.database.db, order.productId)).toEqual({
      amount: 5,
      displayed: true,
    });
    expect(await bookingsOf(shop.database.db, order.dateId)).toHaveLength(0);
  });

  it('refuses unsigned, mis-signed, stale and tampered deliveries with 400 and changes nothing', async () => {
    const email = 'webhook-forged@example.org';
    const order = await pendingOrder('other', 7, 2, email);
    shop.fake.pay(order.sessionId, email);
    const payload = JSON.stringify(shop.fake.event('checkout.session.completed', order.sessionId));
    const other = JSON.stringify(shop.fake.event('checkout.session.completed', order.sessionId));
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    const forgeries: [string, string | null][] = [
      [payload, null],
      [payload, ''],
      [payload, 'garbage'],
      [payload, signPayload(payload, 'whsec_someone_else')],
      [
        payload,
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: stale,
        }),
      ],
      [payload.replace('"paid"', '"unpaid"'), signPayload(payload, WEBHOOK_SECRET)],
      [payload, signPayload(other, WEBHOOK_SECRET)],
    ];
    for (const [body, signature] of forgeries) {
      const response = await deliverWebhook(shop.app, body, signature);
      expect(response.statusCode, String(signature)).toBe(400);
      expect(response.json().error.code).toBe('INVALID_SIGNATURE');
    }
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('pending');
    expect((await stockOf(shop.database.db, order.productId))?.amount).toBe(5);
    expect((await bookingsOf(shop.database.db, order.dateId)).map((place) => place.status)).toEqual(
      ['held', 'held'],
    );
    expect(await mailsTo(shop.database.db, email)).toHaveLength(0);
  });

  it('acknowledges event types it does not act on, and sessions that are not ours', async () => {
    const order = await pendingOrder('honig', 3, 1, 'webhook-other@example.org');
    const unrelated = JSON.stringify({
      ...shop.fake.event('checkout.session.completed', order.sessionId),
      type: 'charge.refunded',
    });
    const ignored = await deliverWebhook(shop.app, unrelated);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ received: true });

    const stranger = shop.fake.event('checkout.session.expired', order.sessionId) as {
      data: { object: Record<string, unknown> };
    };
    Object.assign(stranger.data.object, {
      id: 'cs_test_fromanothershop',
      metadata: {},
      client_reference_id: null,
    });
    expect((await deliverWebhook(shop.app, JSON.stringify(stranger))).statusCode).toBe(200);
    expect((await orderOfSession(shop.database, order.sessionId)).status).toBe('pending');
  });

  it('keeps ordinary JSON parsing on every other route', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_INPUT');
  });
});
