import type Stripe from 'stripe';
import { billingAddressRequired } from '../../domain/payment-schema';
import type { SessionRequest } from '../checkout/payment-provider';

// Stripe refuses an expires_at less than 30 minutes ahead; the margin covers the request's trip
const STRIPE_MIN_LIFETIME_MS = 30 * 60 * 1000 + 30 * 1000;

/** Absolute addresses of the terms the customer agrees to by paying. */
export interface ContractTermLinks {
  agb: string;
  widerruf: string;
}

/** Our `{id}` placeholder becomes Stripe's own, which it fills in when redirecting. */
const stripeUrl = (url: string) => url.replaceAll('{id}', '{CHECKOUT_SESSION_ID}');

type AllowedCountry = Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry;

/**
 * Goods are posted only to the countries the charged rate covers; goods at all mean an invoice
 * with the buyer's name and address, so Checkout asks for the billing address (and offers "same
 * as shipping"). Courses alone: Checkout asks what a card needs (the card holder names the
 * buyer), and the billing address above the small-invoice limit (payment-schema.ts).
 */
function deliveryParams(request: SessionRequest): Partial<Stripe.Checkout.SessionCreateParams> {
  const { delivery } = request;
  if (delivery.method !== 'shipping')
    return delivery.method === 'pickup' ||
      billingAddressRequired(delivery.method, request.totalCents)
      ? { billing_address_collection: 'required' }
      : {};
  return {
    billing_address_collection: 'required',
    shipping_address_collection: { allowed_countries: delivery.countries as AllowedCountry[] },
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          fixed_amount: { amount: request.shippingCents, currency: 'eur' },
          display_name: 'Verpackung & Versand',
        },
      },
    ],
  };
}

/**
 * A hosted Checkout Session for one order, priced only from the server's own numbers
 * (docs/decisions/019-money-and-totals.md: a client-sent price is never trusted).
 */
export function checkoutSessionParams(
  request: SessionRequest,
  couponId: string | null,
  now: Date,
  terms: ContractTermLinks,
): Stripe.Checkout.SessionCreateParams {
  const expiresAtMs = Math.max(request.expiresAt.getTime(), now.getTime() + STRIPE_MIN_LIFETIME_MS);
  const metadata = { orderId: request.orderId };
  return {
    mode: 'payment',
    locale: 'de',
    // § 312j BGB: the button that places the order says it costs money ("Bezahlen"), and the
    // terms that apply stand next to it
    submit_type: 'pay',
    custom_text: {
      submit: {
        message: `Mit „Bezahlen“ bestellst du zahlungspflichtig. Es gelten unsere [AGB](${terms.agb}) und die [Widerrufsbelehrung](${terms.widerruf}).`,
      },
    },
    line_items: request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: 'eur',
        unit_amount: line.unitCents,
        product_data: { name: line.title },
      },
    })),
    ...deliveryParams(request),
    ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    success_url: stripeUrl(request.successUrl),
    cancel_url: stripeUrl(request.cancelUrl),
    expires_at: Math.ceil(expiresAtMs / 1000),
    client_reference_id: request.orderId,
    metadata,
    // no Stripe invoice: the shop issues the one § 14 invoice itself (docs/decisions/
    // 029-invoices-and-refunds.md) — two invoices for one sale would owe the tax twice (§ 14c UStG)
    payment_intent_data: { metadata },
  };
}

/** The discount as a one-off coupon: Checkout Sessions take discounts only as coupons. */
export function discountCouponParams(request: SessionRequest): Stripe.CouponCreateParams {
  return {
    amount_off: request.discountCents,
    currency: 'eur',
    duration: 'once',
    max_redemptions: 1,
    name: 'Rabatt',
    metadata: { orderId: request.orderId },
  };
}
