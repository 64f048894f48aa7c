import { useMutation } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { STOCK_NOTICE_LINK_GONE, StockNoticeToken } from '../../domain/stock-schema';
import { ApiError, namesNothing } from '../api/client';
import { confirmStockNotice, unsubscribeStockNotice } from '../api/stock';
import { PageLink } from '../ui/page-link';

/**
 * /benachrichtigung/:token — the opt-in mail's links. Confirming and unsubscribing are buttons,
 * not page loads: a mail scanner opening the link must not sign anybody up.
 */
export function StockNoticePage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const leaving = searchParams.get('abmelden') === '1';
  // a link cut off in the mail program can name no entry: said at once, with nothing to press
  const wellFormed = StockNoticeToken.safeParse({ token }).success;
  const act = useMutation({
    mutationFn: () => (leaving ? unsubscribeStockNotice(token) : confirmStockNotice(token)),
  });
  const failed = namesNothing(act.error)
    ? STOCK_NOTICE_LINK_GONE
    : act.error instanceof ApiError
      ? act.error.message
      : act.error
        ? 'Das hat nicht geklappt. Bitte versuche es gleich noch einmal.'
        : null;
  return (
    <section className="container py-5" style={{ maxWidth: '40rem' }}>
      <title>
        {leaving
          ? 'Benachrichtigung abmelden – Hofladen'
          : 'Benachrichtigung bestätigen – Hofladen'}
      </title>
      <h1 className="h2 mb-3">
        {leaving ? 'Benachrichtigung abmelden' : 'Benachrichtigung bestätigen'}
      </h1>
      {act.data ? (
        <p className="alert alert-success" role="status">
          {act.data.message}
        </p>
      ) : !wellFormed ? (
        <p className="alert alert-warning">{STOCK_NOTICE_LINK_GONE}</p>
      ) : (
        <>
          <p className="lead">
            {leaving
              ? 'Möchtest du doch keine Nachricht? Dann löschen wir deine E-Mail-Adresse.'
              : 'Bestätige, dass wir dir einmal schreiben dürfen, sobald es wieder erhältlich ist.'}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={act.isPending}
            onClick={() => act.mutate()}
          >
            {leaving ? 'Abmelden' : 'Benachrichtigung bestätigen'}
          </button>
          {failed && (
            <p className="text-danger mt-3" role="alert">
              {failed}
            </p>
          )}
        </>
      )}
      <p className="mt-4 mb-0">
        <PageLink to="/">Zurück zum Shop</PageLink>
      </p>
    </section>
  );
}
