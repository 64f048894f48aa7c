import { and, asc, eq } from 'drizzle-orm';
import { addressLines } from '../../domain/address-format';
import { lotsText } from '../../domain/batches';
import { berlinDay } from '../../domain/berlin-time';
import { openingHoursLines, placeAddress } from '../../domain/pickup-place';
import { orderNumber } from '../../domain/withdrawal';
import type { Db } from '../db/client';
import { orderItems, orders, pickupPlaces } from '../db/schema';
import { conflict, notFound } from '../errors';
import { sendsGoods, unitsToSend } from '../fulfilment/goods-to-send';
import { lotsOfLineColumn } from '../stock/batch-stock';

/** What a Lieferschein says: who sends, who receives or collects, and the goods — no prices. */
export interface DeliveryNote {
  orderNumber: string;
  /** yyyy-mm-dd, the Berlin day the order was placed. */
  orderDate: string;
  buyerName: string | null;
  /** As the post writes it; null for a pickup (or an order paid before addresses were asked). */
  deliveryAddress: string[] | null;
  pickup: { date: string; name: string; address: string; openingHours: string[] } | null;
  /** `lots`: the batches each line took, for tracing a jar back (docs/shop/stock.md#batches). */
  goods: { title: string; quantity: number; lots: string }[];
}

const NO_ORDER = 'Diese Bestellung gibt es nicht.';

/** The delivery note of a paid order with goods: 404 unknown, 409 unpaid or course places only. */
export async function deliveryNote(db: Db, orderId: string): Promise<DeliveryNote> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(NO_ORDER);
  if (order.status !== 'paid' || !order.fulfilmentState)
    throw conflict(
      'ORDER_NOT_PAID',
      'Diese Bestellung ist nicht bezahlt: Es gibt nichts zu liefern.',
    );
  const goods = await db
    .select({ title: orderItems.title, quantity: unitsToSend, lots: lotsOfLineColumn })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sendsGoods))
    .orderBy(asc(orderItems.id));
  if (goods.length === 0)
    throw conflict(
      'NO_GOODS',
      'Diese Bestellung enthält nur Kursplätze oder erstattete Ware: Es gibt nichts zu liefern.',
    );
  return {
    orderNumber: orderNumber(order.id),
    orderDate: berlinDay(order.createdAt),
    buyerName: order.buyerName,
    deliveryAddress:
      order.deliveryMethod === 'shipping' && order.deliveryAddress
        ? addressLines(order.buyerName, order.deliveryAddress)
        : null,
    pickup: await pickupOf(db, order.pickupPlaceId, order.pickupDate),
    goods: goods.map((line) => ({ ...line, lots: lotsText(line.lots) })),
  };
}

async function pickupOf(db: Db, placeId: number | null, date: string | null) {
  if (placeId === null || date === null) return null;
  const [place] = await db.select().from(pickupPlaces).where(eq(pickupPlaces.id, placeId));
  if (!place) return null;
  return {
    date,
    name: place.name,
    address: placeAddress(place),
    openingHours: openingHoursLines(place.openingHours),
  };
}
