import type { OrderLineSummary, OrderSummary } from '../../domain/checkout-schema';
import { deliveryText } from '../../domain/delivery-text';
import { OrderTotals } from '../ui/order-totals';
import { OrderLineItem } from './order-line-item';

// an order may hold the same course more than once, for other attendees or dates
const lineKey = (line: OrderLineSummary) =>
  [line.productId, line.course?.attendee, line.course?.dates[0]].join('|');

interface OrderSummaryViewProps {
  order: Pick<OrderSummary, 'lines' | 'totals' | 'discountCode' | 'smallBusiness' | 'delivery'>;
  /** Heading id, so the surrounding section can be labelled by it. */
  headingId: string;
  heading: string;
}

/** The server's snapshot of an order: what the customer pays for, priced when it was placed. */
export function OrderSummaryView({ order, headingId, heading }: OrderSummaryViewProps) {
  const delivery = deliveryText(order.delivery);
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
      {delivery && (
        <div className="order-delivery" data-testid="order-delivery">
          <h3 className="order-delivery-title">{delivery.heading}</h3>
          <p className="mb-0">
            {delivery.lines.map((line, index) => (
              <span key={line} className="d-block">
                {index === 0 ? <strong>{line}</strong> : line}
              </span>
            ))}
          </p>
        </div>
      )}
      <OrderTotals
        totals={order.totals}
        discountCode={order.discountCode}
        smallBusiness={order.smallBusiness}
      />
    </section>
  );
}
