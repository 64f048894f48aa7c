import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminProductList, AdminProductRow } from '../../domain/product-admin-schema';
import { productKeys } from '../api/admin-catalogue';
import { ProductsPage } from './products-page';

const row = (n: number): AdminProductRow => ({
  id: `p-salz-${n}`,
  type: 'care',
  title: `Salz ${n}`,
  priceCents: 450,
  amountAvailable: 3,
  productDisplayed: true,
  archived: false,
  imageUrl: null,
});

/** The products page as staff first see it, with the list's answer already there. */
function render(list: AdminProductList): string {
  const client = new QueryClient();
  client.setQueryData(productKeys.list({ q: '', type: '', archived: false }), list);
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ['/admin/produkte'] },
      createElement(QueryClientProvider, { client }, createElement(ProductsPage)),
    ),
  );
}

const count = (html: string) => /<p [^>]*aria-live="polite"[^>]*>([^<]+)<\/p>/.exec(html)?.[1];

describe('the backoffice product list', () => {
  it('says how many products there are when it shows them all, a full list included', () => {
    expect(count(render({ products: [row(1)], total: 1 }))).toBe('1 Produkt');
    const thousand = Array.from({ length: 1000 }, (_, n) => row(n));
    const html = render({ products: thousand, total: 1000 });
    expect(count(html)).toBe('1000 Produkte');
    expect(html.match(/<tr>/g)).toHaveLength(1001);
  });

  it('says that it shows the first by title, and of how many, when more match', () => {
    const first = Array.from({ length: 1000 }, (_, n) => row(n));
    expect(count(render({ products: first, total: 1001 }))).toBe(
      'Die ersten 1000 von 1001 Produkten nach Titel – mit der Suche oder der Kategorie findest du die übrigen.',
    );
  });

  it('shows no table when nothing matches', () => {
    const html = render({ products: [], total: 0 });
    expect(count(html)).toBe('0 Produkte');
    expect(html).not.toContain('<table');
  });
});
