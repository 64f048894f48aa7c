import type { BuyerDetails } from '../../domain/address-schema';

/** What a hosted payment page needs to know about an order; all amounts are server prices. */
export interface SessionRequest {
  orderId: string;
  lines: { title: string; unitCents: number; quantity: number }[];
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  customerEmail: string | null;
  /** Goods are posted to one of `countries`, collected, or there are none (courses alone). */
  delivery: { method: 'shipping'; countries: string[] } | { method: 'pickup' | 'none' };
  /** The shop's origin as the visitor reached it; a payment page of our own is served there. */
  origin: string;
  /** Contains `{id}` where the provider puts the session id. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Same order → same session, however often the request is retried. */
  idempotencyKey: string;
}

export interface CreatedSession {
  sessionId: string;
  url: string;
}

/**
 * `processing`: the customer finished the payment page with a delayed method (SEPA debit…); the
 * money is on its way and the provider reports success or failure days later.
 */
export type SessionPaymentState = 'paid' | 'processing' | 'open' | 'expired' | 'failed';

export interface SessionState {
  sessionId: string;
  orderId: string | null;
  state: SessionPaymentState;
  paymentIntentId: string | null;
  customerEmail: string | null;
  invoiceUrl: string | null;
  receiptUrl: string | null;
  /** Who paid and where the goods go, as the payment page collected it; null if it asked not. */
  buyer: BuyerDetails | null;
}

/** Money going back to the card an order was paid with. */
export interface ProviderRefundRequest {
  /** The shop's refund id: asking again with it is the same refund, never a second one. */
  refundId: string;
  orderId: string;
  paymentIntentId: string;
  amountCents: number;
}

export type ProviderRefundState = 'succeeded' | 'pending' | 'failed';

export interface ProviderRefund {
  /** Null when the provider refused it outright. */
  providerRefundId: string | null;
  state: ProviderRefundState;
  /** The provider's reason for a failed refund, for the shop's log and staff. */
  failure: string | null;
}

/** A provider event reduced to what fulfilment acts on. */
export type PaymentEvent =
  | { kind: 'paid'; session: SessionState }
  | { kind: 'failed' | 'expired'; sessionId: string; orderId: string | null }
  /**
   * A refund of this payment changed (Stripe's charge.refunded, refund.updated …); the refund's
   * id when the event names one (refund.failed: a refund given back may come back).
   */
  | { kind: 'refund_changed'; paymentIntentId: string; providerRefundId: string | null }
  | { kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  /** How long a checkout holds stock and places while its payment page is open. */
  readonly sessionLifetimeMs: number;
  /**
   * Whether its payment page names a buyer for an order with nothing to deliver (courses alone):
   * Stripe's has the card holder, the simulated page asks for none. When it does not, such an
   * order without a buyer has all it will ever get from the provider.
   */
  readonly namesBuyerOfCoursesAlone: boolean;
  createSession(request: SessionRequest): Promise<CreatedSession>;
  retrieveSession(sessionId: string): Promise<SessionState>;
  /**
   * Ends an open session so it can no longer be paid (cancel page, sweeper). Answers null once
   * it is ended, or the session as it is when the customer completed it first (paid, or a
   * delayed payment under way): then the order must not be released.
   */
  expireSession(sessionId: string): Promise<SessionState | null>;
  /**
   * Gives money back. Throws when the outcome is unknown (network, provider down): the caller
   * keeps the refund pending and asks again with the same id.
   */
  refund(request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** A pending refund's state now. */
  retrieveRefund(providerRefundId: string): Promise<ProviderRefund>;
  /** Verifies a webhook's signature over the raw body; throws on a bad one. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

// Stripe accepts no shorter Checkout Session than 30 minutes
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;
// the simulated page is paid in a minute or not at all: a short hold keeps shelves free
export const SIMULATED_SESSION_LIFETIME_MS = 10 * 60 * 1000;
