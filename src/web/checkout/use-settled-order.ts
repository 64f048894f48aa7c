import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { fetchCheckoutSession } from './api';

// a slow payment method may confirm a little later: ask again every 2 s for about 30 s
const POLL_MS = 2000;
const MAX_POLLS = 15;

/**
 * The order behind a payment session, verified and fulfilled by the server (idempotently, so
 * reloading the success page is safe). Polls while the provider still reports it pending.
 */
export function useSettledOrder(sessionId: string | null) {
  return useQuery({
    queryKey: ['checkout-session', sessionId],
    queryFn: () => fetchCheckoutSession(sessionId ?? ''),
    enabled: sessionId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400) && count < 2,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < MAX_POLLS
        ? POLL_MS
        : false,
  });
}
