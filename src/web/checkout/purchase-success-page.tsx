import { useSearchParams } from 'react-router';
import { namesNothing } from '../api/client';
import { PurchaseLoadFailed, PurchaseProcessing, PurchaseStillPending } from './purchase-problem';
import { PurchaseSuccess } from './purchase-success';
import { useSettledOrder } from './use-settled-order';
import '../styles/_checkout.scss';

const NOT_FOUND_HINT =
  'Zu diesem Link gibt es keine Zahlung. Falls du bezahlt hast, findest du alle Details in der Bestätigung per E-Mail.';
const UNREACHABLE_HINT =
  'Die Zahlungsdetails konnten gerade nicht geladen werden. Bitte lade die Seite gleich noch einmal – eine bereits erfolgte Zahlung geht dabei nicht verloren.';
const NOT_PAID_HINT =
  'Diese Zahlung wurde nicht abgeschlossen – sie wurde abgebrochen, ist abgelaufen oder fehlgeschlagen. Es wurde nichts abgebucht; im Warenkorb kannst du es noch einmal versuchen.';

/**
 * /einkauf_erfolgreich?session_id=… — the provider's success URL
 * (docs/shop/success-and-cancel.md#success-page).
 */
export function PurchaseSuccessPage() {
  const sessionId = useSearchParams()[0].get('session_id');
  const order = useSettledOrder(sessionId);

  const content = () => {
    if (sessionId === null) return <PurchaseLoadFailed hint={NOT_FOUND_HINT} />;
    if (order.isError) {
      return (
        <PurchaseLoadFailed hint={namesNothing(order.error) ? NOT_FOUND_HINT : UNREACHABLE_HINT} />
      );
    }
    if (!order.data) return <PurchaseProcessing />;
    if (order.data.status === 'paid') return <PurchaseSuccess order={order.data} />;
    if (order.data.status !== 'pending') return <PurchaseLoadFailed hint={NOT_PAID_HINT} />;
    if (order.isFetching || order.polling) return <PurchaseProcessing />;
    return <PurchaseStillPending onCheck={() => order.refetch()} checking={order.isFetching} />;
  };

  return <div className="container checkout-page">{content()}</div>;
}
