import type { ProductType } from '../../../domain/catalog';
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

// docs/shop/cart.md#vat: honey is tax-free, everything else carries 19 %
export const TAX_CLASSES = [
  { id: 'exempt', name: 'Steuerfrei (Honig)', rateBp: 0 },
  { id: 'standard', name: 'Regelsteuersatz 19 %', rateBp: 1900 },
];

export function taxClassFor(type: ProductType): string {
  return type === 'honig' ? 'exempt' : 'standard';
}

export const DISCOUNT_CODES = [{ code: 'HONIG10', percentage: 10 }];

export const SHIPPING_COSTS = [{ name: 'Verpackung & Versand', amountCents: 675 }];

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
