import { ceilDiv, sum } from './money';
import type { PricedLine } from './pricing';
import { rateFor, type ShippingRate, shippingCents } from './shipping-rules';

// How the goods of a cart reach the customer (issue 27): posted to a country the shop ships to,
// or collected at a pickup place on a day the customer chose. A cart of courses alone has
// nothing to deliver. The browser prices the choice with these functions and the server prices
// it again with the same ones.

export type DeliveryChoice =
  | { method: 'shipping'; country: string }
  | { method: 'pickup'; placeId: number; date: string };

/** Only goods are delivered; courses take place at the farm. */
export const hasGoods = (lines: readonly Pick<PricedLine, 'isCourse'>[]): boolean =>
  lines.some((line) => !line.isCourse);

/** The goods' worth after the discount: free shipping from an order value looks at this. */
export function goodsAfterDiscount(lines: readonly PricedLine[], discountPercent: number): number {
  const goods = sum(lines.filter((line) => !line.isCourse).map((l) => l.unitCents * l.quantity));
  return goods - ceilDiv(goods * Math.min(100, Math.max(0, discountPercent)), 100);
}

/**
 * What the delivery costs, in cents: 0 for a pickup or a cart without goods, the destination's
 * rate otherwise; null when the shop does not ship to that country.
 */
export function deliveryCents(
  choice: DeliveryChoice,
  lines: readonly PricedLine[],
  discountPercent: number,
  rates: readonly ShippingRate[],
): number | null {
  if (!hasGoods(lines) || choice.method === 'pickup') return 0;
  return shippingCents(rates, choice.country, goodsAfterDiscount(lines, discountPercent));
}

/**
 * The countries a parcel priced for `country` may go to: those of its rate's group, which all
 * cost the same. The payment page offers these and no other.
 */
export const countriesPricedLike = (rates: readonly ShippingRate[], country: string): string[] =>
  rateFor(rates, country)?.countries ?? [];

/** What the cart needs to know to keep a choice valid: where it ships, and each place's days. */
export interface DeliveryOffer {
  shipping: readonly { countries: readonly string[] }[];
  pickupPlaces: readonly { id: number; dates: readonly string[] }[];
}

/**
 * The customer's last choice as far as the shop still offers it: a day that has passed its
 * cutoff moves to the place's next day, a place or country no longer offered falls back to
 * shipping within Germany (or wherever the shop ships first).
 */
export function choiceWithin(choice: DeliveryChoice | null, offer: DeliveryOffer): DeliveryChoice {
  const countries = offer.shipping.flatMap((rate) => rate.countries);
  if (choice?.method === 'pickup') {
    const place = offer.pickupPlaces.find((option) => option.id === choice.placeId);
    const date = place?.dates.includes(choice.date) ? choice.date : place?.dates[0];
    if (place && date) return { method: 'pickup', placeId: place.id, date };
  }
  if (choice?.method === 'shipping' && countries.includes(choice.country)) return choice;
  return { method: 'shipping', country: countries.includes('DE') ? 'DE' : (countries[0] ?? 'DE') };
}
