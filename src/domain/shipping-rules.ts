import { COUNTRY_GROUPS, type CountryGroup } from './countries';

// What shipping costs where (issue 27): a rate per destination group, free from an order value
// if the farm wants that, and the countries of each group it ships to. Pickup costs nothing.

export interface ShippingRate {
  group: CountryGroup;
  amountCents: number;
  /** Goods worth at least this much (after the discount) ship free; null: never free. */
  freeFromCents: number | null;
  /** The group's countries the shop ships to; Germany's is always ["DE"]. */
  countries: string[];
}

/** Every country any rate ships to, Germany first: the delivery address schema's setting. */
export const shippingCountries = (rates: readonly ShippingRate[]): string[] =>
  [...rates]
    .sort((a, b) => COUNTRY_GROUPS.indexOf(a.group) - COUNTRY_GROUPS.indexOf(b.group))
    .flatMap((rate) => rate.countries);

/** The rate of a destination; null when the shop does not ship there. */
export const rateFor = (rates: readonly ShippingRate[], country: string): ShippingRate | null =>
  rates.find((rate) => rate.countries.includes(country)) ?? null;

/**
 * Shipping of goods worth `goodsCents` (after the discount) to `country`, in cents; null when
 * the shop does not ship there.
 */
export function shippingCents(
  rates: readonly ShippingRate[],
  country: string,
  goodsCents: number,
): number | null {
  const rate = rateFor(rates, country);
  if (!rate) return null;
  if (rate.freeFromCents !== null && goodsCents >= rate.freeFromCents) return 0;
  return rate.amountCents;
}
