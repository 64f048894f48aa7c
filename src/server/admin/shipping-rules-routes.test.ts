import { describe, expect, it } from 'vitest';
import type { ShippingRulesView } from '../../domain/settings-schema';
import { auditTrail } from '../audit/service';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';

describe.each(databaseKinds())('shipping rules in the backoffice on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const rules = async (method: 'GET' | 'PUT', payload?: object) =>
    (await staff()).request({ method, url: '/api/admin/settings/shipping-rules', payload });

  it('saves a rate per country group with free shipping and countries, in the history', async () => {
    expect((await rules('GET')).json<ShippingRulesView>().rates).toEqual([
      { group: 'DE', amountCents: 675, freeFromCents: null, countries: ['DE'] },
    ]);
    const saved = await rules('PUT', {
      rates: [
        { group: 'EU', euros: '12,90', freeFromEuros: '', countries: ['nl', 'AT'] },
        { group: 'DE', euros: '5,90', freeFromEuros: '50', countries: [] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ShippingRulesView>().rates).toEqual([
      { group: 'DE', amountCents: 590, freeFromCents: 5000, countries: ['DE'] },
      { group: 'EU', amountCents: 1290, freeFromCents: null, countries: ['AT', 'NL'] },
    ]);
    // the shop's cart still reads Germany's rate first
    const shopRates = (await shop().app.inject('/api/shipping-costs')).json<
      { amountCents: number }[]
    >();
    expect(shopRates.map((rate) => rate.amountCents)).toEqual([590, 1290]);

    const [entry] = await auditTrail(shop().database.db, 'settings', 'shipping');
    expect(entry?.action).toBe('updated');
    expect(entry?.changes[0]?.field).toBe('rates');
  });

  it('refuses rules without Germany, with a foreign country or a bad amount, in German', async () => {
    const refused = async (rates: object[]) => (await rules('PUT', { rates })).json().error.message;
    expect(await refused([{ group: 'EU', euros: '9', freeFromEuros: '', countries: ['AT'] }])).toBe(
      'body.rates: Der Versand nach Deutschland lässt sich nicht entfernen.',
    );
    expect(
      await refused([
        { group: 'DE', euros: '5', freeFromEuros: '', countries: [] },
        { group: 'EU', euros: '9', freeFromEuros: '', countries: ['CH'] },
      ]),
    ).toBe('body.rates.1.countries: Nicht in „EU-Ausland“: CH.');
    expect(await refused([{ group: 'DE', euros: 'fünf', freeFromEuros: '', countries: [] }])).toBe(
      'body.rates.0.euros: Bitte einen Betrag in Euro eingeben, z. B. 6,75.',
    );
    expect((await shop().app.inject('/api/admin/settings/shipping-rules')).statusCode).toBe(401);
  });
});
