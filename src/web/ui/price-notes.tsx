import { basePrice } from '../../domain/base-price';
import type { ProductSummary } from '../../domain/catalog-schema';
import { formatEuro } from '../../domain/money';
import { useShopLinks } from '../shop-config';
import { ShopLink } from './shop-link';

type Priced = Pick<ProductSummary, 'type' | 'priceCents' | 'taxRateBp' | 'netContent'>;

/**
 * What German price law wants next to a price (PAngV): VAT included, shipping extra with a link
 * to its costs (not for courses, which are not shipped), and the Grundpreis for food sold by
 * weight or volume.
 */
export function PriceNotes({ product, className }: { product: Priced; className?: string }) {
  const links = useShopLinks();
  const isCourse = product.type === 'course';
  const unitPrice =
    product.netContent && !isCourse ? basePrice(product.priceCents, product.netContent) : null;
  const vat = product.taxRateBp > 0 ? 'inkl. MwSt.' : null;
  return (
    <p className={`price-notes ${className ?? ''}`}>
      {vat}
      {!isCourse && (
        <>
          {vat && ', '}
          zzgl. <ShopLink href={links.versand}>Versand</ShopLink>
        </>
      )}
      {unitPrice && (
        <span className="d-block" data-testid="base-price">
          Grundpreis: {formatEuro(unitPrice.cents)} / {unitPrice.unit}
        </span>
      )}
    </p>
  );
}
