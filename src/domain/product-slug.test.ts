import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './catalog';
import { ProductId } from './catalog-schema';
import { productSlug } from './product-slug';

describe('product ids from titles', () => {
  it('reads German titles the way a customer would type them', () => {
    expect(productSlug('honig', 'Blütenhonig aus Groß Köris')).toBe(
      'p-bluetenhonig-aus-gross-koeris',
    );
    expect(productSlug('course', 'Imkern für Anfänger', 2)).toBe('c-imkern-fuer-anfaenger-2');
    expect(productSlug('care', '  ✿ ✿ ')).toBe('p-produkt');
  });

  it('always gives an id the shop accepts, whatever the title', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRODUCT_TYPES),
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 1, max: 9999 }),
        (type, title, n) => {
          const id = productSlug(type, title, n);
          expect(ProductId.safeParse(id).success).toBe(true);
          expect(id.startsWith(type === 'course' ? 'c-' : 'p-')).toBe(true);
        },
      ),
    );
  });
});
