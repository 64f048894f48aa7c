import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TodayOrder, TodayView } from '../../domain/fulfilment-schema';
import { nextActions } from '../../domain/order-lifecycle';
import type { FulfilmentState } from '../../domain/order-states';
import { orderNumber } from '../../domain/withdrawal';
import type { Db } from '../db/client';
import { orderItems, orders, pickupPlaces } from '../db/schema';
import { sendsGoods, unitsToSend } from './goods-to-send';

// The "Heute" page: on a tablet at the packing table or the market stall, what is still to do.

/** Not yet shipped: everything paid and not sent is due, however old. */
const TO_SHIP: FulfilmentState[] = ['paid', 'processing'];
/** Not yet handed over: the pickup day's orders until they are collected. */
const TO_HAND_OVER: FulfilmentState[] = ['paid', 'processing', 'ready_for_pickup'];

const columns = {
  id: orders.id,
  buyerName: orders.buyerName,
  email: orders.customerEmail,
  paidAt: orders.paidAt,
  state: orders.fulfilmentState,
  delivery: orders.deliveryMethod,
  version: orders.fulfilmentVersion,
  placeId: orders.pickupPlaceId,
};

/**
 * The shipping orders still to go out and, per pickup place, the orders to hand over on `day`
 * (a Berlin calendar day), oldest payment first.
 */
export async function todayView(db: Db, day: string): Promise<TodayView> {
  const shippingRows = await db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.deliveryMethod, 'shipping'), inArray(orders.fulfilmentState, TO_SHIP)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const pickupRows = await db
    .select(columns)
    .from(orders)
    .where(
      and(
        eq(orders.deliveryMethod, 'pickup'),
        eq(orders.pickupDate, day),
        inArray(orders.fulfilmentState, TO_HAND_OVER),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const ids = [...shippingRows, ...pickupRows].map((row) => row.id);
  const items = ids.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          quantity: unitsToSend,
          title: orderItems.title,
        })
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, ids), sendsGoods))
        .orderBy(asc(orderItems.id))
    : [];
  const placeIds = [...new Set(pickupRows.map((row) => row.placeId ?? 0))];
  const places = placeIds.length
    ? await db
        .select({
          id: pickupPlaces.id,
          name: pickupPlaces.name,
          street: pickupPlaces.street,
          postalCode: pickupPlaces.postalCode,
          town: pickupPlaces.town,
        })
        .from(pickupPlaces)
        .where(inArray(pickupPlaces.id, placeIds))
        .orderBy(asc(pickupPlaces.name), asc(pickupPlaces.id))
    : [];

  const toOrder = (row: (typeof shippingRows)[number]): TodayOrder => {
    const state = row.state ?? 'paid';
    return {
      orderId: row.id,
      orderNumber: orderNumber(row.id),
      buyerName: row.buyerName,
      email: row.email,
      paidAt: row.paidAt?.toISOString() ?? null,
      state,
      delivery: row.delivery,
      version: row.version,
      nextActions: nextActions({ state, delivery: row.delivery, goodsLeft: true }),
      items: items
        .filter((item) => item.orderId === row.id)
        .map(({ quantity, title }) => ({ quantity, title })),
    };
  };
  // an order whose goods were all refunded has nothing left to do here
  const withGoods = new Set(items.map((item) => item.orderId));
  const toDo = (rows: typeof shippingRows) => rows.filter((row) => withGoods.has(row.id));
  return {
    day,
    shipping: toDo(shippingRows).map(toOrder),
    pickups: places
      .map((place) => ({
        place,
        orders: toDo(pickupRows.filter((row) => row.placeId === place.id)).map(toOrder),
      }))
      .filter((group) => group.orders.length > 0),
  };
}
