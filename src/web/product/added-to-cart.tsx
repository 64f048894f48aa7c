import { paths } from '../../domain/routes';
import { PageLink } from '../ui/page-link';

/** Visible confirmation after "In den Warenkorb", with the way to the cart. */
/** `what` names the amount, e.g. "2 Stück" or "1 Platz"; null hides the message. */
export function AddedToCart({ what }: { what: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {what !== null && (
        <div className="alert alert-success d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3 mb-0 py-2">
          <span>
            <strong>Zum Warenkorb hinzugefügt</strong> ({what})
          </span>
          <PageLink to={paths.cart} className="alert-link">
            Zum Warenkorb
          </PageLink>
        </div>
      )}
    </div>
  );
}
