import { EMAIL_MESSAGE, isEmail } from './text';

// The simulated payment page's card rules, checked like a hosted checkout does. The schema in
// payment-schema.ts is built from them, so the payment page and the server apply the very same
// rules (each with its own clock).

const digits = (value: string) => value.replace(/\D/g, '');

export const emailProblem = (email: string) => (isEmail(email) ? null : EMAIL_MESSAGE);

export const cardNumberProblem = (cardNumber: string) =>
  /^[\d\s]*$/.test(cardNumber) && digits(cardNumber).length === 16
    ? null
    : 'Die Kartennummer hat 16 Ziffern.';

/** "MM/JJ", and the card still valid this month (cards expire at the end of their month). */
export function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Bitte gib das Ablaufdatum als MM/JJ ein.';
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'Die Karte ist abgelaufen.' : null;
}

export const cvcProblem = (cvc: string) =>
  /^\d{3,4}$/.test(cvc.trim()) ? null : 'Die Prüfziffer hat 3 oder 4 Ziffern.';
