import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PostalAddress } from '../../domain/address-schema';
import type { PickupPlaceInput } from '../../domain/pickup-place-schema';
import type { Actor } from '../audit/service';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { createPickupPlace } from '../fulfilment/pickup-places';
import { payWithTestCard, startCheckout } from './checkout';

// Orders with a delivery choice, made before the cart offers one: the checkout's order gets its
// name, address or pickup columns directly, then it is paid as a customer would.

export type Delivery =
  | { method: 'shipping'; buyerName: string; address: PostalAddress }
  | { method: 'pickup'; buyerName: string; placeId: number; date: string };

export const HEIDE_ADDRESS: PostalAddress = {
  street: 'Lindenstraße 7',
  addressLine2: 'Hinterhaus, 2. OG',
  postalCode: '14467',
  town: 'Potsdam',
  country: 'DE',
};

/** Checkout, the delivery written onto the order, payment, the success page: the paid order's id. */
export async function buyWithDelivery(
  app: FastifyInstance,
  db: Db,
  lines: object[],
  delivery: Delivery,
  email = 'kundin@example.org',
): Promise<string> {
  const { orderId, sessionId } = await startCheckout(app, lines);
  if (!orderId) throw new Error('checkout failed');
  await db
    .update(orders)
    .set(
      delivery.method === 'shipping'
        ? {
            deliveryMethod: 'shipping',
            buyerName: delivery.buyerName,
            deliveryAddress: delivery.address,
          }
        : {
            deliveryMethod: 'pickup',
            buyerName: delivery.buyerName,
            pickupPlaceId: delivery.placeId,
            pickupDate: delivery.date,
          },
    )
    .where(eq(orders.id, orderId));
  await payWithTestCard(app, sessionId, email);
  await app.inject({ url: `/api/checkout/sessions/${sessionId}` });
  return orderId;
}

/** A Saturday market stall with an umlaut in its name. */
export const marketStall = (overrides: Partial<PickupPlaceInput> = {}): PickupPlaceInput => ({
  name: 'Wochenmarkt Jüterbog',
  street: 'Marktplatz 3',
  postalCode: '14913',
  town: 'Jüterbog',
  description: 'Stand neben dem Käsewagen',
  openingHours: [{ weekday: 6, opens: '08:00', closes: '13:00' }],
  cutoff: { daysBefore: 2, time: '18:00' },
  closedDays: [],
  active: true,
  ...overrides,
});

export const createMarketStall = (
  db: Db,
  actor: Actor,
  overrides: Partial<PickupPlaceInput> = {},
) => createPickupPlace(db, actor, marketStall(overrides));
