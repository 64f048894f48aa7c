import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { courseDates, orders, products } from '../db/schema';
import { seedDemoCatalogue } from '../db/seed/seed';
import { testConfig } from '../testing/app';
import type { DatabaseKind } from '../testing/databases';
import { createStripeProvider } from './stripe';
import { type FakeStripe, signPayload, startFakeStripe } from './stripe-fake-server';

export const STRIPE_TEST_KEY = 'sk_test_hofladen_fake_key';
export const WEBHOOK_SECRET = 'whsec_hofladen_test_secret';

export interface StripeTestShop {
  app: FastifyInstance;
  database: Database;
  fake: FakeStripe;
  close(): Promise<void>;
}

/**
 * Test support: the shop with Stripe as its payment provider, the SDK talking to a fake Stripe
 * API on localhost, on a fresh seeded database of `kind`.
 */
export async function startStripeShop(kind: DatabaseKind): Promise<StripeTestShop> {
  const fake = await startFakeStripe(STRIPE_TEST_KEY);
  const database = await kind.open();
  await seedDemoCatalogue(database.db);
  const app = await buildApp({
    db: database.db,
    config: testConfig({
      CHECKOUT_RATE_LIMIT: '10000',
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    webRoot: '/nonexistent',
    today: () => '2026-11-22',
    payments: createStripeProvider({
      secretKey: STRIPE_TEST_KEY,
      webhookSecret: WEBHOOK_SECRET,
      stripeOptions: fake.stripeOptions,
    }),
  });
  return {
    app,
    database,
    fake,
    async close() {
      await app.close();
      await database.close();
      await fake.close();
    },
  };
}

/** Posts a webhook the way Stripe delivers it: the exact JSON bytes and their signature. */
export function deliverWebhook(
  app: FastifyInstance,
  payload: string,
  signature: string | null = signPayload(payload, WEBHOOK_SECRET),
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

export const sessionIdOf = (url: string) => url.split('/c/pay/')[1] ?? '';

/** The order behind a checkout session, read straight from the database (no settling). */
export async function orderOfSession(database: Database, sessionId: string) {
  const [order] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.paymentSessionId, sessionId));
  if (!order) throw new Error(`no order for session ${sessionId}`);
  return order;
}

/**
 * A new future date with `space` places on a displayed course. The demo catalogue has only a
 * couple of dates without bookings, too few for suites that each need a fresh one.
 */
export async function newCourseDate(database: Database, space: number) {
  const [course] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.type, 'course'), eq(products.productDisplayed, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!course) throw new Error('no displayed course in the demo catalogue');
  const [date] = await database.db
    .insert(courseDates)
    .values({
      productId: course.id,
      startsOn: '2027-06-01',
      fixedDates: ['2027-06-01'],
      time: '10:00 – 13:00',
      totalSpace: space,
    })
    .returning({ id: courseDates.id, productId: courseDates.productId });
  if (!date) throw new Error('course date insert returned nothing');
  return date;
}
