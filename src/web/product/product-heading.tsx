import type { ProductDetail } from '../../domain/catalog-schema';
import { formatEuro } from '../../domain/money';
import { PriceNotes } from '../ui/price-notes';
import { LowestPriorPrice, RegularPrice } from '../ui/reduced-price';
import { StarRating } from '../ui/star-rating';

/** Title, stars, price (with Grundpreis for food sold by net content) and the description. */
export function ProductHeading({ product }: { product: ProductDetail }) {
  const isCourse = product.type === 'course';
  return (
    <header className="mb-4">
      <h1 className="product-title">{product.title}</h1>
      <StarRating mean={product.rating.mean} count={product.rating.count} />
      <p className="product-price mt-3 mb-0">
        <span data-testid="product-price" className={product.reduction ? 'reduced-price' : ''}>
          {formatEuro(product.priceCents)}
        </span>
        {isCourse && <span className="product-price-unit"> pro Person</span>}{' '}
        <RegularPrice reduction={product.reduction} />
      </p>
      <LowestPriorPrice reduction={product.reduction} className="mb-0" />
      <PriceNotes product={product} className="small text-body-secondary mb-0" />
      {product.description && (
        <p className="product-description mt-3 mb-0">{product.description}</p>
      )}
    </header>
  );
}
