import { paths } from '../../domain/routes';
import { PageLink } from '../ui/page-link';
import { RetryButton } from '../ui/retry-button';
import { StatusIcon } from './status-icon';

/** HTTP 410: the session was paid, cancelled or its 30 minutes are over. */
export function PaymentClosed() {
  return (
    <section className="checkout-result" aria-labelledby="zahlung-geschlossen">
      <StatusIcon kind="warning" />
      <h1 id="zahlung-geschlossen" className="checkout-result-title">
        Zahlungsseite nicht mehr gültig
      </h1>
      <p className="checkout-result-text">
        Diese Zahlungsseite ist abgelaufen oder bereits abgeschlossen.
      </p>
      <p className="text-body-secondary">
        Falls du noch nicht bezahlt hast, liegen deine Artikel weiter im Warenkorb.
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

interface PaymentLoadFailedProps {
  message: string;
  /** Null when trying again cannot help (an unknown session). */
  onRetry: (() => void) | null;
  retrying: boolean;
}

export function PaymentLoadFailed({ message, onRetry, retrying }: PaymentLoadFailedProps) {
  return (
    <section className="checkout-result" aria-labelledby="zahlung-fehler">
      <StatusIcon kind="error" />
      <h1 id="zahlung-fehler" className="checkout-result-title">
        Die Zahlungsseite konnte nicht geladen werden.
      </h1>
      <p className="checkout-result-text" role="alert">
        {message}
      </p>
      <div className="checkout-result-actions">
        {onRetry && (
          <RetryButton onRetry={onRetry} retrying={retrying} className="btn btn-primary btn-lg" />
        )}
        <PageLink
          to="/"
          className={`btn btn-lg ${onRetry ? 'btn-outline-primary' : 'btn-primary'}`}
        >
          Zurück zum Shop
        </PageLink>
      </div>
    </section>
  );
}
