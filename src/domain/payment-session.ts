/**
 * A payment session's id as the providers make them (Stripe's `cs_…`, the simulated `sim_…`):
 * what the shop's routes accept, and what its pages send before asking the server at all.
 */
export const PAYMENT_SESSION_ID = /^[A-Za-z0-9_]{8,255}$/;

export const isPaymentSessionId = (value: string): boolean => PAYMENT_SESSION_ID.test(value);
