import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { randomAlphanumeric } from '../../domain/ids';
import { paths } from '../../domain/routes';
import {
  type PaymentProvider,
  type SessionState,
  SIMULATED_SESSION_LIFETIME_MS,
} from '../checkout/payment-provider';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from '../errors';

/**
 * The offline default: a hosted payment page of our own at /zahlung/:sessionId. Its "Bezahlen"
 * reports the payment like a provider's webhook would; everything after that is the same path
 * a Stripe payment takes.
 */
export function createSimulatedProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    name: 'simulated',
    sessionLifetimeMs: SIMULATED_SESSION_LIFETIME_MS,
    // the attendees are named in the cart; the page asks a name only of goods' buyers
    namesBuyerOfCoursesAlone: false,
    async createSession(request) {
      const sessionId = `sim_${randomAlphanumeric(24, (n) => randomBytes(n))}`;
      return { sessionId, url: `${request.origin}${paths.payment(sessionId)}` };
    },
    async retrieveSession(sessionId): Promise<SessionState> {
      const [order] = await db
        .select({ id: orders.id, status: orders.status, email: orders.customerEmail })
        .from(orders)
        .where(eq(orders.paymentSessionId, sessionId));
      const state =
        order?.status === 'paid' ? 'paid' : order?.status === 'pending' ? 'open' : 'expired';
      return {
        sessionId,
        orderId: order?.id ?? null,
        state,
        paymentIntentId: null,
        customerEmail: order?.email ?? null,
        invoiceUrl: null,
        receiptUrl:
          state === 'paid' ? `${publicUrl}/api/payments/simulated/${sessionId}/receipt` : null,
        // the page's "Bezahlen" handed the buyer to fulfilment already
        buyer: null,
      };
    },
    // the page's "Bezahlen" and the release both change the order only while it is pending, in
    // one transaction each: whichever comes first wins, so there is nothing to end here
    async expireSession() {
      return null;
    },
    // no money moved, so none goes back: the refund is done the moment it is asked for, and the
    // same shop refund id always names the same simulated refund
    async refund(request) {
      return {
        providerRefundId: `re_sim_${request.refundId.replaceAll('-', '')}`,
        state: 'succeeded',
        failure: null,
      };
    },
    async retrieveRefund(providerRefundId) {
      return { providerRefundId, state: 'succeeded', failure: null };
    },
    parseWebhook() {
      throw new AppError(404, 'NOT_FOUND', 'Der simulierte Zahlungsdienst sendet keine Webhooks.');
    },
  };
}
