import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { DeliveryChoiceForm } from './delivery-choice-form';

it('offers Germany first, then the other shipping countries by their German names', () => {
  const html = renderToString(
    createElement(DeliveryChoiceForm, {
      options: {
        shipping: [
          { group: 'EU', amountCents: 1290, freeFromCents: null, countries: ['PL', 'AT', 'NL'] },
          { group: 'DE', amountCents: 675, freeFromCents: null, countries: ['DE'] },
          { group: 'other', amountCents: 2490, freeFromCents: null, countries: ['CH', 'BE'] },
        ],
        pickupPlaces: [],
      },
      choice: { method: 'shipping', country: 'AT' },
      shippingCents: 1290,
      onChoose: () => {},
    }),
  );
  const offered = [...html.matchAll(/<option value="([A-Z]{2})"[^>]*>([^<]+)</g)].map(
    ([, code, name]) => `${code} ${name}`,
  );
  expect(offered).toEqual([
    'DE Deutschland',
    'BE Belgien',
    'NL Niederlande',
    'AT Österreich',
    'PL Polen',
    'CH Schweiz',
  ]);
});
