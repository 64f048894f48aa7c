import type { NetContent } from './catalog-schema';

/** Grundpreis (PAngV): price per kilogram or litre, in cents, for food sold by net content. */
export function basePrice(
  priceCents: number,
  net: NetContent,
): { cents: number; unit: 'kg' | 'l' } {
  return {
    cents: Math.round((priceCents * 1000) / net.amount),
    unit: net.unit === 'g' ? 'kg' : 'l',
  };
}
