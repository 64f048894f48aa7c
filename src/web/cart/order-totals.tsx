import { formatEuro } from '../../domain/money';
import type { Totals } from '../../domain/pricing';

/** spec §2: Zwischensumme, 19% Mehrwertsteuer, Verpackung & Versand, Discount while active, Total. */
export function OrderTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="order-totals">
      <div className="order-totals-row">
        <dt>Zwischensumme</dt>
        <dd data-testid="total-subtotal">{formatEuro(totals.subtotal)}</dd>
      </div>
      <div className="order-totals-row">
        <dt>19% Mehrwertsteuer</dt>
        <dd data-testid="total-vat">{formatEuro(totals.vat)}</dd>
      </div>
      <div className="order-totals-row">
        <dt>Verpackung &amp; Versand</dt>
        <dd data-testid="total-shipping">{formatEuro(totals.shipping)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="order-totals-row order-totals-discount">
          <dt>Discount</dt>
          <dd data-testid="total-discount">{formatEuro(-totals.discount)}</dd>
        </div>
      )}
      <div className="order-totals-row order-totals-total">
        <dt>Total</dt>
        <dd data-testid="total-total">{formatEuro(totals.total)}</dd>
      </div>
    </dl>
  );
}
