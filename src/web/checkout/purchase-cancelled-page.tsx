import { useSearchParams } from 'react-router';
import { itemCount } from '../../domain/cart';
import { paths } from '../../domain/routes';
import { useCart } from '../cart/cart-store';
import { focusOnAppear } from '../ui/focus-on-appear';
import { PageLink } from '../ui/page-link';
import { StatusIcon } from './status-icon';
import { useCancelSession } from './use-cancel-session';
import '../styles/_checkout.scss';

/**
 * /einkauf_abgebrochen?session_id=… — the provider's cancel URL
 * (docs/shop/success-and-cancel.md#cancel-page). The cart stays.
 */
export function PurchaseCancelledPage() {
  const sessionId = useSearchParams()[0].get('session_id');
  const cancel = useCancelSession(sessionId);
  // paid in another tab before this cancel arrived: the payment stands
  const alreadyPaid = cancel.data?.status === 'paid' && sessionId !== null;
  return (
    <div className="container checkout-page">
      {alreadyPaid ? <AlreadyPaid sessionId={sessionId} /> : <PurchaseCancelled />}
    </div>
  );
}

function PurchaseCancelled() {
  const count = itemCount(useCart());
  return (
    <section className="checkout-result" aria-labelledby="einkauf-abgebrochen">
      <title>Einkauf abgebrochen – Hofladen</title>
      <StatusIcon kind="warning" />
      <h1 id="einkauf-abgebrochen" className="checkout-result-title">
        Einkauf Abgebrochen!
      </h1>
      <p className="checkout-result-text">
        Es ist etwas schief gelaufen und die Bezahlung wurde storniert.
      </p>
      <p className="text-body-secondary">
        Es wurde nichts abgebucht.
        {count > 0 &&
          ' Deine Artikel liegen weiter im Warenkorb – du kannst es jederzeit noch einmal versuchen.'}
      </p>
      <div className="checkout-result-actions">
        <PageLink to="/" className="btn btn-primary btn-lg">
          Zurück zum Shop
        </PageLink>
        {count > 0 && (
          <PageLink to={paths.cart} className="btn btn-outline-primary btn-lg">
            Zum Warenkorb
          </PageLink>
        )}
      </div>
    </section>
  );
}

/** Nothing was cancelled: saying so would contradict the payment that stands. */
export function AlreadyPaid({ sessionId }: { sessionId: string }) {
  // the shop's answer replaces the cancel message the page opened with: a screen reader has read
  // that one already
  return (
    <section className="checkout-result" aria-labelledby="bestellung-bezahlt">
      <title>Bestellung bezahlt – Hofladen</title>
      <StatusIcon kind="success" />
      <h1
        id="bestellung-bezahlt"
        ref={focusOnAppear}
        className="checkout-result-title focus-target"
        tabIndex={-1}
      >
        Deine Bestellung ist bezahlt
      </h1>
      <p className="checkout-result-text">Diese Bestellung war zu dem Zeitpunkt schon bezahlt.</p>
      <div className="checkout-result-actions">
        <PageLink to={paths.purchaseSucceeded(sessionId)} className="btn btn-primary btn-lg">
          Zur Bestellübersicht
        </PageLink>
        <PageLink to="/" className="btn btn-outline-primary btn-lg">
          Zurück zum Shop
        </PageLink>
      </div>
    </section>
  );
}
