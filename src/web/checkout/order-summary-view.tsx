import type { OrderLineSummary, OrderSummary } from '../../domain/checkout-schema';
import { formatEuro } from '../../domain/money';
import { OrderLineItem } from './order-line-item';

// an order may hold the same course more than once, for other attendees or dates
const lineKey = (line: OrderLineSummary) =>
  [line.productId, line.course?.attendee, line.course?.dates[0]].join('|');

interface OrderSummaryViewProps {
  order: OrderSummary;
  /** Heading id, so the surrounding section can be labelled by it. */
  headingId: string;
  heading: string;
}

/** The server's snapshot of an order: what the customer pays for, priced when it was placed. */
export function OrderSummaryView({ order, headingId, heading }: OrderSummaryViewProps) {
  const { totals } = order;
  return (
    <section className="checkout-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-summary-title">
        {heading}
      </h2>
      <ul className="order-lines">
        {order.lines.map((line) => (
          <OrderLineItem key={lineKey(line)} line={line} />
        ))}
      </ul>
      <dl className="checkout-totals">
        <div className="checkout-totals-row">
          <dt>Zwischensumme</dt>
          <dd data-testid="order-subtotal">{formatEuro(totals.subtotal)}</dd>
        </div>
        <div className="checkout-totals-row">
          <dt>Verpackung &amp; Versand</dt>
          <dd data-testid="order-shipping">{formatEuro(totals.shipping)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="checkout-totals-row checkout-totals-discount">
            <dt>Rabatt{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
            <dd data-testid="order-discount">{formatEuro(-totals.discount)}</dd>
          </div>
        )}
        <div className="checkout-totals-row checkout-totals-total">
          <dt>Gesamt</dt>
          <dd data-testid="order-total">{formatEuro(totals.total)}</dd>
        </div>
        <div className="checkout-totals-row checkout-totals-vat">
          <dt>inkl. 19% Mehrwertsteuer</dt>
          <dd data-testid="order-vat">{formatEuro(totals.vat)}</dd>
        </div>
      </dl>
    </section>
  );
}
