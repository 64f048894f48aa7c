import { PageLink } from '../ui/page-link';
import { RetryButton } from '../ui/retry-button';

export function ProductNotFound() {
  return (
    <section className="container product-problem text-center">
      <title>Produkt nicht gefunden – Hofladen</title>
      <h1 className="h2">Dieses Produkt gibt es nicht.</h1>
      <p className="lead text-body-secondary">
        Vielleicht ist es ausverkauft oder der Link hat sich geändert. Im Shop findest du alles, was
        es gerade gibt.
      </p>
      <PageLink to="/" className="btn btn-primary btn-lg">
        Zurück zum Shop
      </PageLink>
    </section>
  );
}

interface ProductLoadFailedProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load says so in German and offers a retry instead of an empty page. */
export function ProductLoadFailed({ message, retrying, onRetry }: ProductLoadFailedProps) {
  return (
    <section className="container product-problem text-center">
      <h1 className="h2">Das Produkt konnte nicht geladen werden.</h1>
      <p className="lead text-body-secondary" role="alert">
        {message}
      </p>
      <div className="d-flex justify-content-center gap-2 flex-wrap">
        <RetryButton onRetry={onRetry} retrying={retrying} className="btn btn-primary btn-lg" />
        <PageLink to="/" className="btn btn-outline-primary btn-lg">
          Zurück zum Shop
        </PageLink>
      </div>
    </section>
  );
}
