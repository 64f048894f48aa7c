import type { ProductSummary } from '../../domain/catalog-schema';
import { formatEuro } from '../../domain/money';
import { paths } from '../../domain/routes';
import { PageLink } from '../ui/page-link';
import { PriceNotes } from '../ui/price-notes';
import { LowestPriorPrice, RegularPrice } from '../ui/reduced-price';
import { StarRating } from '../ui/star-rating';

// matches the grid: 1 column, 2 from sm, 3 from lg (container 960 / 1180 px)
const CARD_IMAGE_SIZES =
  '(min-width: 1220px) 380px, (min-width: 992px) 310px, (min-width: 576px) 50vw, 100vw';

interface ProductCardProps {
  product: ProductSummary;
  /** Cards in the first row load their image at once; the rest when scrolled near. */
  eager: boolean;
  /**
   * The first card's image is the page's largest paint on a phone: fetched first (the server
   * page preloads it). More "high" images would only compete with it.
   */
  first?: boolean;
}

export function ProductCard({ product, eager, first = false }: ProductCardProps) {
  const { image } = product;
  return (
    <article className="card product-card h-100">
      <div className="product-card-image">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcSet}
            sizes={CARD_IMAGE_SIZES}
            alt={image.alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            // the first image is the page's largest paint: decoded with the frame, not after it
            decoding={first ? 'sync' : 'async'}
            width={480}
            height={360}
          />
        ) : (
          <div className="product-card-no-image" aria-hidden="true" />
        )}
      </div>
      <div className="card-body d-flex flex-column">
        <h3 className="product-card-title">
          <PageLink to={paths.product(product.id)} className="stretched-link">
            {product.title}
          </PageLink>
        </h3>
        <StarRating mean={product.rating.mean} count={product.rating.count} compact />
        <p className="product-card-description">{product.shortDescription}</p>
        <div className="product-card-price-block">
          <p className="product-card-price">
            <span data-testid="card-price" className={product.reduction ? 'reduced-price' : ''}>
              {formatEuro(product.priceCents)}
            </span>{' '}
            <RegularPrice reduction={product.reduction} />
          </p>
          <LowestPriorPrice reduction={product.reduction} className="product-card-price-notes" />
          <PriceNotes product={product} className="product-card-price-notes" />
        </div>
      </div>
    </article>
  );
}
