import type { FastifyInstance } from 'fastify';
import type { PickupPlaceInput } from '../../domain/pickup-place-schema';
import type { Actor } from '../audit/service';
import type { Db } from '../db/client';
import { createPickupPlace } from '../fulfilment/pickup-places';
import { goodsLine, payWithTestCard, startCheckout } from './checkout';

// Pickup orders for the backoffice's tests, bought as a customer buys them: the cart's choice of
// place and day, then the payment page with the buyer's name.

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

/** A paid order of `productId` to collect at `placeId` on `day`, bought through the cart; its id. */
export async function buyForPickup(
  app: FastifyInstance,
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
  const { orderId, sessionId, body } = await startCheckout(
    app,
    [goodsLine(productId)],
    '127.0.0.1',
    {
      method: 'pickup',
      placeId,
      date: day,
    },
  );
  if (!orderId) throw new Error(`checkout failed: ${JSON.stringify(body)}`);
  await payWithTestCard(app, sessionId, email, { name: buyerName, phone: null });
  await app.inject({ url: `/api/checkout/sessions/${sessionId}` });
  return orderId;
}

/** What a buyer of a parcel types into the payment page, with a billing address that differs. */
export const SHIPPING_BUYER = {
  name: 'Jürgen Müller',
  phone: '0171 1234567',
  deliveryAddress: {
    street: 'Lindenstraße 5',
    postalCode: '10969',
    town: 'Berlin',
    country: 'DE',
  },
  billingAddress: {
    name: 'Imkerei Müller GmbH',
    street: 'Am Markt 1',
    postalCode: '14467',
    town: 'Potsdam',
    country: 'DE',
  },
};
