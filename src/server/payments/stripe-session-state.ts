import type Stripe from 'stripe';
import type { PaymentEvent, SessionPaymentState, SessionState } from '../checkout/payment-provider';
import { buyerOfSession } from './stripe-buyer';

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

// a delayed payment that bounced leaves its session complete and unpaid for good; its intent says
const FAILED_INTENT: ReadonlySet<string> = new Set(['requires_payment_method', 'canceled']);

function paymentState(session: Stripe.Checkout.Session): SessionPaymentState {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
    return 'paid';
  if (session.status === 'complete') {
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    return intent && FAILED_INTENT.has(intent.status) ? 'failed' : 'processing';
  }
  return session.status === 'expired' ? 'expired' : 'open';
}

/** Works on expanded sessions (retrieve) and plain ones (webhooks), where links are still ids. */
export function sessionState(session: Stripe.Checkout.Session): SessionState {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = typeof intent?.latest_charge === 'object' ? intent.latest_charge : null;
  const invoice = typeof session.invoice === 'object' ? session.invoice : null;
  return {
    sessionId: session.id,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    state: paymentState(session),
    paymentIntentId: idOf(session.payment_intent),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    invoiceUrl: invoice?.hosted_invoice_url ?? null,
    receiptUrl: charge?.receipt_url ?? null,
    buyer: buyerOfSession(session),
  };
}

/** What fulfilment must do about a verified event; session events only, the rest is ignored. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = sessionState(event.data.object);
      // 'unpaid' here means a delayed method (SEPA debit…): async_payment_succeeded/failed follows
      return session.state === 'paid'
        ? { kind: 'paid', session }
        : { kind: 'ignored', type: event.type };
    }
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'paid', session: { ...sessionState(event.data.object), state: 'paid' } };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const { sessionId, orderId } = sessionState(event.data.object);
      return {
        kind: event.type === 'checkout.session.expired' ? 'expired' : 'failed',
        sessionId,
        orderId,
      };
    }
    case 'charge.refunded':
    case 'charge.refund.updated':
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const object = event.data.object as Stripe.Charge | Stripe.Refund;
      const intent = object.payment_intent;
      const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
      const providerRefundId = object.object === 'refund' ? object.id : null;
      return paymentIntentId
        ? { kind: 'refund_changed', paymentIntentId, providerRefundId }
        : { kind: 'ignored', type: event.type };
    }
    default:
      return { kind: 'ignored', type: event.type };
  }
}
