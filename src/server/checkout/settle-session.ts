import type { OrderSummary } from '../../domain/checkout-schema';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { type FulfilResult, fulfilOrder, releaseOrder } from './fulfilment';
import { loadOrderSummary, type OrderRow, orderForSession, summaryOfOrder } from './order-summary';
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
 * asks Stripe again nor opens a transaction.
 */
const settledForGood = (order: OrderRow) =>
  order.status === 'paid' &&
  order.paymentIntentId !== null &&
  order.receiptUrl !== null &&
  order.buyerName !== null;

export async function settleSession(deps: SettleDeps, sessionId: string): Promise<OrderSummary> {
  const order = await orderForSession(deps.db, sessionId);
  if (settledForGood(order)) return summaryOfOrder(deps.db, order);
  const session = await deps.payments.retrieveSession(sessionId);
  await applySessionState(deps, session, order.id);
  return loadOrderSummary(deps.db, order.id);
}

/** The cancel page: the session can no longer be paid and the order's holds are released. */
export async function cancelSession(deps: SettleDeps, sessionId: string): Promise<OrderSummary> {
  const { id: orderId } = await orderForSession(deps.db, sessionId);
  const looked = await deps.payments.retrieveSession(sessionId);
  const session = looked.state === 'open' ? await deps.payments.expireSession(sessionId) : looked;
  // paid in another tab before the cancel arrived: the payment wins; a delayed payment under
  // way keeps its order until the provider reports how it ended
  if (session?.state === 'paid') await applySessionState(deps, session, orderId);
  else if (session?.state !== 'processing' && (await releaseOrder(deps.db, orderId, 'cancelled')))
    deps.catalog?.invalidate();
  return loadOrderSummary(deps.db, orderId);
}
