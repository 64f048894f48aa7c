import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { addressLines } from '../../domain/address-format';
import { berlinDay } from '../../domain/berlin-time';
import { carrierName, trackingUrl } from '../../domain/carriers';
import type { OrderLineSummary } from '../../domain/checkout-schema';
import { DELIVERY_METHOD_LABELS, FULFILMENT_STATE_LABELS } from '../../domain/order-states';
import type { OrderStatusView } from '../../domain/order-status-schema';
import { openingHoursLines, placeAddress } from '../../domain/pickup-place';
import { isRatableOn, ratingLinks } from '../../domain/ratings';
import { orderNumber } from '../../domain/withdrawal';
import { loadOrderSummary } from '../checkout/order-summary';
import type { Db } from '../db/client';
import { orders, pickupPlaces, refunds } from '../db/schema';
import { ratablesOfOrder } from '../ratings/purchases';
import { readOrder } from './order-row';

/**
 * The status of the paid order this token names; null for any other token, so an unknown, an
 * unpaid and a mistyped link all look the same from outside.
 */
export async function orderStatus(
  db: Db,
  token: string,
  shopEmail: string,
  today: string,
): Promise<OrderStatusView | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.statusToken, token), isNotNull(orders.fulfilmentState)));
  if (!order?.paidAt) return null;
  const row = await readOrder(db, order.id, { lock: false });
  const lifecycle = row?.lifecycle;
  if (!lifecycle) return null;
  const { lines, totals, discountCode, smallBusiness, invoiceUrl } = await loadOrderSummary(
    db,
    order.id,
  );
  const shipment = lifecycle.state === 'shipped' ? lifecycle.shipment : null;
  return {
    orderNumber: orderNumber(order.id),
    paidOn: berlinDay(order.paidAt),
    state: lifecycle.state,
    stateLabel: FULFILMENT_STATE_LABELS[lifecycle.state],
    delivery: order.deliveryMethod,
    deliveryLabel: DELIVERY_METHOD_LABELS[order.deliveryMethod],
    summary: { lines, totals, discountCode, smallBusiness },
    shipment: shipment
      ? {
          carrier: carrierName(shipment),
          trackingNumber: shipment.trackingNumber,
          trackingUrl: trackingUrl(shipment),
        }
      : null,
    pickup: order.deliveryMethod === 'pickup' ? await pickupOf(db, order) : null,
    deliveryAddress:
      order.deliveryMethod === 'shipping' && order.deliveryAddress
        ? addressLines(order.buyerName, order.deliveryAddress)
        : null,
    // the link of the page's own token: the session id stays with the success page
    invoiceUrl: invoiceUrl?.startsWith('/api/') ? `/api/order-status/${token}/invoice.pdf` : null,
    refunds: await refundsOf(db, order.id),
    shopEmail,
    ratings:
      lifecycle.state === 'cancelled' || !order.paymentIntentId
        ? []
        : await stillToRate(db, order.id, order.paymentIntentId, lines, today),
  };
}

/** What went back to the customer; a cancellation whose fee kept everything moved no money. */
async function refundsOf(db: Db, orderId: string): Promise<OrderStatusView['refunds']> {
  const rows = await db
    .select({ settledAt: refunds.settledAt, amountCents: refunds.amountCents })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.status, 'succeeded'),
        gt(refunds.amountCents, 0),
      ),
    )
    .orderBy(asc(refunds.settledAt), asc(refunds.createdAt));
  return rows.flatMap((row) =>
    row.settledAt ? [{ on: berlinDay(row.settledAt), amountCents: row.amountCents }] : [],
  );
}

/** Rating links for the products of a paid order that may be rated today and are not yet. */
async function stillToRate(
  db: Db,
  orderId: string,
  transactionId: string,
  lines: readonly OrderLineSummary[],
  today: string,
): Promise<OrderStatusView['ratings']> {
  const ratables = await ratablesOfOrder(db, orderId);
  return ratingLinks({ transactionId, lines }, today).filter((link) => {
    const ratable = ratables.get(link.productId);
    return ratable && !ratable.alreadyRated && isRatableOn(ratable.ratableFrom, today);
  });
}

async function pickupOf(
  db: Db,
  order: { pickupPlaceId: number | null; pickupDate: string | null },
) {
  if (order.pickupPlaceId === null || order.pickupDate === null) return null;
  const [place] = await db
    .select()
    .from(pickupPlaces)
    .where(eq(pickupPlaces.id, order.pickupPlaceId));
  if (!place) return null;
  return {
    date: order.pickupDate,
    name: place.name,
    address: placeAddress(place),
    description: place.description,
    openingHours: openingHoursLines(place.openingHours),
  };
}
