import { useEffect } from 'react';
import { formatEuro } from '../../domain/money';
import type { SimulatedSessionView } from '../../domain/payment-schema';
import { BrandMark } from '../layout/brand-mark';
import { OrderSummaryView } from './order-summary-view';
import { PaymentForm } from './payment-form';
import { minutesAndSeconds, useCountdown } from './use-countdown';

interface PaymentCheckoutProps {
  session: SimulatedSessionView;
  /** When the session was read (the query's `dataUpdatedAt`): the countdown's start. */
  readAt: number;
  /** Paid, cancelled or expired meanwhile. */
  onClosed: () => void;
}

/**
 * The time left, ticking on its own: each second re-renders this text only. A render of the form
 * before the app has replayed what was typed early (app-starter.ts) would wipe the fields.
 */
function TimeLeft({
  until,
  readAt,
  onOver,
}: {
  until: string;
  readAt: number;
  onOver: () => void;
}) {
  const remainingMs = useCountdown(until, readAt);
  useEffect(() => {
    if (remainingMs === 0) onOver();
  }, [remainingMs, onOver]);
  return <time dateTime={until}>{minutesAndSeconds(remainingMs)}</time>;
}

/** The hosted checkout: who is paid and for what on one side, the card form on the other. */
export function PaymentCheckout({ session, readAt, onClosed }: PaymentCheckoutProps) {
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
          <TimeLeft until={session.expiresAt} readAt={readAt} onOver={onClosed} /> Minuten gültig.
        </p>
        <OrderSummaryView order={order} headingId="bestellung" heading="Deine Bestellung" />
      </div>
      <div className="payment-panel">
        <PaymentForm
          sessionId={session.sessionId}
          buyerRules={session.buyerRules}
          totalCents={order.totals.total}
          smallBusiness={order.smallBusiness}
          cancelUrl={session.cancelUrl}
          onClosed={onClosed}
        />
      </div>
    </div>
  );
}
