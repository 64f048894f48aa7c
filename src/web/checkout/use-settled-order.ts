import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutSessionQuery, fetchCheckoutSession } from '../api/checkout';
import { ApiError } from '../api/client';

// a slow payment method may confirm a little later: ask again every 2 s for about 30 s
const POLL_MS = 2000;
const MAX_POLLS = 15;

/**
 * The order behind a payment session, verified and fulfilled by the server (idempotently, so
 * reloading the success page is safe). Polls while the provider still reports it pending;
 * `polling` is false once that gave up.
 */
export function useSettledOrder(sessionId: string | null) {
  const queryKey = checkoutSessionQuery.key(sessionId ?? '');
  const updates = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const query = useQuery({
    queryKey,
    queryFn: () => fetchCheckoutSession(sessionId ?? ''),
    enabled: sessionId !== null,
    // an unknown session stays unknown; only network trouble is worth more tries
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400) && count < 2,
    // an answer the server rendered the page with ("unknown session" too) is not asked again
    retryOnMount: false,
    // a settled order the server rendered the page with is not asked again either; a pending one
    // is, at once and then by the polling
    staleTime: (current) =>
      current.state.data?.status === 'pending' ? 0 : Number.POSITIVE_INFINITY,
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' && current.state.dataUpdateCount < MAX_POLLS
        ? POLL_MS
        : false,
  });
  return { ...query, polling: query.data?.status === 'pending' && updates < MAX_POLLS };
}
