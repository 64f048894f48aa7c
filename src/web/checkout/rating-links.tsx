import { berlinDay } from '../../domain/berlin-time';
import type { OrderSummary } from '../../domain/checkout-schema';
import { type RatingLink, ratingLinks } from '../../domain/ratings';
import { PageLink } from '../ui/page-link';

/** "Wie gefällt dir dein Einkauf?" with one "Jetzt bewerten" per link; nothing without links. */
export function RatingLinkList({ links }: { links: readonly RatingLink[] }) {
  if (links.length === 0) return null;
  return (
    <section className="purchase-rating" aria-labelledby="einkauf-bewerten">
      <h2 id="einkauf-bewerten" className="h5">
        Wie gefällt dir dein Einkauf?
      </h2>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.productId} className="purchase-rating-line">
            <span>{link.title}</span>
            <PageLink to={link.path} aria-label={`${link.title} jetzt bewerten`}>
              Jetzt bewerten
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One "Jetzt bewerten" per product bought: the link names the purchase, so only buyers rate; a
 * course once it has taken place.
 */
export function RatingLinks({ order }: { order: OrderSummary }) {
  return <RatingLinkList links={ratingLinks(order, berlinDay(new Date()))} />;
}
