import { formatEuro } from '../../domain/money';
import type { SimulatedSessionView } from '../../domain/payment-schema';
import { BrandMark } from '../layout/brand-mark';
import { OrderSummaryView } from './order-summary-view';
import { PaymentForm } from './payment-form';
import { minutesAndSeconds } from './use-countdown';

interface PaymentCheckoutProps {
  session: SimulatedSessionView;
  remainingMs: number;
  onClosed: () => void;
}

/** The hosted checkout: who is paid and for what on one side, the card form on the other. */
export function PaymentCheckout({ session, remainingMs, onClosed }: PaymentCheckoutProps) {
  const { order } = session;
  return (
    <div className="payment-checkout">
      <div className="payment-order">
        <div className="payment-merchant">
          <BrandMark size={40} />
          <span className="payment-merchant-name">Hofladen</span>
          <span className="badge test-mode-badge">Testmodus</span>
        </div>
        <h1 className="payment-heading">
          Bezahlen an Hofladen
          <span className="payment-amount" data-testid="payment-total">
            {formatEuro(order.totals.total)}
          </span>
        </h1>
        <p className="payment-expiry">
          Diese Zahlungsseite ist noch{' '}
          <time dateTime={session.expiresAt}>{minutesAndSeconds(remainingMs)}</time> Minuten gültig.
        </p>
        <OrderSummaryView order={order} headingId="bestellung" heading="Deine Bestellung" />
      </div>
      <div className="payment-panel">
        <PaymentForm
          sessionId={session.sessionId}
          buyerRules={session.buyerRules}
          totalCents={order.totals.total}
          cancelUrl={session.cancelUrl}
          onClosed={onClosed}
        />
      </div>
    </div>
  );
}
