import { useSearchParams } from 'react-router';
import { itemCount } from '../../domain/cart';
import { useCart } from '../cart/cart-store';
import { PageLink } from '../ui/page-link';
import { StatusIcon } from './status-icon';
import { useCancelSession } from './use-cancel-session';
import '../styles/_checkout.scss';
import { paths } from '../../domain/routes';

/**
 * /einkauf_abgebrochen?session_id=… — the provider's cancel URL
 * (docs/shop/success-and-cancel.md#cancel-page). The cart stays.
 */
export function PurchaseCancelledPage() {
  const sessionId = useSearchParams()[0].get('session_id');
  const cancel = useCancelSession(sessionId);
  const count = itemCount(useCart());
  // paid in another tab before this cancel arrived: the payment stands
  const alreadyPaid = cancel.data?.status === 'paid';

  return (
    <div className="container checkout-page">
      <title>Einkauf abgebrochen – Hofladen</title>
      <section className="checkout-result" aria-labelledby="einkauf-abgebrochen">
        <StatusIcon kind="warning" />
        <h1 id="einkauf-abgebrochen" className="checkout-result-title">
          Einkauf Abgebrochen!
        </h1>
        <p className="checkout-result-text">
          Es ist etwas schief gelaufen und die Bezahlung wurde storniert.
        </p>
        {alreadyPaid && sessionId ? (
          <p className="alert alert-info">
            Diese Bestellung war zu dem Zeitpunkt schon bezahlt.{' '}
            <PageLink to={paths.purchaseSucceeded(sessionId)}>Zur Bestellübersicht</PageLink>
          </p>
        ) : (
          <p className="text-body-secondary">
            Es wurde nichts abgebucht.
            {count > 0 &&
              ' Deine Artikel liegen weiter im Warenkorb – du kannst es jederzeit noch einmal versuchen.'}
          </p>
        )}
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
    </div>
  );
}
