import { useMutationState } from '@tanstack/react-query';

export const CHECKOUT_MUTATION = ['checkout'] as const;

/**
 * True from "Weiter zur Zahlung" until the browser has left for the payment page: the cart
 * being paid for must not change under the customer's hands meanwhile.
 */
export function useCheckoutBusy(): boolean {
  const statuses = useMutationState({
    filters: { mutationKey: CHECKOUT_MUTATION },
    select: (mutation) => mutation.state.status,
  });
  return statuses.some((status) => status === 'pending' || status === 'success');
}
