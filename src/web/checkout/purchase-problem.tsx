import { paths } from '../../domain/routes';
import { PageLink } from '../ui/page-link';
import { StatusIcon } from './status-icon';

// docs/shop/success-and-cancel.md#failed-to-load: the exact text when the payment session cannot be
// loaded
const LOAD_FAILED = 'Failed to load payment details';

/**
 * docs/shop/success-and-cancel.md#failed-to-load: the success page's error state, with a German
 * explanation.
 */
export function PurchaseLoadFailed({ hint }: { hint: string }) {
  return (
    <section className="checkout-result" aria-labelledby="zahlung-nicht-geladen">
      <title>Zahlung nicht gefunden – Hofladen</title>
      <StatusIcon kind="error" />
      <h1 id="zahlung-nicht-geladen" className="checkout-result-title" lang="en">
        {LOAD_FAILED}
      </h1>
      <p className="checkout-result-text" role="alert">
        {hint}
      </p>
      <div className="checkout-result-actions">
        <PageLink to="/" className="btn btn-primary btn-lg">
          Zurück zum Shop
        </PageLink>
        <PageLink to={paths.cart} className="btn btn-outline-primary btn-lg">
          Zum Warenkorb
        </PageLink>
      </div>
    </section>
  );
}

/** Still unconfirmed after polling: some payment methods take longer than a page visit. */
export function PurchaseStillPending({
  onCheck,
  checking,
}: {
  onCheck: () => void;
  checking: boolean;
}) {
  return (
    <section className="checkout-result" aria-labelledby="zahlung-in-pruefung">
      <title>Zahlung wird geprüft – Hofladen</title>
      <StatusIcon kind="warning" />
      <h1 id="zahlung-in-pruefung" className="checkout-result-title">
        Deine Zahlung wird noch geprüft
      </h1>
      <p className="checkout-result-text">
        Das dauert bei manchen Zahlarten etwas länger. Sobald die Zahlung bestätigt ist, bekommst du
        eine E-Mail von uns.
      </p>
      <div className="checkout-result-actions">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={checking}
          onClick={onCheck}
        >
          {checking && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          Erneut prüfen
        </button>
        <PageLink to="/" className="btn btn-outline-primary btn-lg">
          Zurück zum Shop
        </PageLink>
      </div>
    </section>
  );
}

/** docs/shop/success-and-cancel.md#processing: shown while the server verifies the payment. */
export function PurchaseProcessing() {
  return (
    <section className="checkout-result" role="status" aria-live="polite">
      <title>Kauf wird verarbeitet – Hofladen</title>
      <span className="spinner-border text-primary checkout-spinner" aria-hidden="true" />
      <h1 className="checkout-result-title">Verarbeitung des Kaufs läuft...</h1>
      <p className="text-body-secondary">Bitte schließe diese Seite nicht.</p>
    </section>
  );
}
