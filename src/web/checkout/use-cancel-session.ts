import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isPaymentSessionId } from '../../domain/payment-session';
import { cancelCheckoutSession } from '../api/checkout';
import { hasStatus } from '../api/client';

/**
 * Tells the server once that the customer left the payment page, so the order's held stock and
 * course places are released at once rather than after the 30 minute expiry. A link that names
 * no session (cut off, made up) has nothing to cancel: no request, no error.
 */
export function useCancelSession(sessionId: string | null) {
  const cancel = useMutation({
    mutationFn: cancelCheckoutSession,
    // the page reads the same either way; expiry releases the holds if this call is lost
    onError: (error) => {
      if (!hasStatus(error, 404)) console.error('Cancelling the payment session failed', error);
    },
  });
  const sent = useRef(false);
  const { mutate } = cancel;
  useEffect(() => {
    if (sessionId === null || !isPaymentSessionId(sessionId) || sent.current) return;
    sent.current = true;
    mutate(sessionId);
  }, [sessionId, mutate]);
  return cancel;
}
