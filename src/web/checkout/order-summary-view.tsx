import type { OrderLineSummary, OrderSummary } from '../../domain/checkout-schema';
import { OrderTotals } from '../ui/order-totals';
import { OrderLineItem } from './order-line-item';

// an order may hold the same course more than once, for other attendees or dates
const lineKey = (line: OrderLineSummary) =>
  [line.productId, line.course?.attendee, line.course?.dates[0]].join('|');

interface OrderSummaryViewProps {
  order: Pick<OrderSummary, 'lines' | 'totals' | 'discountCode'>;
  /** Heading id, so the surrounding section can be labelled by it. */
  headingId: string;
  heading: string;
}

/** The server's snapshot of an order: what the customer pays for, priced when it was placed. */
export function OrderSummaryView({ order, headingId, heading }: OrderSummaryViewProps) {
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
      <OrderTotals totals={order.totals} discountCode={order.discountCode} />
    </section>
  );
}
