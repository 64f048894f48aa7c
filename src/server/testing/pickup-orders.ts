import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PickupPlaceInput } from '../../domain/pickup-place-schema';
import type { Actor } from '../audit/service';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { createPickupPlace } from '../fulfilment/pickup-places';
import { goodsLine, payWithTestCard, startCheckout } from './checkout';

// Until the cart offers pickup, tests make pickup orders the way the checkout will: the order is
// given its place, day and buyer before it is paid (so payment queues the pickup reminder).

export const MARKET_STALL: PickupPlaceInput = {
  name: 'Wochenmarkt Potsdam',
  street: 'Bassinplatz 1',
  postalCode: '14467',
  town: 'Potsdam',
  description: 'Stand neben dem Brunnen',
  openingHours: [{ weekday: 6, opens: '08:00', closes: '13:00' }],
  cutoff: { daysBefore: 2, time: '18:00' },
  closedDays: [],
  active: true,
};

export const testPickupPlace = (db: Db, actor: Actor, changes: Partial<PickupPlaceInput> = {}) =>
  createPickupPlace(db, actor, { ...MARKET_STALL, ...changes });

/** A paid order of `productId` to collect at `placeId` on `day`; its id. */
export async function buyForPickup(
  app: FastifyInstance,
  db: Db,
  {
    productId,
    placeId,
    day,
    buyerName = 'Anna Groß',
    email = 'abholung@example.org',
  }: {
    productId: string;
    placeId: number;
    day: string;
    buyerName?: string;
    email?: string;
  },
): Promise<string> {
  const { orderId, sessionId } = await startCheckout(app, [goodsLine(productId)]);
  if (!orderId) throw new Error('checkout failed');
  await db
    .update(orders)
    .set({ deliveryMethod: 'pickup', pickupPlaceId: placeId, pickupDate: day, buyerName })
    .where(eq(orders.id, orderId));
  await payWithTestCard(app, sessionId, email);
  await app.inject({ url: `/api/checkout/sessions/${sessionId}` });
  return orderId;
}

/** Gives a paid shipping order the buyer details the payment page will ask for. */
export async function giveShippingDetails(db: Db, orderId: string, buyerName = 'Jürgen Müller') {
  await db
    .update(orders)
    .set({
      buyerName,
      phone: '0171 1234567',
      deliveryAddress: {
        street: 'Lindenstraße 5',
        addressLine2: null,
        postalCode: '10969',
        town: 'Berlin',
        country: 'DE',
      },
      billingAddress: {
        name: 'Imkerei Müller GmbH',
        street: 'Am Markt 1',
        addressLine2: null,
        postalCode: '14467',
        town: 'Potsdam',
        country: 'DE',
      },
    })
    .where(eq(orders.id, orderId));
}
