import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvcProblem, expiryProblem } from './card-rules';
import { fieldProblems, hasProblems } from './form-problems';
import { simulatedPayment } from './payment-schema';

const november2026 = new Date(2026, 10, 22);
const cardProblems = (payment: Record<string, string>, now: Date) =>
  fieldProblems(
    simulatedPayment(() => now),
    payment,
  );

describe('card rules of the simulated payment page', () => {
  it('accepts a card valid this month or later, refuses an empty or past expiry', () => {
    expect(expiryProblem('11/26', november2026)).toBeNull();
    expect(expiryProblem('12/34', november2026)).toBeNull();
    expect(expiryProblem('10/26', november2026)).toBe('Die Karte ist abgelaufen.');
    for (const bad of ['', '13/30', '00/30', '1/30', '12-30', '1230'])
      expect(expiryProblem(bad, november2026), bad).toBe(
        'Bitte gib das Ablaufdatum als MM/JJ ein.',
      );
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(cvcProblem('123')).toBeNull();
    expect(cvcProblem('1234')).toBeNull();
    for (const bad of ['', '12', '12345', 'abc']) expect(cvcProblem(bad), bad).not.toBeNull();
  });

  it('names every field that is wrong, and none when all are right', () => {
    const good = {
      email: 'a@b.de',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    };
    expect(hasProblems(cardProblems(good, november2026))).toBe(false);
    fc.assert(
      fc.property(fc.string(), fc.string(), (expiry, cvc) => {
        const problems = cardProblems({ ...good, expiry, cvc }, november2026);
        expect(problems.email).toBeNull();
        expect(hasProblems(problems)).toBe(
          expiryProblem(expiry, november2026) !== null || cvcProblem(cvc) !== null,
        );
      }),
    );
  });
});
