import type { ProductType } from './catalog';

const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The id (and URL) of a new product from its title: "Honig vom Lindenbaum" →
 * p-honig-vom-lindenbaum; courses start with c- (docs/shop/catalogue.md#products). The nth product
 * with the same title gets -n appended.
 */
export function productSlug(type: ProductType, title: string, n = 1): string {
  const base = title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 50)
    .replace(/^-+|-+$/g, '');
  const prefix = type === 'course' ? 'c' : 'p';
  return `${prefix}-${base || 'produkt'}${n > 1 ? `-${n}` : ''}`;
}
