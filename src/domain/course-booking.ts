import { EMAIL_MESSAGE, isEmail } from './text';

// spec §5: the booking form's required fields in the order the message lists them
export const BOOKING_FIELDS = [
  { name: 'date', label: 'Datum' },
  { name: 'firstName', label: 'Vorname' },
  { name: 'lastName', label: 'Nachname' },
  { name: 'email', label: 'E-Mail' },
  { name: 'phone', label: 'Telefonnummer' },
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number]['name'];
export type BookingForm = Record<BookingField, string>;

// the same rule as the checkout schema (cart-schema.ts), so a booking never fails at the pay step
export const PHONE_PATTERN = /^[+()\d\s/-]{5,30}$/;

export interface BookingValidation {
  invalid: BookingField[];
  message: string | null;
}

/** spec §5: empty fields are listed, then " darf nicht leer sein."; malformed e-mail or phone too. */
export function validateBooking(form: BookingForm): BookingValidation {
  const empty = BOOKING_FIELDS.filter((field) => form[field.name].trim() === '');
  const messages: string[] = [];
  if (empty.length > 0) {
    messages.push(`${empty.map((field) => field.label).join(', ')} darf nicht leer sein.`);
  }
  const invalid: BookingField[] = empty.map((field) => field.name);
  if (form.email.trim() !== '' && !isEmail(form.email)) {
    invalid.push('email');
    messages.push(EMAIL_MESSAGE);
  }
  if (form.phone.trim() !== '' && !PHONE_PATTERN.test(form.phone.trim())) {
    invalid.push('phone');
    messages.push('Bitte gib eine gültige Telefonnummer ein.');
  }
  return { invalid, message: messages.length > 0 ? messages.join(' ') : null };
}
