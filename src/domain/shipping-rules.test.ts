import { describe, expect, it } from 'vitest';
import { ShippingRulesInput } from './settings-schema';
import { type ShippingRate, shippingCents, shippingCountries } from './shipping-rules';

const rates: ShippingRate[] = [
  { group: 'EU', amountCents: 1290, freeFromCents: null, countries: ['AT', 'NL'] },
  { group: 'DE', amountCents: 675, freeFromCents: 5000, countries: ['DE'] },
];

describe('shipping costs by destination', () => {
  it('charges the group’s rate, nothing from the free-shipping value on', () => {
    expect(shippingCents(rates, 'DE', 4999)).toBe(675);
    expect(shippingCents(rates, 'DE', 5000)).toBe(0);
    expect(shippingCents(rates, 'AT', 100_000)).toBe(1290);
  });

  it('ships only where a rate names the country, Germany listed first', () => {
    expect(shippingCents(rates, 'FR', 1000)).toBeNull();
    expect(shippingCountries(rates)).toEqual(['DE', 'AT', 'NL']);
  });
});

describe('the shipping rules as staff enter them', () => {
  const germany = { group: 'DE', euros: '6,75', freeFromEuros: '50', countries: [] };
  const problems = (rows: object[]) =>
    ShippingRulesInput.safeParse({ rates: rows }).error?.issues.map((issue) => issue.message) ?? [];

  it('reads euros, an empty free-shipping value as never, and sorts the countries', () => {
    expect(
      ShippingRulesInput.parse({
        rates: [
          germany,
          { group: 'EU', euros: '12.9', freeFromEuros: '', countries: ['nl', 'AT'] },
        ],
      }).rates,
    ).toEqual([
      { group: 'DE', amountCents: 675, freeFromCents: 5000, countries: ['DE'] },
      { group: 'EU', amountCents: 1290, freeFromCents: null, countries: ['AT', 'NL'] },
    ]);
  });

  it('keeps each country in its own group and Germany always', () => {
    expect(
      problems([germany, { group: 'EU', euros: '12', freeFromEuros: '', countries: ['CH'] }]),
    ).toEqual(['Nicht in „EU-Ausland“: CH.']);
    expect(
      problems([germany, { group: 'other', euros: '20', freeFromEuros: '', countries: [] }]),
    ).toEqual(['Bitte mindestens ein Land wählen, oder die Zone entfernen.']);
    expect(problems([{ group: 'EU', euros: '12', freeFromEuros: '', countries: ['AT'] }])).toEqual([
      'Der Versand nach Deutschland lässt sich nicht entfernen.',
    ]);
    expect(problems([germany, germany])).toEqual(['Jede Zone nur einmal.']);
    expect(problems([{ ...germany, euros: 'sechs' }])).toEqual([
      'Bitte einen Betrag in Euro eingeben, z. B. 6,75.',
    ]);
  });
});
