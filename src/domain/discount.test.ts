import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiscountRules, discountState } from './discount';

const open: DiscountRules = { active: true, validFrom: null, validUntil: null, maxUses: null };
const day = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('discountState', () => {
  it('applies on its first and last day, not the day before or after', () => {
    const june = { ...open, validFrom: '2027-06-01', validUntil: '2027-06-30' };
    expect(discountState(june, '2027-05-31', 0)).toBe('not-yet');
    expect(discountState(june, '2027-06-01', 0)).toBe('applies');
    expect(discountState(june, '2027-06-30', 0)).toBe('applies');
    expect(discountState(june, '2027-07-01', 0)).toBe('expired');
  });

  it('is used up once as many orders hold it as it allows', () => {
    const three = { ...open, maxUses: 3 };
    expect(discountState(three, '2027-01-01', 2)).toBe('applies');
    expect(discountState(three, '2027-01-01', 3)).toBe('used-up');
  });

  it('never applies while inactive, and always applies without limits', () => {
    fc.assert(
      fc.property(day, fc.nat(1000), (today, uses) => {
        expect(discountState({ ...open, active: false }, today, uses)).toBe('inactive');
        expect(discountState(open, today, uses)).toBe('applies');
      }),
    );
  });

  it('applies exactly inside the window and below the limit', () => {
    fc.assert(
      fc.property(day, day, day, fc.nat(20), fc.nat(20), (a, b, today, maxUses, uses) => {
        const [from, until] = a <= b ? [a, b] : [b, a];
        const applies =
          discountState(
            { active: true, validFrom: from, validUntil: until, maxUses },
            today,
            uses,
          ) === 'applies';
        expect(applies).toBe(from <= today && today <= until && uses < maxUses);
      }),
    );
  });
});
