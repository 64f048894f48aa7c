import { formatEuro } from '../../domain/money';
import type { Totals } from '../../domain/pricing';

/**
 * spec §2's price summary, the same on the cart, payment and success pages: Zwischensumme,
 * 19% Mehrwertsteuer, Verpackung & Versand, Discount while active, Total. The VAT is contained in
 * the prices (decisions.md: Money and totals), so its line says "inkl." and is not added up.
 */
export function OrderTotals({
  totals,
  discountCode = null,
}: {
  totals: Totals;
  discountCode?: string | null;
}) {
  return (
    <dl className="order-totals">
      <div className="order-totals-row">
        <dt>Zwischensumme</dt>
        <dd data-testid="total-subtotal">{formatEuro(totals.subtotal)}</dd>
      </div>
      <div className="order-totals-row order-totals-vat">
        <dt>inkl. 19% Mehrwertsteuer</dt>
        <dd data-testid="total-vat">{formatEuro(totals.vat)}</dd>
      </div>
      <div className="order-totals-row">
        <dt>Verpackung &amp; Versand</dt>
        <dd data-testid="total-shipping">{formatEuro(totals.shipping)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="order-totals-row order-totals-discount">
          <dt>Discount{discountCode ? ` (${discountCode})` : ''}</dt>
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
