import type { OrderSummary } from '../../domain/checkout-schema';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { awaitDelayedPayment, type FulfilResult, fulfilOrder, releaseOrder } from './fulfilment';
import {
  type OrderRow,
  orderForSession,
  orderWithLinesForSession,
  summaryForSession,
  summaryOfOrder,
} from './order-summary';
import type { PaymentProvider, SessionState } from './payment-provider';

export interface SettleDeps {
  db: Db;
  payments: PaymentProvider;
  shopEmail: string;
  /** Absolute links in e-mails (rating links) start here. */
  publicUrl: string;
  /** Stock moved: the shop's lists must show it. */
  catalog?: CatalogCaches;
}

/**
 * Brings an order in line with what the provider says of its session. Used by the success page,
 * the webhook and the sweeper alike, so there is one fulfilment path; safe to call any number
 * of times, concurrently too.
 */
export async function applySessionState(
  deps: SettleDeps,
  session: SessionState,
  orderId: string,
): Promise<FulfilResult | 'released' | 'unchanged'> {
  if (session.state === 'paid') {
    const result = await fulfilOrder(deps.db, orderId, session, deps);
    if (result === 'fulfilled') deps.catalog?.invalidate();
    return result;
  }
  if (session.state === 'expired' || session.state === 'failed') {
    const released = await releaseOrder(deps.db, orderId, session.state);
    if (released) deps.catalog?.invalidate();
    return released ? 'released' : 'unchanged';
  }
  return 'unchanged';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order a provider's session names in its metadata, else the one that stored its id. */
export async function orderOfSession(db: Db, session: SessionState): Promise<string | null> {
  if (session.orderId && UUID.test(session.orderId)) return session.orderId;
  try {
    return (await orderForSession(db, session.sessionId)).id;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Paid, with the payment id, the receipt and the buyer in place: another look at the provider
 * could add nothing (a paid order only takes what it lacks), so a reloaded success page neither
 * asks Stripe again nor opens a transaction. An order that cost nothing has no payment at the
 * provider, so no id, receipt or card holder's name will come; nor will a buyer for courses
 * alone from a payment page that asks none.
 */
const settledForGood = (order: OrderRow, payments: PaymentProvider) =>
  order.status === 'paid' &&
  // nothing to pay, no payment: the buyer Stripe asked for came with the completion or not at all
  (order.totalCents === 0 ||
    (order.paymentIntentId !== null &&
      order.receiptUrl !== null &&
      (order.buyerName !== null ||
        (order.deliveryMethod === 'none' && !payments.namesBuyerOfCoursesAlone))));

export async function settleSession(deps: SettleDeps, sessionId: string): Promise<OrderSummary> {
  const { order, known } = await orderWithLinesForSession(deps.db, sessionId);
  if (settledForGood(order, deps.payments)) return summaryOfOrder(deps.db, order, known);
  const session = await deps.payments.retrieveSession(sessionId);
  await applySessionState(deps, session, order.id);
  // read again: paying changed the order and wrote its invoice
  return summaryForSession(deps.db, sessionId);
}

type SessionEnd =
  | { outcome: 'paid'; session: SessionState }
  | { outcome: 'processing' | 'failed' | 'ended' };

/**
 * Ends a session that may still be paid: the provider is asked first, and an open session is
 * expired. Answers how it ended: paid (late, or completed between the look and the expiry call),
 * a delayed payment still under way, or over without money (`ended`; `failed` when a delayed
 * payment bounced).
 */
async function endSession(payments: PaymentProvider, sessionId: string): Promise<SessionEnd> {
  const looked = await payments.retrieveSession(sessionId);
  const session = looked.state === 'open' ? await payments.expireSession(sessionId) : looked;
  if (session?.state === 'paid') return { outcome: 'paid', session };
  if (session?.state === 'processing' || session?.state === 'failed')
    return { outcome: session.state };
  return { outcome: 'ended' };
}

/**
 * The sweeper's end of an order whose payment window has passed: a payment that arrived late
 * still wins over the expiry, a delayed payment under way is asked about again later. Answers
 * whether the order's holds were released.
 */
export async function settleOverdueOrder(
  deps: SettleDeps,
  order: { id: string; sessionId: string | null },
  now: Date,
): Promise<boolean> {
  const ended = order.sessionId
    ? await endSession(deps.payments, order.sessionId)
    : ({ outcome: 'ended' } as const);
  if (ended.outcome === 'paid') {
    await applySessionState(deps, ended.session, order.id);
    return false;
  }
  if (ended.outcome === 'processing') {
    await awaitDelayedPayment(deps.db, order.id, now);
    return false;
  }
  return releaseOrder(deps.db, order.id, ended.outcome === 'failed' ? 'failed' : 'expired');
}

/** The cancel page: the session can no longer be paid and the order's holds are released. */
export async function cancelSession(deps: SettleDeps, sessionId: string): Promise<OrderSummary> {
  const { id: orderId } = await orderForSession(deps.db, sessionId);
  const ended = await endSession(deps.payments, sessionId);
  // paid in another tab before the cancel arrived: the payment wins; a delayed payment under
  // way keeps its order until the provider reports how it ended
  if (ended.outcome === 'paid') await applySessionState(deps, ended.session, orderId);
  else if (ended.outcome !== 'processing' && (await releaseOrder(deps.db, orderId, 'cancelled')))
    deps.catalog?.invalidate();
  return summaryForSession(deps.db, sessionId);
}
