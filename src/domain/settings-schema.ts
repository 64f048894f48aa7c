import { z } from 'zod';

/** The shipping rate as staff enter it: euros with a comma or a point, at most 2 decimals. */
export const ShippingRateInput = z
  .object({
    euros: z
      .string()
      .trim()
      .regex(/^\d{1,4}([,.]\d{1,2})?$/, 'Bitte einen Betrag in Euro eingeben, z. B. 6,75.'),
  })
  .strict()
  .transform(({ euros }) => ({ amountCents: Math.round(Number(euros.replace(',', '.')) * 100) }));
export type ShippingRateForm = z.input<typeof ShippingRateInput>;
