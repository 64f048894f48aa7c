import { z } from 'zod';
import { formatEuroInput, parseEuroInput } from './euro-input';

/** The shipping rate as staff enter it: euros with a comma or a point, at most 2 decimals. */
export const ShippingRateInput = z
  .object({
    euros: z
      .string()
      .trim()
      .refine(
        (text) => (parseEuroInput(text) ?? Number.POSITIVE_INFINITY) < 10_000_00,
        'Bitte einen Betrag in Euro eingeben, z. B. 6,75.',
      ),
  })
  .strict()
  .transform(({ euros }) => ({ amountCents: parseEuroInput(euros) ?? 0 }));
export type ShippingRateForm = z.input<typeof ShippingRateInput>;

/** The shipping rate as the form shows it for editing ("6,75"); saved unchanged, it stays. */
export const shippingFormValues = (amountCents: number): ShippingRateForm => ({
  euros: formatEuroInput(amountCents),
});
