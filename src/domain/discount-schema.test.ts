import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DiscountRulesInput,
  discountCodeFormValues,
  discountRulesPayload,
  NEW_DISCOUNT_CODE,
  NewDiscountCode,
} from './discount-schema';

const day = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const storedRules = fc
  .record({
    code: fc.stringMatching(/^[A-Z0-9][A-Z0-9_-]{2,31}$/),
    percentage: fc.integer({ min: 1, max: 100 }),
    days: fc.tuple(fc.option(day), fc.option(day)),
    maxUses: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
    active: fc.boolean(),
  })
  .map(({ days: [from, until], ...rules }) => {
    const [validFrom, validUntil] = from && until && until < from ? [until, from] : [from, until];
    return { ...rules, validFrom, validUntil };
  });

const view = (rules: NewDiscountCode) => ({
  ...rules,
  uses: 0,
  state: 'applies' as const,
  createdAt: '2026-01-01T00:00:00Z',
});

const problemsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the discount code form', () => {
  it('shows a stored code so that saving it unchanged keeps its rules', () => {
    fc.assert(
      fc.property(storedRules, (rules) => {
        const values = discountCodeFormValues(view(rules));
        expect(NewDiscountCode.parse(values)).toEqual(rules);
        const { code: _name, ...onlyRules } = rules;
        expect(DiscountRulesInput.parse(discountRulesPayload(values))).toEqual(onlyRules);
      }),
    );
  });

  it('answers each wrong field in German, at the field', () => {
    const values = { ...NEW_DISCOUNT_CODE, code: 'x', percentage: '0', maxUses: '1,5' };
    expect(problemsOf(NewDiscountCode.safeParse(values))).toEqual([
      ['code', 'Code: 3 bis 32 Zeichen, nur Buchstaben A–Z, Ziffern, - und _.'],
      ['percentage', 'Rabatt muss zwischen 1 und 100 % liegen.'],
      ['maxUses', 'Höchstzahl muss eine ganze Zahl sein.'],
    ]);
    const reversed = { ...values, percentage: '10', maxUses: '', validFrom: '2027-05-02' };
    expect(
      problemsOf(
        DiscountRulesInput.safeParse(
          discountRulesPayload({ ...reversed, validUntil: '2027-05-01' }),
        ),
      ),
    ).toEqual([['validUntil', 'Das Ende liegt vor dem Beginn.']]);
  });
});
