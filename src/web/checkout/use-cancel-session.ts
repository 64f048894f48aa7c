import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cancelCheckoutSession } from '../api/checkout';

/**
 * Tells the server once that the customer left the payment page, so the order's held stock and
 * course places are released at once rather than after the 30 minute expiry.
 */
export function useCancelSession(sessionId: string | null) {
  const cancel = useMutation({
    mutationFn: cancelCheckoutSession,
    // the page reads the same either way; expiry releases the holds if this call is lost
    onError: (error) => console.error('Cancelling the payment session failed', error),
  });
  const sent = useRef(false);
  const { mutate } = cancel;
  useEffect(() => {
    if (sessionId === null || sent.current) return;
    sent.current = true;
    mutate(sessionId);
  }, [sessionId, mutate]);
  return cancel;
}
