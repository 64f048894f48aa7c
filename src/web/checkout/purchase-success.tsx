import { useEffect } from 'react';
import type { OrderSummary } from '../../domain/checkout-schema';
import { orderNumber } from '../../domain/withdrawal';
import { settlePaidCart } from '../cart/paid-cart';
import { PageLink } from '../ui/page-link';
import { OrderSummaryView } from './order-summary-view';
import { RatingLinks } from './rating-links';
import { ReceiptButton } from './receipt-button';
import { StatusIcon } from './status-icon';

/**
 * docs/shop/success-and-cancel.md#paid: thanks, the order, the receipt or invoice, back to the
 * shop.
 */
export function PurchaseSuccess({ order }: { order: OrderSummary }) {
  // docs/shop/success-and-cancel.md#clearing-the-cart: the cart is cleared once the payment is
  // confirmed — if it is the cart paid for
  useEffect(() => {
    settlePaidCart(order);
  }, [order]);
  const receipt = order.invoiceUrl
    ? ({ url: order.invoiceUrl, label: 'Rechnung einsehen' } as const)
    : order.receiptUrl
      ? ({ url: order.receiptUrl, label: 'Quittung einsehen' } as const)
      : null;

  return (
    <div className="purchase-success">
      <title>Einkauf erfolgreich – Hofladen</title>
      <section className="checkout-result" aria-labelledby="einkauf-erfolgreich">
        <StatusIcon kind="success" />
        <h1 id="einkauf-erfolgreich" className="checkout-result-title">
          Einkauf Erfolgreich!
        </h1>
        <p className="checkout-result-text">
          Danke für den Einkauf. Die Bezahlung wurde erfolgreich prozessiert.
        </p>
        <p className="text-body-secondary">
          Deine Bestellnummer: <strong>{orderNumber(order.orderId)}</strong>. Eine Bestätigung mit
          allen Details schicken wir dir per E-Mail.
        </p>
        <div className="checkout-result-actions">
          {receipt && <ReceiptButton url={receipt.url} label={receipt.label} />}
          {order.calendarUrl && (
            // docs/shop/courses.md#calendar-file: the booked course days, in Berlin time
            <a href={order.calendarUrl} className="btn btn-outline-primary btn-lg">
              Zum Kalender hinzufügen
            </a>
          )}
          <PageLink to="/" className="btn btn-primary btn-lg">
            Zurück zum Shop
          </PageLink>
        </div>
      </section>
      <RatingLinks order={order} />
      <div className="purchase-order">
        <OrderSummaryView order={order} headingId="bestellte-artikel" heading="Deine Bestellung" />
      </div>
    </div>
  );
}
