import { describe, expect, it } from 'vitest';
import { Attendee } from './attendee-schema';
import { validateBooking } from './course-booking';
import { fieldProblems } from './form-problems';
import { simulatedPayment } from './payment-schema';
import { isEmail } from './text';

const good = ['anna@example.org', 'jürgen@müller.de', 'a.b+honig@hof-laden.example', 'ö@ä.de'];
const bad = [
  'a..b@x.de',
  '.a@x.de',
  'a.@x.de',
  'a@x',
  'a b@x.de',
  'a@x..de',
  '@x.de',
  'a@x.d',
  'a@@x.de',
];

describe('one e-mail rule for forms and schemas', () => {
  it('takes German addresses and refuses malformed ones', () => {
    for (const email of good) expect(isEmail(email), email).toBe(true);
    for (const email of bad) expect(isEmail(email), email).toBe(false);
  });

  it('gives the booking form, the card form and the checkout schema the same answer', () => {
    const attendee = { firstName: 'Jürgen', lastName: 'Müller', phone: '0171 1234567' };
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    for (const email of [...good, ...bad]) {
      const schema = Attendee.safeParse({ ...attendee, email }).success;
      const form = !validateBooking({ date: '1', ...attendee, email }).invalid.includes('email');
      const payment =
        fieldProblems(
          simulatedPayment(() => new Date(2026, 10, 22)),
          { ...card, email },
        ).email === null;
      expect([schema, form, payment], email).toEqual([
        isEmail(email),
        isEmail(email),
        isEmail(email),
      ]);
    }
  });
});
