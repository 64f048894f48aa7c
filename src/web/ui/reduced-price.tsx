import type { ProductSummary } from '../../domain/catalog-schema';
import { formatEuro } from '../../domain/money';

type Reduction = NonNullable<ProductSummary['reduction']>;

/**
 * Beside a reduced price: the prior price it is measured from, struck through. Screen readers do
 * not announce a strike-through, so they hear "statt".
 */
export function RegularPrice({ reduction }: { reduction: Reduction | null }) {
  if (!reduction) return null;
  return (
    <span className="regular-price">
      <span className="visually-hidden">statt </span>
      <del data-testid="regular-price">{formatEuro(reduction.struckCents)}</del>
    </span>
  );
}

/** § 11 PAngV: the lowest price of the 30 days before the reduction began. */
export function LowestPriorPrice({
  reduction,
  className,
}: {
  reduction: Reduction | null;
  className?: string;
}) {
  if (!reduction) return null;
  return (
    <p className={`lowest-prior-price ${className ?? ''}`} data-testid="lowest-prior-price">
      Niedrigster Preis der letzten 30 Tage: {formatEuro(reduction.lowestPriorCents)}
    </p>
  );
}
