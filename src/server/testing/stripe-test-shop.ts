import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../checkout/payment-provider';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { createStripeProvider } from '../payments/stripe';
import { startTestShop } from './app';
import type { DatabaseKind } from './databases';
import { type FakeStripe, signPayload, startFakeStripe } from './stripe-fake-server';

export const STRIPE_TEST_KEY = 'sk_test_hofladen_fake_key';
export const WEBHOOK_SECRET = 'whsec_hofladen_test_secret';

export interface StripeTestShop {
  app: FastifyInstance;
  database: Database;
  fake: FakeStripe;
  /** The shop's provider, for code under test outside the app (the sweeper). */
  payments: PaymentProvider;
  close(): Promise<void>;
}

/** The shop's terms as the test shop links them beside Stripe's pay button. */
export const STRIPE_TEST_TERMS = {
  agb: 'http://localhost:3000/agb',
  widerruf: 'http://localhost:3000/widerrufsbelehrung',
};

/**
 * Test support: the shop with Stripe as its payment provider, the SDK talking to a fake Stripe
 * API on localhost, on a fresh seeded database of `kind`.
 */
export async function startStripeShop(kind: DatabaseKind): Promise<StripeTestShop> {
  const fake = await startFakeStripe(STRIPE_TEST_KEY);
  const payments = createStripeProvider({
    secretKey: STRIPE_TEST_KEY,
    webhookSecret: WEBHOOK_SECRET,
    terms: STRIPE_TEST_TERMS,
    stripeOptions: fake.stripeOptions,
  });
  const shop = await startTestShop(kind, {
    config: {
      CHECKOUT_RATE_LIMIT: '10000',
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    payments,
  });
  return {
    ...shop,
    fake,
    payments,
    async close() {
      await shop.close();
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
