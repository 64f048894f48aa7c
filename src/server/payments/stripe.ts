import Stripe from 'stripe';
import { paymentProviderFailed } from '../checkout/errors';
import {
  type PaymentProvider,
  type ProviderRefund,
  SESSION_LIFETIME_MS,
} from '../checkout/payment-provider';
import { AppError } from '../errors';
import {
  type ContractTermLinks,
  checkoutSessionParams,
  discountCouponParams,
} from './stripe-session-params';
import { sessionState, toPaymentEvent } from './stripe-session-state';

export interface StripeProviderOptions {
  secretKey: string;
  /** The endpoint's signing secret (whsec_…); without it every webhook is refused. */
  webhookSecret: string | undefined;
  /** Shown next to Stripe's pay button; asked per checkout, as staff may change them. */
  terms: ContractTermLinks | (() => ContractTermLinks);
  /** Extra SDK options; tests point `host`/`port`/`protocol` at a local fake of the API. */
  stripeOptions?: Stripe.StripeConfig;
  /** Where Stripe's own error details go (the app's logger); never to the customer. */
  logger?: { warn(details: object, message: string): void };
  now?: () => Date;
}

/** Stripe's refund states as the shop's: requires_action waits for the customer, like pending. */
function providerRefund(refund: Stripe.Refund): ProviderRefund {
  const state =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    providerRefundId: refund.id,
    state,
    failure: state === 'failed' ? (refund.failure_reason ?? 'refund failed') : null,
  };
}

export const invalidSignature = () =>
  new AppError(400, 'INVALID_SIGNATURE', 'Die Signatur der Zahlungsnachricht ist ungültig.');

// 503 rather than 400: Stripe keeps retrying, so no event is lost once the secret is configured
const webhookNotConfigured = () =>
  new AppError(
    503,
    'WEBHOOK_NOT_CONFIGURED',
    'Der Empfang von Zahlungsnachrichten ist nicht eingerichtet.',
  );

/**
 * Stripe Checkout as the payment page, used when STRIPE_SECRET_KEY is set
 * (docs/decisions/021-payment-providers.md).
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  // docs/shop/checkout-and-payment.md#payment-providers: the legacy client's defaults, 80 s timeout
  // and 2 network retries
  const stripe = new Stripe(options.secretKey, {
    timeout: 80_000,
    maxNetworkRetries: 2,
    ...options.stripeOptions,
  });
  const now = options.now ?? (() => new Date());

  /**
   * Stripe's own errors stay in the server log: the customer gets our 502, never Stripe's
   * message or status (a 401 would otherwise reach the browser with the masked key in it).
   */
  async function call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      const { type, code, statusCode, requestId, message } = error;
      options.logger?.warn(
        { type, code, statusCode, requestId, message },
        `stripe ${action} failed`,
      );
      throw paymentProviderFailed();
    }
  }

  const retrieve = (sessionId: string) =>
    call('retrieve session', () =>
      stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['invoice', 'payment_intent.latest_charge'],
      }),
    );

  return {
    name: 'stripe',
    sessionLifetimeMs: SESSION_LIFETIME_MS,
    // a card payment carries its holder's name (customer_details), courses alone or not
    namesBuyerOfCoursesAlone: true,
    async createSession(request) {
      const coupon =
        request.discountCents > 0
          ? await call('create coupon', () =>
              stripe.coupons.create(discountCouponParams(request), {
                idempotencyKey: `${request.idempotencyKey}-coupon`,
              }),
            )
          : null;
      const params = checkoutSessionParams(
        request,
        coupon?.id ?? null,
        now(),
        typeof options.terms === 'function' ? options.terms() : options.terms,
      );
      const session = await call('create session', () =>
        stripe.checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey }),
      );
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      return sessionState(await retrieve(sessionId));
    },
    async expireSession(sessionId) {
      const expired = await call('expire session', () =>
        stripe.checkout.sessions.expire(sessionId).then(
          () => true,
          (error) => {
            if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
            throw error;
          },
        ),
      );
      if (expired) return null;
      // only open sessions can be expired: the customer completed it meanwhile, or it expired
      const session = await retrieve(sessionId);
      if (session.status === 'open') throw paymentProviderFailed();
      return session.status === 'complete' ? sessionState(session) : null;
    },
    async refund(request) {
      // asked before, the refund may exist although its answer never came: Stripe forgets an
      // idempotency key after 24 hours, and a create after that would give the money back twice
      // (one per refund staff made of the order: 100 is far more than an order has)
      const made = await stripe.refunds
        .list({ payment_intent: request.paymentIntentId, limit: 100 })
        .catch((error: unknown) =>
          // Stripe's definite "no" to the list (a payment it does not know): the create below
          // gets its own answer; anything else leaves the outcome open
          error instanceof Stripe.errors.StripeInvalidRequestError
            ? null
            : call('list refunds', () => Promise.reject(error)),
        );
      const known = made?.data.find((refund) => refund.metadata?.refundId === request.refundId);
      if (known) return providerRefund(known);
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amountCents,
            metadata: { orderId: request.orderId, refundId: request.refundId },
          },
          { idempotencyKey: `refund-${request.refundId}` },
        );
        return providerRefund(refund);
      } catch (error) {
        // Stripe's definite "no" (already refunded, amount too high): the refund failed; anything
        // else leaves the outcome open and is asked again with the same key
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          options.logger?.warn(
            { code: error.code, requestId: error.requestId, message: error.message },
            'stripe refused a refund',
          );
          return { providerRefundId: null, state: 'failed', failure: error.message };
        }
        return call('create refund', () => Promise.reject(error));
      }
    },
    async retrieveRefund(providerRefundId) {
      return providerRefund(
        await call('retrieve refund', () => stripe.refunds.retrieve(providerRefundId)),
      );
    },
    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw webhookNotConfigured();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw invalidSignature();
      }
      return toPaymentEvent(event);
    },
  };
}
