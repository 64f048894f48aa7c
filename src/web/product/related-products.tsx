import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../domain/catalog-schema';
import { formatEuro } from '../../domain/money';
import { formatMean } from '../../domain/ratings';
import { paths } from '../../domain/routes';
import { catalogKeys, fetchRelatedProducts } from '../api/catalog';
import { PageLink } from '../ui/page-link';
import { Stars } from '../ui/stars';

// two cards a row on phones, three on tablets, six on wide screens
const CARD_SIZES = '(min-width: 992px) 180px, (min-width: 576px) 33vw, 50vw';

function RelatedCard({ product }: { product: ProductSummary }) {
  return (
    <li className="col">
      <PageLink
        to={paths.product(product.id)}
        className="related-card card h-100 text-decoration-none"
      >
        <div className="ratio ratio-4x3 related-card-image">
          {product.image && (
            <img
              src={product.image.url}
              srcSet={product.image.srcSet}
              sizes={CARD_SIZES}
              alt=""
              width={480}
              height={360}
              loading="lazy"
            />
          )}
        </div>
        <div className="card-body px-2 py-3 p-sm-3">
          <h3 className="related-card-title h6 mb-1">{product.title}</h3>
          <Stars
            value={product.rating.mean}
            label={`Bewertung ${formatMean(product.rating.mean).replace('/', ' von ')}`}
          />
          <p className="fw-semibold mb-0 mt-1">{formatEuro(product.priceCents)}</p>
        </div>
      </PageLink>
    </li>
  );
}

/**
 * docs/shop/product-page.md#related-products: "Das könnte dir auch gefallen:" — other products of
 * the same type.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useQuery({
    queryKey: catalogKeys.related(productId),
    queryFn: () => fetchRelatedProducts(productId),
  });
  // suggestions are a bonus: without them (none, or the call failed) the section is left out
  if (related.isError || related.data?.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="auch-gefallen">
      <h2 id="auch-gefallen" className="section-title">
        Das könnte dir auch gefallen:
      </h2>
      {related.isPending ? (
        <div
          className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 placeholder-glow"
          aria-hidden="true"
        >
          {['a', 'b', 'c'].map((slot) => (
            <div key={slot} className="col">
              <span className="placeholder w-100 rounded-3 related-skeleton" />
            </div>
          ))}
        </div>
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 list-unstyled mb-0">
          {related.data.map((product) => (
            <RelatedCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}
