import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { fetchPaymentSession, paymentSessionQuery } from '../api/checkout';
import { ApiError, hasStatus } from '../api/client';
import { PaymentCheckout } from './payment-checkout';
import { PaymentClosed, PaymentLoadFailed } from './payment-problem';
import { PaymentSkeleton } from './payment-skeleton';
import '../styles/_checkout.scss';

/**
 * /zahlung/:sessionId — the simulated provider's hosted checkout
 * (docs/decisions/021-payment-providers.md).
 */
export function PaymentPage() {
  const sessionId = useParams().sessionId ?? '';
  return (
    <div className="container payment-page">
      <title>Bezahlen – Hofladen</title>
      {/* a new session id starts afresh, also when the browser goes back and forth */}
      <PaymentContent key={sessionId} sessionId={sessionId} />
    </div>
  );
}

function PaymentContent({ sessionId }: { sessionId: string }) {
  const [closed, setClosed] = useState(false);
  const session = useQuery({
    queryKey: paymentSessionQuery.key(sessionId),
    queryFn: () => fetchPaymentSession(sessionId),
    // a closed or unknown session stays so; only network trouble is worth a second try
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400) && count < 1,
    // the server's answer came with the page; asking again would flash the skeleton
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const close = useCallback(() => setClosed(true), []);

  // docs/shop/checkout-and-payment.md#simulated-payment-page: a session is paid once, while its
  // page lives
  const expired = session.data && Date.parse(session.data.expiresAt) <= session.dataUpdatedAt;
  if (closed || expired || hasStatus(session.error, 410)) return <PaymentClosed />;
  if (session.data)
    return (
      <PaymentCheckout session={session.data} readAt={session.dataUpdatedAt} onClosed={close} />
    );
  if (session.isError) {
    // a link that names no session (mistyped, cut off): the server's answer names a field
    const malformed = hasStatus(session.error, 400);
    return (
      <PaymentLoadFailed
        message={malformed ? 'Diese Zahlung gibt es nicht.' : session.error.message}
        onRetry={malformed || hasStatus(session.error, 404) ? null : () => session.refetch()}
        retrying={session.isFetching}
      />
    );
  }
  return <PaymentSkeleton />;
}
