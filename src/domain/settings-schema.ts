import { z } from 'zod';
import { COUNTRY_GROUP_LABELS, COUNTRY_GROUPS, countryGroup, isCountryCode } from './countries';
import { formatEuroInput, parseEuroInput } from './euro-input';
import type { ShippingRate } from './shipping-rules';

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

const euros = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => (parseEuroInput(text) ?? Number.POSITIVE_INFINITY) < 10_000_00, message);

const ShippingRateRow = z
  .object({
    group: z.enum(COUNTRY_GROUPS),
    euros: euros('Bitte einen Betrag in Euro eingeben, z. B. 6,75.'),
    // empty: shipping is never free
    freeFromEuros: z
      .string()
      .trim()
      .refine(
        (text) => text === '' || parseEuroInput(text) !== null,
        'Bitte einen Betrag in Euro eingeben, z. B. 50,00, oder das Feld leer lassen.',
      ),
    countries: z
      .array(z.string().trim().toUpperCase())
      .max(250)
      .transform((codes) => [...new Set(codes)].sort()),
  })
  .strict()
  .superRefine((row, context) => {
    const foreign = row.countries.filter(
      (code) => !isCountryCode(code) || countryGroup(code) !== row.group,
    );
    if (foreign.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['countries'],
        message: `Nicht in „${COUNTRY_GROUP_LABELS[row.group]}“: ${foreign.join(', ')}.`,
      });
    if (row.group !== 'DE' && row.countries.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['countries'],
        message: 'Bitte mindestens ein Land wählen, oder die Zone entfernen.',
      });
  })
  .transform(
    (row): ShippingRate => ({
      group: row.group,
      amountCents: parseEuroInput(row.euros) ?? 0,
      freeFromCents: row.freeFromEuros === '' ? null : parseEuroInput(row.freeFromEuros),
      countries: row.group === 'DE' ? ['DE'] : row.countries,
    }),
  );

/** The shipping rules as staff enter them: Germany always, the EU and other countries if shipped to. */
export const ShippingRulesInput = z
  .object({ rates: z.array(ShippingRateRow).min(1).max(COUNTRY_GROUPS.length) })
  .strict()
  .refine((input) => input.rates.some((rate) => rate.group === 'DE'), {
    message: 'Der Versand nach Deutschland lässt sich nicht entfernen.',
    path: ['rates'],
  })
  .refine((input) => new Set(input.rates.map((rate) => rate.group)).size === input.rates.length, {
    message: 'Jede Zone nur einmal.',
    path: ['rates'],
  });
export type ShippingRulesInput = z.output<typeof ShippingRulesInput>;
export type ShippingRulesForm = z.input<typeof ShippingRulesInput>;

/** The shipping rules as saved: a rate per destination group, Germany first. */
export const ShippingRulesView = z.object({
  rates: z.array(
    z.object({
      group: z.enum(COUNTRY_GROUPS),
      amountCents: z.number().int(),
      freeFromCents: z.number().int().nullable(),
      countries: z.array(z.string()),
    }),
  ),
});
export type ShippingRulesView = z.infer<typeof ShippingRulesView>;

/** The saved rules as the form shows them for editing; saved unchanged, they stay. */
export const shippingRulesFormValues = (rates: readonly ShippingRate[]): ShippingRulesForm => ({
  rates: rates.map((rate) => ({
    group: rate.group,
    euros: formatEuroInput(rate.amountCents),
    freeFromEuros: rate.freeFromCents === null ? '' : formatEuroInput(rate.freeFromCents),
    countries: rate.countries,
  })),
});
