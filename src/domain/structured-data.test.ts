import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './catalog-schema';
import { eventStart, productJsonLd } from './structured-data';

const honey: ProductDetail = {
  id: 'p-akazienhonig',
  type: 'honig',
  title: 'Akazienhonig </script>',
  priceCents: 990,
  shortDescription: 'Mild und flüssig.',
  amountAvailable: 0,
  image: null,
  rating: { mean: 4.5, count: 2 },
  firstProperty: null,
  taxRateBp: 0,
  maxPerOrder: 10,
  description: '',
  longDescription: '',
  images: [{ id: 'a', url: '/api/images/a?w=480', srcSet: '', alt: '' }],
  properties: [],
  netContent: null,
  reduction: null,
  food: null,
  course: null,
};

describe('structured data of a product page', () => {
  it('states price in euros, availability from stock, ratings only when there are some', () => {
    const [item] = productJsonLd(honey, 'https://hof.example')['@graph'] as Record<
      string,
      unknown
    >[];
    expect(item?.offers).toMatchObject({
      price: '9.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://hof.example/produkt/p-akazienhonig',
    });
    expect(item?.image).toEqual(['https://hof.example/api/images/a?w=480']);
    expect(item?.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    const unrated = productJsonLd({ ...honey, rating: { mean: null, count: 0 } }, '')['@graph'];
    expect(unrated[0]).not.toHaveProperty('aggregateRating');
  });

  it('gives a reduced offer its struck prior price and the Omnibus reference', () => {
    const reduced = {
      ...honey,
      priceCents: 750,
      reduction: { struckCents: 790, lowestPriorCents: 790, endsAt: '2026-12-20T23:00:00.000Z' },
    };
    const [item] = productJsonLd(reduced, '')['@graph'] as Record<string, unknown>[];
    expect(item?.offers).toMatchObject({
      price: '7.50',
      priceValidUntil: '2026-12-20',
      priceSpecification: [
        { price: '7.50' },
        { priceType: 'https://schema.org/StrikethroughPrice', price: '7.90' },
        { name: 'Niedrigster Preis der letzten 30 Tage', price: '7.90' },
      ],
    });
    const [plain] = productJsonLd(honey, '')['@graph'] as Record<string, unknown>[];
    expect(plain?.offers).not.toHaveProperty('priceSpecification');
  });

  it('states the food information, allergens in capitals, and the operator as manufacturer', () => {
    const mead: ProductDetail = {
      ...honey,
      netContent: { amount: 750, unit: 'ml' },
      food: {
        name: 'Met (Honigwein)',
        ingredients: 'Wasser, Honig (35 %), Weinhefe, **Sulfite**',
        bestBefore: 'siehe Etikett',
        storage: '',
        operator: 'Imkerei Sonnenwiese\nLindenweg 4\n14467 Potsdam',
        alcohol: '11 % vol',
        origin: null,
      },
    };
    const [item] = productJsonLd(mead, '')['@graph'] as Record<string, unknown>[];
    expect(item?.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Bezeichnung', value: 'Met (Honigwein)' },
      {
        '@type': 'PropertyValue',
        name: 'Zutaten',
        value: 'Wasser, Honig (35 %), Weinhefe, SULFITE',
      },
      { '@type': 'PropertyValue', name: 'Nettofüllmenge', value: '750 ml' },
      { '@type': 'PropertyValue', name: 'Alkoholgehalt', value: '11 % vol' },
      { '@type': 'PropertyValue', name: 'Mindesthaltbarkeit', value: 'siehe Etikett' },
    ]);
    expect(item?.manufacturer).toEqual({
      '@type': 'Organization',
      name: 'Imkerei Sonnenwiese',
      address: 'Lindenweg 4, 14467 Potsdam',
    });
  });

  it('gives a course one event per date, in the shop time zone', () => {
    const course: ProductDetail = {
      ...honey,
      type: 'course',
      amountAvailable: 0,
      course: {
        series: false,
        time: '10:00 – 13:00',
        location: 'Bienenstand am Hof',
        sections: [],
        dates: [
          {
            id: 1,
            label: null,
            date: '2027-04-17',
            time: '10:00 – 13:00',
            totalSpace: 8,
            reserved: 7,
            free: 1,
            fixedDates: ['2027-04-17'],
          },
          {
            id: 2,
            label: null,
            date: '2027-11-27',
            time: '9:30 – 12:00',
            totalSpace: 8,
            reserved: 8,
            free: 0,
            fixedDates: ['2027-11-27'],
          },
        ],
      },
    };
    const [item, spring, winter] = productJsonLd(course, '')['@graph'] as Record<string, unknown>[];
    expect(item?.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(spring).toMatchObject({ '@type': 'Event', startDate: '2027-04-17T10:00:00+02:00' });
    expect(winter?.startDate).toBe('2027-11-27T09:30:00+01:00');
    expect(winter?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(eventStart('2027-04-17', 'ganztägig')).toBe('2027-04-17');
  });
});
