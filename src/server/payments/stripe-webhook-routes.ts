import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentEvent, SessionState } from '../checkout/payment-provider';
import { applySessionState, orderOfSession, type SettleDeps } from '../checkout/settle-session';
import { AppError } from '../errors';
import type { Api } from '../http/typed-routes';

// a checkout.session event is a few KB; Stripe caps payloads well below this
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const Received = z.object({ received: z.literal(true) });

type SessionEvent = Exclude<PaymentEvent, { kind: 'ignored' | 'refund_changed' }>;

function sessionOf(event: SessionEvent): SessionState {
  if (event.kind === 'paid') return event.session;
  const { sessionId, orderId } = event;
  return {
    sessionId,
    orderId,
    state: event.kind,
    paymentIntentId: null,
    customerEmail: null,
    invoiceUrl: null,
    receiptUrl: null,
    buyer: null,
  };
}

/**
 * POST /api/payments/stripe/webhook. The signature covers the exact bytes Stripe sent, so this
 * route alone gets the body unparsed: an encapsulated plugin keeps every other route on JSON.
 */
export function stripeWebhookRoutes(
  app: Api,
  deps: SettleDeps,
  /** A refund of this payment changed at Stripe (the one named, if any): the refunds book it. */
  refundChanged: (paymentIntentId: string, providerRefundId: string | null) => Promise<void>,
): void {
  app.register(async (plugin) => {
    const scoped = plugin.withTypeProvider<ZodTypeProvider>();
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scoped.post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags: ['Zahlung'],
          summary:
            'Stripe events (checkout.session.*, charge.refunded, refund.*), verified by their Stripe-Signature',
          description: 'The body is Stripe’s event JSON, read as raw bytes for the signature.',
          response: { 200: Received },
        },
      },
      async (request) => {
        const header = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: PaymentEvent;
        try {
          event = deps.payments.parseWebhook(raw, typeof header === 'string' ? header : undefined);
        } catch (error) {
          // the reason only: never the header, the body or a secret
          request.log.warn(
            { code: error instanceof AppError ? error.code : 'UNKNOWN' },
            'stripe webhook refused',
          );
          throw error;
        }
        if (event.kind === 'ignored') return { received: true as const };
        if (event.kind === 'refund_changed') {
          await refundChanged(event.paymentIntentId, event.providerRefundId);
          return { received: true as const };
        }

        const session = sessionOf(event);
        const orderId = await orderOfSession(deps.db, session);
        if (!orderId) {
          // not one of our orders (another integration on the same Stripe account): nothing to retry
          request.log.warn(
            { sessionId: session.sessionId },
            'stripe webhook for an unknown checkout session',
          );
          return { received: true as const };
        }
        if ((await applySessionState(deps, session, orderId)) === 'not-pending')
          // money taken for an order already given up: staff must sell it by hand or refund it
          request.log.error(
            { orderId, sessionId: session.sessionId, paymentIntentId: session.paymentIntentId },
            'payment arrived for an order that was no longer open',
          );
        return { received: true as const };
      },
    );
  });
}
