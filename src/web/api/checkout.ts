import type {
  CheckoutRequestInput,
  CheckoutResponse,
  OrderSummary,
} from '../../domain/checkout-schema';
import type { SimulatedPaymentInput, SimulatedSessionView } from '../../domain/payment-schema';
import { apiRequest } from './client';

const path = encodeURIComponent;

/** Prices and reserves the cart; answers the payment page's URL and the order's id. */
export const startCheckout = (request: CheckoutRequestInput) =>
  apiRequest<CheckoutResponse>('/api/checkout', { method: 'POST', body: JSON.stringify(request) });

/** The simulated provider's hosted page: the pending order, its expiry and where "Abbrechen" goes. */
/** The simulated provider's payment page: the session's amount, lines and time left. */
export const paymentSessionQuery = {
  key: (sessionId: string) => ['payment-session', sessionId] as const,
  path: (sessionId: string) => `/api/payments/simulated/${path(sessionId)}`,
};

export const fetchPaymentSession = (sessionId: string) =>
  apiRequest<SimulatedSessionView>(paymentSessionQuery.path(sessionId));

/** "Bezahlen" on the simulated page; answers the success page's URL. */
export const paySimulated = (sessionId: string, payment: SimulatedPaymentInput) =>
  apiRequest<{ redirectUrl: string }>(`/api/payments/simulated/${path(sessionId)}/pay`, {
    method: 'POST',
    body: JSON.stringify(payment),
  });

/** The success page's data: the server verifies the payment with the provider and fulfils it once. */
export const checkoutSessionQuery = {
  key: (sessionId: string) => ['checkout-session', sessionId] as const,
  path: (sessionId: string) => `/api/checkout/sessions/${path(sessionId)}`,
};

export const fetchCheckoutSession = (sessionId: string) =>
  apiRequest<OrderSummary>(checkoutSessionQuery.path(sessionId));

/** The cancelled page: closes the session and releases the order's held stock and places. */
export const cancelCheckoutSession = (sessionId: string) =>
  apiRequest<OrderSummary>(`/api/checkout/sessions/${path(sessionId)}/cancel`, {
    method: 'POST',
  });
