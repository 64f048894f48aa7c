import { and, eq } from 'drizzle-orm';
import { countryName } from '../../domain/countries';
import {
  countriesPricedLike,
  type DeliveryChoice,
  deliveryCents,
  hasGoods,
} from '../../domain/delivery';
import type { DeliveryOptions } from '../../domain/delivery-schema';
import type { DeliveryMethod } from '../../domain/order-states';
import { nextPickupDates, pickupDateProblem } from '../../domain/pickup-dates';
import type { PricedLine } from '../../domain/pricing';
import { shippingRules } from '../catalog/shipping-costs';
import type { Db, Tx } from '../db/client';
import { pickupPlaces } from '../db/schema';
import { findPickupPlace, listPickupPlaces } from '../fulfilment/pickup-places';
import { noShippingTo, pickupDateUnavailable, pickupPlaceUnavailable } from './errors';

// enough to plan two or three weeks of weekly markets without a long list
const DATES_OFFERED = 6;

/** The cart's choice: every shipping rate, and each active place with its next days. */
export async function deliveryOptions(db: Db, now: Date): Promise<DeliveryOptions> {
  const [shipping, places] = await Promise.all([
    shippingRules(db),
    listPickupPlaces(db, { activeOnly: true }),
  ]);
  return {
    shipping,
    pickupPlaces: places.flatMap(({ active: _active, version: _version, closedDays, ...place }) => {
      const dates = nextPickupDates({ ...place, closedDays }, now, DATES_OFFERED);
      return dates.length ? [{ ...place, openingHours: [...place.openingHours], dates }] : [];
    }),
  };
}

/**
 * Holds the place while an order naming it is written: a staff member removing or closing it at
 * that moment waits, or the checkout is refused in German (not a foreign key's 500).
 */
export async function lockPickupPlace(tx: Tx, placeId: number): Promise<void> {
  const [place] = await tx
    .select({ id: pickupPlaces.id })
    .from(pickupPlaces)
    .where(and(eq(pickupPlaces.id, placeId), eq(pickupPlaces.active, true)))
    .for('key share');
  if (!place) throw pickupPlaceUnavailable();
}

/** The delivery as an order stores it. */
export interface PricedDelivery {
  method: DeliveryMethod;
  shippingCents: number;
  pickupPlaceId: number | null;
  pickupDate: string | null;
  /** For shipping: the countries the charged rate covers (the payment page offers these). */
  shippingCountries: string[] | null;
}

/**
 * Checks the customer's choice against the shop's rules at `now` (Berlin time: a cutoff passed
 * while the cart was open refuses the day) and prices it. Courses alone deliver nothing.
 */
export async function priceDelivery(
  db: Db | Tx,
  choice: DeliveryChoice,
  lines: readonly PricedLine[],
  discountPercent: number,
  now: Date,
): Promise<PricedDelivery> {
  if (!hasGoods(lines))
    return {
      method: 'none',
      shippingCents: 0,
      pickupPlaceId: null,
      pickupDate: null,
      shippingCountries: null,
    };
  if (choice.method === 'pickup') {
    const place = await findPickupPlace(db, choice.placeId);
    if (!place?.active) throw pickupPlaceUnavailable();
    const problem = pickupDateProblem(place, choice.date, now);
    if (problem) throw pickupDateUnavailable(problem);
    return {
      method: 'pickup',
      shippingCents: 0,
      pickupPlaceId: place.id,
      pickupDate: choice.date,
      shippingCountries: null,
    };
  }
  const rates = await shippingRules(db);
  const shippingCents = deliveryCents(choice, lines, discountPercent, rates);
  if (shippingCents === null) throw noShippingTo(countryName(choice.country));
  return {
    method: 'shipping',
    shippingCents,
    pickupPlaceId: null,
    pickupDate: null,
    shippingCountries: countriesPricedLike(rates, choice.country),
  };
}
