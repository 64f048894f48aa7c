import { and, asc, eq } from 'drizzle-orm';
import { addressLines } from '../../domain/address-format';
import { openingHoursLines, placeAddress } from '../../domain/pickup-place';
import { paths } from '../../domain/routes';
import { orderNumber } from '../../domain/withdrawal';
import type { Tx } from '../db/client';
import { orderItems, orders, pickupPlaces } from '../db/schema';
import type { FulfilmentMailOrder } from '../mail/fulfilment-mail-parts';
import type { PickupNotice } from '../mail/pickup-mail-templates';
import { sendsGoods, unitsToSend } from './goods-to-send';

/** What the mails after the sale say of an order, read inside the transaction that sends them. */
export async function mailFacts(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({
      email: orders.customerEmail,
      buyerName: orders.buyerName,
      delivery: orders.deliveryMethod,
      deliveryAddress: orders.deliveryAddress,
      pickupPlaceId: orders.pickupPlaceId,
      pickupDate: orders.pickupDate,
      statusToken: orders.statusToken,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const goods = await tx
    .select({ title: orderItems.title, quantity: unitsToSend })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sendsGoods))
    .orderBy(asc(orderItems.id));
  const base: FulfilmentMailOrder = {
    orderNumber: orderNumber(orderId),
    buyerName: order.buyerName,
    goods,
    statusPath: paths.orderStatus(order.statusToken),
  };
  return {
    email: order.email,
    base,
    deliveryAddress: order.deliveryAddress
      ? addressLines(order.buyerName, order.deliveryAddress)
      : null,
    pickup: await pickupOf(tx, order.pickupPlaceId, order.pickupDate),
  };
}

async function pickupOf(
  tx: Tx,
  placeId: number | null,
  pickupDate: string | null,
): Promise<Omit<PickupNotice, keyof FulfilmentMailOrder> | null> {
  if (placeId === null || pickupDate === null) return null;
  const [place] = await tx.select().from(pickupPlaces).where(eq(pickupPlaces.id, placeId));
  if (!place) return null;
  return {
    pickupDate,
    place: {
      name: place.name,
      address: placeAddress(place),
      description: place.description,
      openingHours: openingHoursLines(place.openingHours),
    },
  };
}
