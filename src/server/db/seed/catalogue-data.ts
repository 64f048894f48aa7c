import type { SeedProduct } from './catalogue-types';
import { COURSES } from './courses';
import { CARE, STRENGTH } from './products-care-strength';
import { DRINKS } from './products-drink';
import { HONIG } from './products-honig';
import { HONIG_MORE } from './products-honig-more';
import { OTHER } from './products-other';

export const CATALOGUE: SeedProduct[] = [
  ...HONIG,
  ...HONIG_MORE,
  ...DRINKS,
  ...CARE,
  ...STRENGTH,
  ...OTHER,
  ...COURSES,
];

export const DISCOUNT_CODES = [{ code: 'HONIG10', percentage: 10 }];

export const SHIPPING_COSTS = [{ name: 'Verpackung & Versand', amountCents: 675 }];

const everyMorning = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

/**
 * Where the demo farm hands orders over (issue 27): its farm shop and one market stall, so a
 * newcomer sees "Abholung" in the cart at once. Staff change them under Backoffice → Abholorte.
 */
export const PICKUP_PLACES = [
  {
    name: 'Hofladen Sonnenwiese',
    street: 'Lindenweg 4',
    postalCode: '14467',
    town: 'Potsdam',
    description: 'Im Hofladen an der Kasse, bitte die Bestellnummer nennen.',
    openingHours: everyMorning('09:00', '12:00'),
    // packed the evening before
    cutoffDaysBefore: 1,
    cutoffTime: '18:00',
    closedDays: ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01'],
  },
  {
    name: 'Wochenmarkt Potsdam',
    street: 'Bassinplatz',
    postalCode: '14467',
    town: 'Potsdam',
    description: 'Unser Stand mit dem gelben Schirm, neben dem Brunnen.',
    openingHours: [{ weekday: 6, opens: '08:00', closes: '13:00' }],
    // "bis Donnerstag 18 Uhr für Samstag"
    cutoffDaysBefore: 2,
    cutoffTime: '18:00',
    closedDays: ['2026-12-26'],
  },
];

/** Demo course participants; combined pairwise so a few lists give many distinct people. */
export const FIRST_NAMES = [
  'Anna',
  'Lukas',
  'Sophie',
  'Felix',
  'Marie',
  'Jonas',
  'Lena',
  'Paul',
  'Hannah',
  'Moritz',
  'Clara',
  'Tobias',
  'Greta',
  'Matthias',
  'Ida',
  'Stefan',
  'Johanna',
  'Florian',
  'Theresa',
  'Benedikt',
  'Ulrike',
  'Karl',
  'Friederike',
  'Sebastian',
];

export const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Weber',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Maier',
  'Fuchs',
  'Vogel',
  'Jäger',
];
