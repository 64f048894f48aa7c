import { z } from 'zod';
import { OrderSummary } from './checkout-schema';

// Stripe's test cards: this one always pays, the "declined" one never does
export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

export const SimulatedPayment = z
  .object({
    email: z.email('Bitte gib eine gültige E-Mail-Adresse ein.').max(254),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{16}$/, 'Die Kartennummer hat 16 Ziffern.')),
  })
  .strict();
export type SimulatedPayment = z.infer<typeof SimulatedPayment>;

export const SimulatedSessionView = z.object({
  sessionId: z.string(),
  order: OrderSummary,
  expiresAt: z.string(),
  cancelUrl: z.string(),
});
export type SimulatedSessionView = z.infer<typeof SimulatedSessionView>;

export const SimulatedPaymentResult = z.object({ redirectUrl: z.string() });
