import { z } from 'zod';
import { cardNumberProblem, cvcProblem, emailProblem, expiryProblem } from './card-rules';
import { OrderSummary } from './checkout-schema';

const checked = (problem: (value: string) => string | null) =>
  z
    .string()
    .max(254)
    .superRefine((value, context) => {
      const message = problem(value);
      if (message) context.addIssue({ code: 'custom', message });
    });

/**
 * "Bezahlen" on the simulated page, checked by the form and again by the server. Whether a card
 * is still valid depends on the day, so the schema reads its clock at each check.
 */
export const simulatedPayment = (clock: () => Date) =>
  z
    .object({
      email: checked(emailProblem).transform((email) => email.trim()),
      cardNumber: checked(cardNumberProblem).transform((number) => number.replace(/\s+/g, '')),
      expiry: checked((expiry) => expiryProblem(expiry, clock())),
      cvc: checked(cvcProblem).transform((cvc) => cvc.trim()),
    })
    .strict();
export type SimulatedPayment = z.output<ReturnType<typeof simulatedPayment>>;
/** What the payment form sends. */
export type SimulatedPaymentInput = z.input<ReturnType<typeof simulatedPayment>>;

export const SimulatedSessionView = z.object({
  sessionId: z.string(),
  order: OrderSummary,
  expiresAt: z.string(),
  cancelUrl: z.string(),
});
export type SimulatedSessionView = z.infer<typeof SimulatedSessionView>;

/** After paying: where the browser goes (the success page with its session id). */
export const PaymentRedirect = z.object({ redirectUrl: z.string() });
