import type { FastifyInstance } from 'fastify';
import type { PostalAddress } from '../../domain/address-schema';
import type { PickupPlaceInput } from '../../domain/pickup-place-schema';
import type { Actor } from '../audit/service';
import type { Db } from '../db/client';
import { createPickupPlace } from '../fulfilment/pickup-places';
import { payWithTestCard, startCheckout } from './checkout';

// Orders with a delivery choice, bought as a customer buys them: the cart's choice goes with the
// checkout, the buyer's name (and for shipping the address) is given on the payment page.

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

/** Checkout with the delivery choice, payment with the buyer's details: the paid order's id. */
export async function buyWithDelivery(
  app: FastifyInstance,
  lines: object[],
  delivery: Delivery,
  email = 'kundin@example.org',
): Promise<string> {
  const choice =
    delivery.method === 'shipping'
      ? { method: 'shipping' as const, country: delivery.address.country }
      : { method: 'pickup' as const, placeId: delivery.placeId, date: delivery.date };
  const { orderId, sessionId, body } = await startCheckout(app, lines, '127.0.0.1', choice);
  if (!orderId) throw new Error(`checkout failed: ${JSON.stringify(body)}`);
  const paid = await payWithTestCard(app, sessionId, email, {
    name: delivery.buyerName,
    deliveryAddress: delivery.method === 'shipping' ? delivery.address : null,
    phone: null,
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
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
