import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../domain/dates';
import { isListable } from '../../domain/ratings';
import { catalogKeys, fetchRatings } from '../api/catalog';
import { Stars } from '../ui/stars';

/**
 * docs/shop/ratings.md#listed-ratings: enabled ratings, listed only when title, place and comment
 * are all present.
 */
export function RatingsList({ productId }: { productId: string }) {
  const ratings = useQuery({
    queryKey: catalogKeys.ratings(productId),
    queryFn: () => fetchRatings(productId),
  });
  // docs/shop/ratings.md#listed-ratings: a failed rating fetch is only logged, the page stays
  // usable without it
  if (ratings.isError) return null;
  const listed = ratings.data?.filter(isListable) ?? [];
  return (
    <section
      className="product-section"
      aria-labelledby="bewertungen"
      aria-busy={ratings.isPending}
    >
      <h2 id="bewertungen" className="section-title">
        Bewertungen
      </h2>
      {ratings.isPending && (
        <div className="placeholder-glow" aria-hidden="true">
          <span className="placeholder col-12 col-md-6 rounded-3 product-skeleton-box" />
        </div>
      )}
      {ratings.isSuccess && listed.length === 0 && (
        <p className="text-body-secondary">Zu diesem Produkt gibt es noch keine Bewertungen.</p>
      )}
      {listed.length > 0 && (
        <ul className="row row-cols-1 row-cols-md-2 g-3 list-unstyled mb-0">
          {listed.map((rating) => (
            <li key={rating.id} className="col">
              <figure className="rating-card h-100 mb-0">
                <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
                  <Stars value={rating.rate} label={`${rating.rate} von 5 Sternen`} />
                  <span className="small text-body-secondary">
                    {rating.ort} · <time dateTime={rating.date}>{formatDate(rating.date)}</time>
                  </span>
                </div>
                <h3 className="h6 mb-1">{rating.title}</h3>
                <blockquote className="mb-0">
                  <p className="mb-0">{rating.comment}</p>
                </blockquote>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
