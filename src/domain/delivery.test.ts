import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceWithin, deliveryCents, goodsAfterDiscount } from './delivery';
import type { ShippingRate } from './shipping-rules';

const RATES: ShippingRate[] = [
  { group: 'DE', amountCents: 675, freeFromCents: 5000, countries: ['DE'] },
  { group: 'EU', amountCents: 1490, freeFromCents: null, countries: ['AT', 'NL'] },
];
const jar = (quantity: number) => ({ unitCents: 790, quantity, taxRateBp: 700, isCourse: false });
const course = { unitCents: 4500, quantity: 1, taxRateBp: 1900, isCourse: true };

describe('pricing the delivery', () => {
  it('charges the destination group’s rate, nothing from the free-shipping value on', () => {
    expect(deliveryCents({ method: 'shipping', country: 'DE' }, [jar(2)], 0, RATES)).toBe(675);
    expect(deliveryCents({ method: 'shipping', country: 'NL' }, [jar(2)], 0, RATES)).toBe(1490);
    expect(deliveryCents({ method: 'shipping', country: 'DE' }, [jar(7)], 0, RATES)).toBe(0);
    // 7 jars are 55,30 €, after 10 % only 49,77 €: below the 50 € the farm ships free from
    expect(deliveryCents({ method: 'shipping', country: 'DE' }, [jar(7)], 10, RATES)).toBe(675);
    expect(deliveryCents({ method: 'shipping', country: 'FR' }, [jar(1)], 0, RATES)).toBeNull();
  });

  it('charges nothing for a pickup or for courses alone, and courses never count towards free shipping', () => {
    const pickup = { method: 'pickup', placeId: 1, date: '2027-04-10' } as const;
    expect(deliveryCents(pickup, [jar(1)], 0, RATES)).toBe(0);
    expect(deliveryCents({ method: 'shipping', country: 'DE' }, [course], 0, RATES)).toBe(0);
    expect(goodsAfterDiscount([jar(1), course], 0)).toBe(790);
  });

  it('never lets a discount make the goods worth less than nothing or more than they are', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -50, max: 150 }), (n, p) => {
        const worth = goodsAfterDiscount([jar(n)], p);
        return worth >= 0 && worth <= 790 * n;
      }),
    );
  });
});

describe('keeping the cart’s choice within what the shop offers', () => {
  const offer = {
    shipping: RATES,
    pickupPlaces: [{ id: 3, dates: ['2027-04-10', '2027-04-17'] }],
  };

  it('keeps a choice still offered and moves a passed day to the place’s next one', () => {
    const pickup = { method: 'pickup', placeId: 3, date: '2027-04-17' } as const;
    expect(choiceWithin(pickup, offer)).toEqual(pickup);
    expect(choiceWithin({ ...pickup, date: '2027-04-03' }, offer)).toEqual({
      ...pickup,
      date: '2027-04-10',
    });
    expect(choiceWithin({ method: 'shipping', country: 'AT' }, offer)).toEqual({
      method: 'shipping',
      country: 'AT',
    });
  });

  it('falls back to shipping within Germany when the place or country is gone', () => {
    const germany = { method: 'shipping', country: 'DE' };
    expect(choiceWithin(null, offer)).toEqual(germany);
    expect(choiceWithin({ method: 'pickup', placeId: 9, date: '2027-04-10' }, offer)).toEqual(
      germany,
    );
    expect(choiceWithin({ method: 'shipping', country: 'FR' }, offer)).toEqual(germany);
    expect(
      choiceWithin(
        { method: 'pickup', placeId: 3, date: '2027-04-10' },
        {
          ...offer,
          pickupPlaces: [{ id: 3, dates: [] }],
        },
      ),
    ).toEqual(germany);
  });
});
