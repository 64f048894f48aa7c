import type { ProductType } from '../../domain/catalog';
import type { ShopPath } from '../../domain/routes';
import { CATEGORY_PARAM } from '../shop/use-category';
import { PageLink } from '../ui/page-link';

/**
 * Back to the shop, on the category of this product: the shop only lists one category at a
 * time, so that is the list the visitor came from (honey is the shop's default view).
 */
export function BackToShop({ type }: { type: ProductType }) {
  const to: ShopPath =
    type === 'honig' ? '/' : `/?${new URLSearchParams({ [CATEGORY_PARAM]: type })}`;
  return (
    <nav className="mb-3 mb-md-4" aria-label="Zurück">
      <PageLink to={to} className="btn btn-outline-primary btn-sm back-to-shop">
        <span aria-hidden="true">←</span> Zurück zum Shop
      </PageLink>
    </nav>
  );
}
