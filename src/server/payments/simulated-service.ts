import { randomBytes } from 'node:crypto';
import { randomAlphanumeric } from '../../domain/ids';
import {
  type BuyerRules,
  billingAddressRequired,
  buyerSchemaFor,
  type SimulatedPayment,
  type SimulatedSessionView,
} from '../../domain/payment-schema';
import { paths } from '../../domain/routes';
import { TEST_CARD_DECLINED } from '../../domain/test-cards';
import {
  type OrderRow,
  orderForSession,
  orderWithLinesForSession,
  summaryOfOrder,
} from '../checkout/order-summary';
import { applySessionState, type SettleDeps } from '../checkout/settle-session';
import { AppError, invalidInput } from '../errors';

// `origin`: the shop as the paying visitor reached it — they return there, to their cart's host
const successUrl = (origin: string, sessionId: string) =>
  `${origin}${paths.purchaseSucceeded(sessionId)}`;
const cancelUrl = (origin: string, sessionId: string) =>
  `${origin}${paths.purchaseCancelled(sessionId)}`;

/** A session is paid while its order waits for the payment, within its time. */
function stillPending(order: OrderRow, now: Date): OrderRow {
  if (order.status !== 'pending' || order.expiresAt < now) {
    throw new AppError(
      410,
      'SESSION_CLOSED',
      'Diese Zahlungsseite ist abgelaufen oder bereits abgeschlossen.',
    );
  }
  return order;
}

const buyerRules = (order: OrderRow): BuyerRules => ({
  delivery: order.deliveryMethod,
  shippingCountries: order.shippingCountries ?? [],
  billingAddressRequired: billingAddressRequired(order.deliveryMethod, order.totalCents),
});

/**
 * The buyer checked by this order's rules (the route could only check the shape): an address
 * for shipped goods, and only to a country the charged rate covers; a billing address where the
 * invoice needs one.
 */
function buyerFor(order: OrderRow, payment: SimulatedPayment) {
  const result = buyerSchemaFor(buyerRules(order)).safeParse(payment.buyer);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw invalidInput(
    ['body', 'buyer', ...(issue?.path ?? [])].join('.'),
    issue?.message ?? 'Bitte prüfe deine Angaben.',
  );
}

export async function simulatedSessionView(
  deps: SettleDeps,
  sessionId: string,
  origin: string,
  now = new Date(),
): Promise<SimulatedSessionView> {
  const { order, known } = await orderWithLinesForSession(deps.db, sessionId);
  stillPending(order, now);
  return {
    sessionId,
    buyerRules: buyerRules(order),
    order: await summaryOfOrder(deps.db, order, known),
    expiresAt: order.expiresAt.toISOString(),
    cancelUrl: cancelUrl(origin, sessionId),
  };
}

/** "Bezahlen" on the simulated page: the declined test card fails like a real card would. */
export async function paySimulated(
  deps: SettleDeps,
  sessionId: string,
  payment: SimulatedPayment,
  origin: string,
  now = new Date(),
): Promise<{ redirectUrl: string }> {
  const order = stillPending(await orderForSession(deps.db, sessionId), now);
  const buyer = buyerFor(order, payment);
  if (payment.cardNumber === TEST_CARD_DECLINED.replace(/\s/g, '')) {
    throw new AppError(
      402,
      'CARD_DECLINED',
      'Die Karte wurde abgelehnt. Bitte versuche es mit einer anderen Karte.',
    );
  }
  // reported like a provider's "paid": the same transition a Stripe payment takes
  await applySessionState(
    deps,
    {
      sessionId,
      orderId: order.id,
      state: 'paid',
      // a payment id like Stripe's payment intent, so rating links work the same way
      paymentIntentId: `pi_sim_${randomAlphanumeric(24, (n) => randomBytes(n))}`,
      customerEmail: payment.email,
      invoiceUrl: null,
      receiptUrl: `${origin}/api/payments/simulated/${sessionId}/receipt`,
      buyer,
    },
    order.id,
  );
  return { redirectUrl: successUrl(origin, sessionId) };
}
