import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { addDays, berlinInstant } from '../../domain/berlin-time';
import { compareGerman } from '../../domain/german-order';
import { FULFILMENT_STATE_LABELS } from '../../domain/order-states';
import {
  type PackingGroup,
  type PackingList,
  packingGroupOf,
} from '../../domain/packing-list-schema';
import { placeAddress } from '../../domain/pickup-place';
import { orderNumber } from '../../domain/withdrawal';
import type { Db } from '../db/client';
import { orderItems, orders, pickupPlaces } from '../db/schema';
import { notFound } from '../errors';
import { sendsGoods, unitsToSend } from '../fulfilment/goods-to-send';
import { lotsOfLineColumn } from '../stock/batch-stock';

// docs/shop/after-the-sale.md#packing-list: a pickup group holds the place's orders for that
// day, whatever their state short of cancelled (a handed-over order still shows who had what);
// the shipping group holds the parcels still to pack — paid by the end of that day, not yet
// shipped. Course places are neither packed nor handed over: only goods are listed.

const paidOrder = and(eq(orders.status, 'paid'), ne(orders.fulfilmentState, 'cancelled'));

function groupCondition(group: PackingGroup, date: string) {
  if (group.kind === 'pickup')
    return and(
      eq(orders.deliveryMethod, 'pickup'),
      eq(orders.pickupPlaceId, group.placeId),
      eq(orders.pickupDate, date),
    );
  return and(
    eq(orders.deliveryMethod, 'shipping'),
    inArray(orders.fulfilmentState, ['paid', 'processing']),
    lt(orders.paidAt, berlinInstant(addDays(date, 1), '00:00')),
  );
}

/** The places to choose from: every active one, and an inactive one only if it has orders that day. */
async function groupChoices(db: Db, date: string) {
  const places = await db
    .select({ id: pickupPlaces.id, name: pickupPlaces.name })
    .from(pickupPlaces)
    .where(
      or(
        eq(pickupPlaces.active, true),
        sql`exists (select 1 from ${orders} where ${orders.pickupPlaceId} = ${pickupPlaces.id} and ${orders.pickupDate} = ${date})`,
      ),
    )
    .orderBy(asc(pickupPlaces.name), asc(pickupPlaces.id));
  return [
    { group: 'shipping', label: 'Versand' },
    ...places.map((place) => ({ group: String(place.id), label: place.name })),
  ];
}

async function heading(db: Db, group: PackingGroup) {
  if (group.kind === 'shipping') return { title: 'Versand', address: null };
  const [place] = await db.select().from(pickupPlaces).where(eq(pickupPlaces.id, group.placeId));
  if (!place) throw notFound('Diesen Abholort gibt es nicht.');
  return { title: place.name, address: placeAddress(place) };
}

/** One day's packing list of a pickup place or of the parcels; 404 for an unknown place. */
export async function packingList(db: Db, date: string, groupKey: string): Promise<PackingList> {
  const group = packingGroupOf(groupKey);
  const { title, address } = await heading(db, group);
  const found = await db
    .select({
      id: orders.id,
      buyerName: orders.buyerName,
      state: orders.fulfilmentState,
    })
    .from(orders)
    .where(and(paidOrder, groupCondition(group, date)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const ids = found.map((order) => order.id);
  const lines = ids.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          title: orderItems.title,
          quantity: unitsToSend,
          lots: lotsOfLineColumn,
        })
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, ids), sendsGoods))
        .orderBy(asc(orderItems.id))
    : [];
  const withGoods = found.filter((order) => lines.some((line) => line.orderId === order.id));
  return {
    date,
    group: groupKey,
    title,
    address,
    products: totalsPerProduct(lines),
    orders: withGoods
      .map((order) => {
        const state = order.state ?? 'paid';
        return {
          orderId: order.id,
          orderNumber: orderNumber(order.id),
          buyerName: order.buyerName,
          state,
          stateLabel: FULFILMENT_STATE_LABELS[state],
          lines: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({
              title: line.title,
              quantity: line.quantity,
              lots: line.lots,
            })),
        };
      })
      .sort((a, b) => a.orderNumber.localeCompare(b.orderNumber)),
    groups: await groupChoices(db, date),
  };
}

/** Quantities added up per product, by title (a product renamed since keeps its ordered title). */
function totalsPerProduct(lines: { productId: string; title: string; quantity: number }[]) {
  const totals = new Map<string, { productId: string; title: string; quantity: number }>();
  for (const line of lines) {
    const known = totals.get(line.productId);
    if (known) known.quantity += line.quantity;
    else totals.set(line.productId, { ...line });
  }
  return [...totals.values()]
    .map(({ productId, title, quantity }) => ({ productId, title, quantity }))
    .sort((a, b) => compareGerman(a.title, b.title));
}
