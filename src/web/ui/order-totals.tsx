import { formatEuro } from '../../domain/money';
import { TOTALS_LABELS as LABEL, type Totals, vatLines } from '../../domain/pricing';

/**
 * The price summary (docs/shop/cart.md#totals), the same on the cart, payment and success pages:
 * Zwischensumme, 19% Mehrwertsteuer (a line per taxed rate), Verpackung & Versand, Discount while
 * active, Total. The VAT is contained in the prices, so its line says "inkl." and is not added up;
 * it is the tax paid, discount and shipping included (docs/decisions/015-tax-per-rate.md). A small
 * business (§ 19 UStG) names no VAT: the § 19 note stands in the VAT line's place.
 */
export function OrderTotals({
  totals,
  discountCode = null,
  smallBusiness,
}: {
  totals: Totals;
  discountCode?: string | null;
  /** The order's own flag, or the shop's setting for a cart not yet ordered. */
  smallBusiness: boolean;
}) {
  return (
    <dl className="order-totals">
      <div className="order-totals-row">
        <dt>{LABEL.subtotal}</dt>
        <dd data-testid="total-subtotal">{formatEuro(totals.subtotal)}</dd>
      </div>
      {vatLines(totals, smallBusiness).map((line) =>
        line.tax === null ? (
          <div key="note" className="order-totals-row order-totals-vat">
            {/* a term for screen readers; the note itself is the value */}
            <dt className="visually-hidden">Umsatzsteuer</dt>
            <dd data-testid="total-tax-note">{line.label}</dd>
          </div>
        ) : (
          <div key={line.rateBp} className="order-totals-row order-totals-vat">
            <dt>{line.label}</dt>
            <dd data-testid={line.rateBp === 1900 ? 'total-vat' : `total-vat-${line.rateBp}`}>
              {formatEuro(line.tax)}
            </dd>
          </div>
        ),
      )}
      <div className="order-totals-row">
        <dt>{LABEL.shipping}</dt>
        <dd data-testid="total-shipping">{formatEuro(totals.shipping)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="order-totals-row order-totals-discount">
          <dt>
            {LABEL.discount}
            {discountCode ? ` (${discountCode})` : ''}
          </dt>
          <dd data-testid="total-discount">{formatEuro(-totals.discount)}</dd>
        </div>
      )}
      <div className="order-totals-row order-totals-total">
        <dt>{LABEL.total}</dt>
        <dd data-testid="total-total">{formatEuro(totals.total)}</dd>
      </div>
    </dl>
  );
}

/** The totals' shape while prices load: the same rows, so nothing moves when they arrive. */
export function OrderTotalsSkeleton() {
  const rows = ['subtotal', 'vat', 'shipping', 'total'] as const;
  return (
    <div className="order-totals placeholder-glow" role="status">
      <span className="visually-hidden">Preise werden geladen…</span>
      {rows.map((row) => (
        <div
          key={row}
          className={`order-totals-row${row === 'vat' ? ' order-totals-vat' : ''}${row === 'total' ? ' order-totals-total' : ''}`}
          aria-hidden="true"
        >
          <span className="placeholder col-5" />
          <span className="placeholder col-3" />
        </div>
      ))}
    </div>
  );
}
