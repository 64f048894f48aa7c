import type Stripe from 'stripe';
import { type Form, fixture, type StripeObject, stripeId, unixNow } from './stripe-fake-objects';

type SessionParams = Form<Stripe.Checkout.SessionCreateParams>;

const amount = (value: unknown) => Number(value ?? 0);

/** POST /v1/coupons: Stripe's coupon fixture carrying the requested fixed amount. */
export function newCoupon(params: Form<Stripe.CouponCreateParams>): StripeObject {
  return {
    ...fixture('coupon'),
    id: stripeId('', 8).slice(1),
    created: unixNow(),
    amount_off: amount(params.amount_off),
    percent_off: null,
    currency: params.currency,
    duration: params.duration,
    duration_in_months: null,
    max_redemptions: params.max_redemptions ? amount(params.max_redemptions) : null,
    name: params.name ?? null,
    redeem_by: null,
    metadata: params.metadata ?? {},
  };
}

/** POST /v1/checkout/sessions: an open session whose totals Stripe computed from the request. */
export function newCheckoutSession(
  params: SessionParams,
  coupon: StripeObject | undefined,
  baseUrl: string,
): StripeObject {
  const id = stripeId('cs_test', 58);
  const lines = params.line_items ?? [];
  const subtotal = lines.reduce(
    (sum, line) => sum + amount(line.quantity) * amount(line.price_data?.unit_amount),
    0,
  );
  const rate = params.shipping_options?.[0]?.shipping_rate_data;
  const shipping = amount(rate?.fixed_amount?.amount);
  const discount = amount(coupon?.amount_off);
  const session = fixture('checkout.session');
  return {
    ...session,
    id,
    url: `${baseUrl}/c/pay/${id}`,
    created: unixNow(),
    expires_at: amount(params.expires_at),
    status: 'open',
    payment_status: 'unpaid',
    mode: params.mode,
    locale: params.locale ?? null,
    currency: 'eur',
    amount_subtotal: subtotal,
    amount_total: subtotal + shipping - discount,
    total_details: { amount_discount: discount, amount_shipping: shipping, amount_tax: 0 },
    shipping_cost: rate
      ? {
          amount_subtotal: shipping,
          amount_tax: 0,
          amount_total: shipping,
          shipping_rate: stripeId('shr'),
        }
      : null,
    shipping_options: rate ? [{ shipping_amount: shipping, shipping_rate: stripeId('shr') }] : [],
    shipping_address_collection: params.shipping_address_collection ?? null,
    discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    customer_details: null,
    collected_information: null,
    metadata: params.metadata ?? {},
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    payment_intent: null,
    invoice: null,
    invoice_creation: {
      ...(session.invoice_creation as StripeObject),
      enabled: params.invoice_creation?.enabled === 'true',
    },
    after_expiration: null,
    currency_conversion: null,
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
  };
}

/** What a card payment leaves behind: a succeeded intent, its charge and, if asked for, an invoice. */
export function paymentRecords(session: StripeObject, baseUrl: string) {
  const total = amount(session.amount_total);
  const metadata = session.metadata;
  const intentId = stripeId('pi');
  const charge = {
    ...fixture('charge'),
    id: stripeId('ch'),
    created: unixNow(),
    amount: total,
    amount_captured: total,
    captured: true,
    currency: 'eur',
    description: null,
    metadata,
    payment_intent: intentId,
    status: 'succeeded',
    receipt_url: `${baseUrl}/receipts/payment/${stripeId('rcpt', 32)}`,
  };
  const intent = {
    ...fixture('payment_intent'),
    id: intentId,
    created: unixNow(),
    amount: total,
    amount_received: total,
    currency: 'eur',
    metadata,
    status: 'succeeded',
    latest_charge: charge.id,
    canceled_at: null,
  };
  const invoice = (session.invoice_creation as StripeObject | null)?.enabled
    ? {
        ...fixture('invoice'),
        id: stripeId('in'),
        created: unixNow(),
        currency: 'eur',
        amount_due: total,
        amount_paid: total,
        amount_remaining: 0,
        subtotal: total,
        total,
        status: 'paid',
        metadata,
        hosted_invoice_url: `${baseUrl}/i/${stripeId('acct', 16)}/${stripeId('test', 40)}`,
        invoice_pdf: null,
      }
    : null;
  return { charge, intent, invoice };
}
