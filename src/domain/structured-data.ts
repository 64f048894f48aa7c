// schema.org data of a product page (JSON-LD): search engines read price, availability and
// ratings from it, and a course's dates as events. Pure: the page builds it from the API's data.
import type { CourseDate, ProductDetail } from './catalog-schema';
import { plainIngredients } from './food-info';
import { paths } from './routes';

const SHOP_TIME_ZONE = 'Europe/Berlin';

/** "9,90 €" as schema.org wants it: "9.90". */
const price = (cents: number) => (cents / 100).toFixed(2);

// made when first asked: only the server writes a page's structured data, and a browser's first
// Intl formatter is dear (german-numbers.ts)
let offsetFormat: Intl.DateTimeFormat | undefined;

/** The shop's UTC offset on a day ("+01:00" in winter, "+02:00" in summer). */
function berlinOffset(isoDay: string): string {
  offsetFormat ??= new Intl.DateTimeFormat('en', {
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: 'longOffset',
  });
  const name = offsetFormat
    .formatToParts(new Date(`${isoDay}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** "2027-04-17" and "10:00 – 13:00" → "2027-04-17T10:00:00+02:00"; the day alone without a time. */
export function eventStart(isoDay: string, time: string): string {
  const clock = /(\d{1,2}):(\d{2})/.exec(time);
  if (!clock) return isoDay;
  const hours = (clock[1] ?? '').padStart(2, '0');
  return `${isoDay}T${hours}:${clock[2]}:00${berlinOffset(isoDay)}`;
}

const availability = (available: boolean) =>
  `https://schema.org/${available ? 'InStock' : 'OutOfStock'}`;

function courseEvent(product: ProductDetail, date: CourseDate, url: string, location: string) {
  return {
    '@type': 'Event',
    name: date.label ? `${product.title} – ${date.label}` : product.title,
    startDate: eventStart(date.date, date.time),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: location, address: location },
    offers: {
      '@type': 'Offer',
      price: price(product.priceCents),
      priceCurrency: 'EUR',
      availability: date.free > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
    },
  };
}

/**
 * A reduced offer: the regular price as schema.org's strike-through price, and the Omnibus
 * reference (§ 11 PAngV) as a named price valid in the 30 days before the reduction.
 */
function reducedPrices(product: ProductDetail) {
  const { reduction } = product;
  if (!reduction) return {};
  return {
    priceValidUntil: reduction.endsAt.slice(0, 10),
    priceSpecification: [
      { '@type': 'UnitPriceSpecification', price: price(product.priceCents), priceCurrency: 'EUR' },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: price(reduction.struckCents),
        priceCurrency: 'EUR',
      },
      {
        '@type': 'UnitPriceSpecification',
        name: 'Niedrigster Preis der letzten 30 Tage',
        price: price(reduction.lowestPriorCents),
        priceCurrency: 'EUR',
      },
    ],
  };
}

const propertyValue = (name: string, value: string) => ({ '@type': 'PropertyValue', name, value });

/** The food information (LMIV) as product properties; allergens in capitals, as on labels. */
function foodProperties(product: ProductDetail) {
  const { food } = product;
  if (!food) return {};
  const values: [string, string][] = [
    ['Bezeichnung', food.name],
    ['Zutaten', plainIngredients(food.ingredients)],
    [
      'Nettofüllmenge',
      product.netContent ? `${product.netContent.amount} ${product.netContent.unit}` : '',
    ],
    ['Alkoholgehalt', food.alcohol],
    ['Mindesthaltbarkeit', food.bestBefore],
    ['Aufbewahrung', food.storage],
    ['Herkunft', food.origin ?? ''],
  ];
  const [operatorName = '', ...address] = food.operator.split('\n');
  return {
    additionalProperty: values
      .filter(([, value]) => value.trim() !== '')
      .map(([name, value]) => propertyValue(name, value)),
    ...(operatorName
      ? {
          manufacturer: {
            '@type': 'Organization',
            name: operatorName,
            address: address.join(', '),
          },
        }
      : {}),
  };
}

/** The page's JSON-LD: the product with its offer and ratings, and one event per course date. */
export function productJsonLd(product: ProductDetail, origin: string) {
  const url = `${origin}${paths.product(product.id)}`;
  const inStock = product.course
    ? product.course.dates.some((date) => date.free > 0)
    : product.amountAvailable > 0;
  const item = {
    '@type': 'Product',
    '@id': url,
    name: product.title,
    description: product.shortDescription,
    sku: product.id,
    image: product.images.map((image) => `${origin}${image.url}`),
    brand: { '@type': 'Brand', name: 'Hofladen' },
    offers: {
      '@type': 'Offer',
      url,
      price: price(product.priceCents),
      priceCurrency: 'EUR',
      availability: availability(inStock),
      ...reducedPrices(product),
    },
    ...foodProperties(product),
    ...(product.rating.count > 0 && product.rating.mean !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.mean,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const events = product.course
    ? product.course.dates.map((date) =>
        courseEvent(product, date, url, product.course?.location ?? ''),
      )
    : [];
  return { '@context': 'https://schema.org', '@graph': [item, ...events] };
}
