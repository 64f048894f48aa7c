import type { FastifyInstance } from 'fastify';
import { orderIdForSession } from '../checkout/order-summary';
import type { PaymentEvent, SessionState } from '../checkout/payment-provider';
import { applySessionState, type SettleDeps } from '../checkout/settle-session';
import { AppError } from '../errors';

// a checkout.session event is a few KB; Stripe caps payloads well below this
const WEBHOOK_BODY_LIMIT = 512 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SessionEvent = Exclude<PaymentEvent, { kind: 'ignored' }>;

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
  };
}

/** The order named in the session's metadata, else the one that stored this session id. */
async function orderIdOf(deps: SettleDeps, session: SessionState): Promise<string | null> {
  if (session.orderId && UUID.test(session.orderId)) return session.orderId;
  try {
    return await orderIdForSession(deps.db, session.sessionId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * POST /api/payments/stripe/webhook. The signature covers the exact bytes Stripe sent, so this
 * route alone gets the body unparsed: an encapsulated plugin keeps every other route on JSON.
 */
export function stripeWebhookRoutes(app: FastifyInstance, deps: SettleDeps): void {
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scoped.post('/api/payments/stripe/webhook', async (request) => {
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
      if (event.kind === 'ignored') return { received: true };

      const session = sessionOf(event);
      const orderId = await orderIdOf(deps, session);
      if (!orderId) {
        // not one of our orders (another integration on the same Stripe account): nothing to retry
        request.log.warn(
          { sessionId: session.sessionId },
          'stripe webhook for an unknown checkout session',
        );
        return { received: true };
      }
      await applySessionState(deps, session, orderId);
      return { received: true };
    });
  });
}
