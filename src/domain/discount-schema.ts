import { z } from 'zod';
import { IsoDay } from './day-schema';
import { DISCOUNT_STATES } from './discount';
import { emptyIsNull } from './form-text';
import { wholeNumber } from './whole-number';

const PERCENT_RANGE = 'Rabatt muss zwischen 1 und 100 % liegen.';

const rules = {
  percentage: wholeNumber('Rabatt', 1, 100, {
    belowMin: PERCENT_RANGE,
    aboveMax: PERCENT_RANGE,
  }),
  validFrom: z.preprocess(emptyIsNull, IsoDay.nullable()),
  validUntil: z.preprocess(emptyIsNull, IsoDay.nullable()),
  maxUses: z.preprocess(
    emptyIsNull,
    wholeNumber('Höchstzahl', 1, 1_000_000, { aboveMax: 'Höchstzahl ist zu groß.' }).nullable(),
  ),
  active: z.boolean().default(true),
};

const datesInOrder = {
  check: (input: { validFrom: string | null; validUntil: string | null }) =>
    !input.validFrom || !input.validUntil || input.validFrom <= input.validUntil,
  message: { message: 'Das Ende liegt vor dem Beginn.', path: ['validUntil'] },
};

/** What staff set for a code; the code itself is named once, at creation, and never changes. */
export const DiscountRulesInput = z
  .object(rules)
  .strict()
  .refine(datesInOrder.check, datesInOrder.message);

export const NewDiscountCode = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^[A-Z0-9][A-Z0-9_-]{2,31}$/,
        'Code: 3 bis 32 Zeichen, nur Buchstaben A–Z, Ziffern, - und _.',
      ),
    ...rules,
  })
  .strict()
  .refine(datesInOrder.check, datesInOrder.message);

export type DiscountRulesInput = z.output<typeof DiscountRulesInput>;
export type NewDiscountCode = z.output<typeof NewDiscountCode>;
export type DiscountCodeForm = z.input<typeof NewDiscountCode>;

/** A code as staff see it: its rules, how many orders hold it and whether it applies today. */
export const DiscountCodeView = z.object({
  code: z.string(),
  percentage: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
  state: z.enum(DISCOUNT_STATES),
  createdAt: z.string(),
});
export type DiscountCodeView = z.infer<typeof DiscountCodeView>;

/** The code form as typed: numbers and days as text, '' for "no limit". */
export interface DiscountCodeFormValues extends DiscountCodeForm {
  code: string;
  percentage: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  active: boolean;
}

export const NEW_DISCOUNT_CODE: DiscountCodeFormValues = {
  code: '',
  percentage: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  active: true,
};

/** A stored code as the form shows it; saved unchanged, it keeps its rules. */
export const discountCodeFormValues = (view: DiscountCodeView): DiscountCodeFormValues => ({
  code: view.code,
  percentage: String(view.percentage),
  validFrom: view.validFrom ?? '',
  validUntil: view.validUntil ?? '',
  maxUses: view.maxUses === null ? '' : String(view.maxUses),
  active: view.active,
});

/** What a change sends: the rules alone, since a code keeps its name for good. */
export const discountRulesPayload = ({ code: _name, ...rules }: DiscountCodeFormValues) => rules;
