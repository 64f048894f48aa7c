import { type RefObject, useEffect, useRef } from 'react';
import { paths } from '../../domain/routes';
import { PageLink } from '../ui/page-link';
import { RetryButton } from '../ui/retry-button';
import { StatusIcon } from './status-icon';

const CUSTOMER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The page from its top, with the focus on its heading. Instantly: the page's smooth scrolling
 * would glide over a form that is gone. For a second the top is kept until the customer moves:
 * after Back the browser may still be gliding to the spot it restores.
 */
function useShownFromTop(heading: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const toTop = () => window.scrollTo({ top: 0, behavior: 'instant' });
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', toTop);
      for (const type of CUSTOMER_SCROLLS) window.removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, 1000);
    window.addEventListener('scroll', toTop);
    for (const type of CUSTOMER_SCROLLS) window.addEventListener(type, stop, { passive: true });
    toTop();
    heading.current?.focus({ preventScroll: true });
    return stop;
  }, [heading]);
}

/** HTTP 410: the session was paid, cancelled or its 30 minutes are over. */
export function PaymentClosed() {
  const heading = useRef<HTMLHeadingElement>(null);
  // it replaces the form where the customer was, at "Bezahlen" (the time ran out, or Back from the
  // success page restored that scroll): the short page would show only its last button and the
  // footer, and the focus would be lost with the form
  useShownFromTop(heading);
  return (
    <section className="checkout-result" aria-labelledby="zahlung-geschlossen">
      <StatusIcon kind="warning" />
      <h1
        id="zahlung-geschlossen"
        ref={heading}
        className="checkout-result-title focus-target"
        tabIndex={-1}
      >
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
