import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PaymentProvider } from '../checkout/payment-provider';
import type { Database } from '../db/client';
import { createSimulatedProvider } from '../payments/simulated';
import { startTestShop } from './app';
import { payWithTestCard } from './checkout';
import type { DatabaseKind } from './databases';
import { sessionIdOf, startStripeShop } from './stripe-test-shop';

/**
 * A shop on one payment provider, and what a customer does on that provider's page — so one
 * scenario (payment-scenario.ts) runs the same steps through the simulated page and through
 * Stripe (the SDK against the fake Stripe API).
 */
export interface ProviderShop {
  app: FastifyInstance;
  database: Database;
  payments: PaymentProvider;
  close(): Promise<void>;
  /** The session id in the payment page's address the checkout answered with. */
  sessionOf(url: string): string;
  /** The customer pays with a good card, giving `email`. */
  pay(sessionId: string, email: string): Promise<void>;
  /** Whether the provider's page would still take a payment for the session. */
  stillPayable(sessionId: string): Promise<boolean>;
  /** The invoice and receipt links the success page must show for a paid session. */
  documentsOf(sessionId: string): { invoiceUrl: unknown; receiptUrl: unknown };
}

export interface ProviderUnderTest {
  name: string;
  start(kind: DatabaseKind): Promise<ProviderShop>;
}

const PUBLIC_URL = 'http://localhost:3000';
// the shop issues the invoice with either provider (docs/decisions/029-invoices-and-refunds.md)
const shopInvoiceUrl = (sessionId: string) => `/api/checkout/sessions/${sessionId}/invoice.pdf`;

export const SIMULATED: ProviderUnderTest = {
  name: 'simulated',
  async start(kind) {
    const shop = await startTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '10000' } });
    // the app's own provider is made the same way; it keeps its sessions in the database
    const payments = createSimulatedProvider(shop.database.db, PUBLIC_URL);
    return {
      ...shop,
      payments,
      sessionOf: (url) => url.split('/zahlung/')[1] ?? '',
      async pay(sessionId, email) {
        expect((await payWithTestCard(shop.app, sessionId, email)).statusCode).toBe(200);
      },
      // a closed session's page answers 410 Gone
      stillPayable: async (sessionId) =>
        (await payWithTestCard(shop.app, sessionId)).statusCode !== 410,
      documentsOf: (sessionId) => ({
        invoiceUrl: shopInvoiceUrl(sessionId),
        receiptUrl: expect.stringMatching(
          new RegExp(`^https?://[^/]+/api/payments/simulated/${sessionId}/receipt$`),
        ),
      }),
    };
  },
};

export const STRIPE: ProviderUnderTest = {
  name: 'Stripe',
  async start(kind) {
    const shop = await startStripeShop(kind);
    return {
      ...shop,
      sessionOf: sessionIdOf,
      async pay(sessionId, email) {
        shop.fake.pay(sessionId, email);
      },
      stillPayable: async (sessionId) => shop.fake.session(sessionId).status === 'open',
      documentsOf(sessionId) {
        const paid = shop.fake.session(sessionId);
        const intent = shop.fake.find(String(paid.payment_intent));
        return {
          invoiceUrl: shopInvoiceUrl(sessionId),
          receiptUrl: shop.fake.find(String(intent?.latest_charge))?.receipt_url,
        };
      },
    };
  },
};

export const PAYMENT_PROVIDERS = [SIMULATED, STRIPE];
