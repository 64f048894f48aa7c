import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ShippingRateInput, shippingFormValues } from './settings-schema';

describe('the shipping rate form', () => {
  it('shows a stored rate so that saving it unchanged keeps it to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (amountCents) => {
        expect(ShippingRateInput.parse(shippingFormValues(amountCents))).toEqual({ amountCents });
      }),
    );
  });

  it('takes a comma or a point, and refuses a third decimal or 10.000 € and more', () => {
    expect(ShippingRateInput.parse({ euros: ' 4.9 ' })).toEqual({ amountCents: 490 });
    const problem = 'Bitte einen Betrag in Euro eingeben, z. B. 6,75.';
    for (const euros of ['4,999', '10000', '-1', '', 'vier'])
      expect(ShippingRateInput.safeParse({ euros }).error?.issues).toEqual([
        expect.objectContaining({ path: ['euros'], message: problem }),
      ]);
  });
});
