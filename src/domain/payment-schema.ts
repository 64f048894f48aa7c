import { z } from 'zod';
import { OrderSummary } from './checkout-schema';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from './text';

export const SimulatedPayment = z
  .object({
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, EMAIL_MESSAGE),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{16}$/, 'Die Kartennummer hat 16 Ziffern.')),
    // whether the card is still valid depends on today: the service checks (card-rules.ts)
    expiry: z.string().max(10),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Die Prüfziffer hat 3 oder 4 Ziffern.'),
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
