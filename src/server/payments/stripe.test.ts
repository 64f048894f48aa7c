import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import { products } from '../db/schema';
import { createPickupPlace } from '../fulfilment/pickup-places';
import { emptyCourseDate, productWithStock, stockOf } from '../testing/catalogue';
import { databaseKinds } from '../testing/databases';
import { createStaff } from '../testing/staff';
import type { Form } from '../testing/stripe-fake-objects';
import { startFakeStripe } from '../testing/stripe-fake-server';
import {
  orderOfSession,
  STRIPE_TEST_KEY,
  STRIPE_TEST_TERMS,
  type StripeTestShop,
  sessionIdOf,
  startStripeShop,
} from '../testing/stripe-test-shop';
import { createStripeProvider } from './stripe';

type SessionParams = Form<Stripe.Checkout.SessionCreateParams>;
type CouponParams = Form<Stripe.CouponCreateParams>;

const attendee = {
  firstName: 'Anna',
  lastName: 'Imker',
  email: 'anna@example.org',
  phone: '0171 1234567',
};

describe.each(databaseKinds())('Stripe checkout on $name', (kind) => {
  let shop: StripeTestShop;
  beforeAll(async () => {
    shop = await startStripeShop(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const checkout = (body: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/checkout', payload: body as object });
  const sent = (path: string) => shop.fake.requests.filter((request) => request.path === path);
  const lastSent = (path: string) => sent(path).at(-1);

  it('creates the Checkout Session from server prices, with shipping, coupon, expiry and metadata', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 20);
    const date = await emptyCourseDate(shop.database.db, 6);
    const [course] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.id, date.productId));
    const startedAt = Math.floor(Date.now() / 1000);
    const response = await checkout({
      lines: [
        { productId: honey.id, quantity: 2, course: null, price: 1, title: 'Billig' },
        {
          productId: date.productId,
          quantity: 1,
          price: 0,
          course: { ...attendee, courseDateId: date.id },
        },
      ],
      discountCode: 'HONIG10',
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    const sessionId = sessionIdOf(url);
    expect(url).toBe(shop.fake.session(sessionId).url);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_[A-Za-z0-9]{58}$/);
    const order = await orderOfSession(shop.database, sessionId);

    const subtotal = honey.priceCents * 2 + (course?.priceCents ?? 0);
    const discount = Math.ceil((subtotal * 10) / 100);
    const couponRequest = lastSent('/v1/coupons');
    expect(couponRequest?.params as CouponParams).toEqual({
      amount_off: String(discount),
      currency: 'eur',
      duration: 'once',
      max_redemptions: '1',
      name: 'Rabatt',
      metadata: { orderId: order.id },
    });
    expect(couponRequest?.idempotencyKey).toBe(`checkout-${order.id}-coupon`);

    const request = lastSent('/v1/checkout/sessions');
    const params = request?.params as SessionParams;
    expect(request?.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(request?.stripeVersion).toBe(Stripe.API_VERSION);
    expect(params.mode).toBe('payment');
    expect(params.locale).toBe('de');
    // § 312j BGB: "Bezahlen" on the button, the terms beside it
    expect(params.submit_type).toBe('pay');
    expect((params.custom_text?.submit as { message: string } | undefined)?.message).toBe(
      'Mit „Bezahlen“ bestellst du zahlungspflichtig. Es gelten unsere [AGB](http://localhost:3000/agb) und die [Widerrufsbelehrung](http://localhost:3000/widerrufsbelehrung).',
    );
    expect(params.line_items).toEqual([
      {
        quantity: '2',
        price_data: {
          currency: 'eur',
          unit_amount: String(honey.priceCents),
          product_data: { name: honey.title },
        },
      },
      {
        quantity: '1',
        price_data: {
          currency: 'eur',
          unit_amount: String(course?.priceCents),
          product_data: { name: course?.title },
        },
      },
    ]);
    expect(params.shipping_options).toEqual([
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          fixed_amount: { amount: '675', currency: 'eur' },
          display_name: 'Verpackung & Versand',
        },
      },
    ]);
    expect(params.shipping_address_collection).toEqual({ allowed_countries: ['DE'] });
    expect(params.billing_address_collection).toBe('required');
    const couponId = params.discounts?.[0]?.coupon ?? '';
    expect(shop.fake.find(couponId)).toMatchObject({
      object: 'coupon',
      amount_off: discount,
      currency: 'eur',
    });
    expect(params.success_url).toBe(
      'http://localhost:3000/einkauf_erfolgreich?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(params.cancel_url).toBe(
      'http://localhost:3000/einkauf_abgebrochen?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(Number(params.expires_at)).toBeGreaterThanOrEqual(startedAt + 30 * 60);
    expect(Number(params.expires_at)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 32 * 60);
    expect(params.metadata).toEqual({ orderId: order.id });
    expect(params.client_reference_id).toBe(order.id);
    expect(params.customer_email).toBe(attendee.email);
    // the shop issues the invoice itself: Stripe is not asked for a second one
    expect(params.invoice_creation).toBeUndefined();
    // Stripe's own arithmetic over what we sent lands on our total
    expect(shop.fake.session(sessionId).amount_total).toBe(order.totalCents);
    expect(order.totalCents).toBe(subtotal + 675 - discount);
  });

  it('reads the buyer’s name and addresses back from the paid session and stores them', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 20);
    const response = await checkout({
      lines: [{ productId: honey.id, quantity: 1, course: null }],
    });
    const sessionId = sessionIdOf(response.json<{ url: string }>().url);
    shop.fake.pay(sessionId, 'kundin@example.org', {
      name: 'Jürgen Müller',
      street: ' Lindenweg 4 ',
      postalCode: '02826',
      town: 'Görlitz',
      country: 'DE',
      phone: '+49 171 1234567',
    });
    expect((await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` })).statusCode).toBe(
      200,
    );
    expect(await orderOfSession(shop.database, sessionId)).toMatchObject({
      status: 'paid',
      buyerName: 'Jürgen Müller',
      phone: '+49 171 1234567',
      deliveryAddress: {
        street: 'Lindenweg 4',
        addressLine2: null,
        postalCode: '02826',
        town: 'Görlitz',
        country: 'DE',
      },
      // Checkout's "same as shipping": nothing differs, nothing stored twice
      billingAddress: null,
    });
  });

  it('asks Stripe about a paid session until it knows payment, receipt and buyer, then no more', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 20);
    const response = await checkout({
      lines: [{ productId: honey.id, quantity: 1, course: null }],
    });
    const sessionId = sessionIdOf(response.json<{ url: string }>().url);
    shop.fake.pay(sessionId, 'neu-geladen@example.org');
    const lookups = () =>
      shop.fake.requests.filter(
        (request) => request.method === 'GET' && request.path.includes(sessionId),
      ).length;
    const successPage = async () => {
      const page = await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` });
      expect(page.statusCode).toBe(200);
      return page.json<OrderSummary>();
    };
    const first = await successPage();
    expect(first.status).toBe('paid');
    expect(first.receiptUrl).toBeTruthy();
    const afterFirst = lookups();
    expect(afterFirst).toBeGreaterThan(0);
    // reloads show the same order from the shop's own row
    for (let reload = 0; reload < 3; reload += 1) expect(await successPage()).toEqual(first);
    expect(lookups()).toBe(afterFirst);
  });

  it('asks a pickup for the billing address alone and keeps it as the invoice address', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 20);
    const { user } = await createStaff(shop.database.db);
    const place = await createPickupPlace(
      shop.database.db,
      { id: user.id, name: 'Greta' },
      {
        name: 'Hofladen',
        street: 'Lindenweg 4',
        postalCode: '14467',
        town: 'Potsdam',
        description: '',
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '00:00',
          closes: '23:59',
        })),
        cutoff: { daysBefore: 0, time: '23:59' },
        closedDays: [],
        active: true,
      },
    );
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const response = await checkout({
      lines: [{ productId: honey.id, quantity: 1, course: null }],
      delivery: { method: 'pickup', placeId: place.id, date },
    });
    expect(response.statusCode).toBe(200);
    const sessionId = sessionIdOf(response.json<{ url: string }>().url);
    const params = lastSent('/v1/checkout/sessions')?.params as SessionParams;
    expect(params.shipping_address_collection).toBeUndefined();
    expect(params.shipping_options).toBeUndefined();
    expect(params.billing_address_collection).toBe('required');
    shop.fake.pay(sessionId);
    await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` });
    expect(await orderOfSession(shop.database, sessionId)).toMatchObject({
      deliveryMethod: 'pickup',
      shippingCents: 0,
      buyerName: 'Jürgen Müller',
      deliveryAddress: null,
      billingAddress: { name: 'Jürgen Müller', street: 'Lindenweg 4', town: 'Potsdam' },
    });
  });

  it('sends neither coupon nor shipping for a course-only cart without a discount code', async () => {
    const date = await emptyCourseDate(shop.database.db, 3);
    const coupons = sent('/v1/coupons').length;
    const response = await checkout({
      lines: [
        { productId: date.productId, quantity: 2, course: { ...attendee, courseDateId: date.id } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const params = lastSent('/v1/checkout/sessions')?.params as SessionParams;
    expect(params.shipping_options).toBeUndefined();
    expect(params.shipping_address_collection).toBeUndefined();
    expect(params.discounts).toBeUndefined();
    expect(sent('/v1/coupons')).toHaveLength(coupons);
    // up to 250 € the card holder names the buyer: Checkout asks no address
    expect(params.billing_address_collection).toBeUndefined();
  });

  it('asks the billing address for courses alone above 250 €, as the invoice must name it', async () => {
    const date = await emptyCourseDate(shop.database.db, 3);
    const price = (priceCents: number) =>
      shop.database.db.update(products).set({ priceCents }).where(eq(products.id, date.productId));
    const [course] = await shop.database.db
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.id, date.productId));
    await price(14_900);
    try {
      const response = await checkout({
        lines: [
          {
            productId: date.productId,
            quantity: 2,
            course: { ...attendee, courseDateId: date.id },
          },
        ],
      });
      expect(response.statusCode).toBe(200);
      const params = lastSent('/v1/checkout/sessions')?.params as SessionParams;
      expect(params.billing_address_collection).toBe('required');
      expect(params.shipping_address_collection).toBeUndefined();
    } finally {
      await price(course?.priceCents ?? 0);
    }
  });

  it('brings a visitor back to the host they used when PUBLIC_URL is unset', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { host: '127.0.0.1:3000' },
      payload: { lines: [{ productId: 'p-akazienhonig', quantity: 1, course: null }] },
    });
    expect(response.statusCode).toBe(200);
    const params = lastSent('/v1/checkout/sessions')?.params as SessionParams;
    expect(params.success_url).toBe(
      'http://127.0.0.1:3000/einkauf_erfolgreich?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(params.cancel_url).toBe(
      'http://127.0.0.1:3000/einkauf_abgebrochen?session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('answers 502 and holds nothing when Stripe refuses the session', async () => {
    const honey = await productWithStock(shop.database.db, 'other', 4);
    shop.fake.failNext(400, 'Invalid currency: eur');
    const response = await checkout({
      lines: [{ productId: honey.id, quantity: 3, course: null }],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('PAYMENT_PROVIDER_FAILED');
    expect(response.body).not.toContain('Invalid currency');
    expect((await stockOf(shop.database.db, honey.id))?.amount).toBe(4);
  });

  it("keeps Stripe's own error from the customer when a session cannot be read", async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 6);
    const response = await checkout({
      lines: [{ productId: honey.id, quantity: 1, course: null }],
    });
    const sessionId = sessionIdOf(response.json().url);
    shop.fake.failNext(401, 'Invalid API Key provided: sk_test_****_key');
    const settled = await shop.app.inject({
      method: 'GET',
      url: `/api/checkout/sessions/${sessionId}`,
    });
    expect(settled.statusCode).toBe(502);
    expect(settled.json().error.code).toBe('PAYMENT_PROVIDER_FAILED');
    expect(settled.body).not.toContain('sk_test');
    expect((await orderOfSession(shop.database, sessionId)).status).toBe('pending');
  });

  it('retries a failed call with the same idempotency key and gets one session', async () => {
    const honey = await productWithStock(shop.database.db, 'strength', 4);
    const before = sent('/v1/checkout/sessions').length;
    shop.fake.failNext(503);
    const response = await checkout({
      lines: [{ productId: honey.id, quantity: 1, course: null }],
    });
    expect(response.statusCode).toBe(200);
    const attempts = sent('/v1/checkout/sessions').slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
    expect(sessionIdOf(response.json().url)).toMatch(/^cs_test_/);
  });
});

describe('Stripe provider', () => {
  it('reads an open session as open and refuses webhooks while no signing secret is set', async () => {
    const fake = await startFakeStripe(STRIPE_TEST_KEY);
    try {
      const provider = createStripeProvider({
        secretKey: STRIPE_TEST_KEY,
        webhookSecret: undefined,
        terms: STRIPE_TEST_TERMS,
        stripeOptions: fake.stripeOptions,
      });
      const created = await provider.createSession({
        orderId: '8d0c6a9e-6f43-4c1e-9a51-0d7e2b1c3f55',
        lines: [{ title: 'Waldhonig', unitCents: 790, quantity: 1 }],
        shippingCents: 0,
        discountCents: 0,
        totalCents: 790,
        customerEmail: null,
        delivery: { method: 'none' },
        origin: 'http://shop.example',
        successUrl: 'http://shop.example/einkauf_erfolgreich?session_id={id}',
        cancelUrl: 'http://shop.example/einkauf_abgebrochen?session_id={id}',
        expiresAt: new Date(Date.now() + 60_000),
        idempotencyKey: 'checkout-provider-test',
      });
      expect(await provider.retrieveSession(created.sessionId)).toEqual({
        sessionId: created.sessionId,
        orderId: '8d0c6a9e-6f43-4c1e-9a51-0d7e2b1c3f55',
        state: 'open',
        paymentIntentId: null,
        customerEmail: null,
        invoiceUrl: null,
        receiptUrl: null,
        buyer: null,
      });
      // expiry is still at least Stripe's minimum of 30 minutes although the order asked for 1
      const params = fake.requests.find((request) => request.path === '/v1/checkout/sessions')
        ?.params as SessionParams;
      expect(Number(params.expires_at) - Date.now() / 1000).toBeGreaterThan(30 * 60);
      await provider.expireSession(created.sessionId);
      await provider.expireSession(created.sessionId);
      expect((await provider.retrieveSession(created.sessionId)).state).toBe('expired');
      expect(() => provider.parseWebhook(Buffer.from('{}'), 't=1,v1=abc')).toThrow(
        expect.objectContaining({ status: 503 }),
      );
    } finally {
      await fake.close();
    }
  });
});
