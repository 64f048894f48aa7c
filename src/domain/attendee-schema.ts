import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  NO_CONTROL_CHARACTERS,
} from './text';

// docs/shop/courses.md#checking-the-form: the booking form's required fields in the order the
// message lists them
export const BOOKING_FIELDS = [
  { name: 'date', label: 'Datum' },
  { name: 'firstName', label: 'Vorname' },
  { name: 'lastName', label: 'Nachname' },
  { name: 'email', label: 'E-Mail' },
  { name: 'phone', label: 'Telefonnummer' },
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number]['name'];

// the phone must have at least a few digits to be reachable
export const PHONE_PATTERN = /^[+()\d\s/-]{5,30}$/;
export const PHONE_MESSAGE = 'Bitte gib eine gültige Telefonnummer ein.';

/**
 * The German "missing" marker a form lists in the one sentence of
 * docs/shop/courses.md#checking-the-form.
 */
export const EMPTY = 'darf nicht leer sein.';

/** The customer's e-mail address, as every form and API route that asks for one checks it. */
export const EmailAddress = z
  .string()
  .trim()
  .min(1, `E-Mail ${EMPTY}`)
  .max(254, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} ${EMPTY}`)
    .max(100, `${label} ist zu lang (höchstens 100 Zeichen).`)
    .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);

/**
 * One attendee of a course booking: the booking form checks it in the browser and checkout checks
 * the very same schema on the server, so a booking the form accepts never fails at the pay step.
 */
export const Attendee = z
  .object({
    firstName: name('Vorname'),
    lastName: name('Nachname'),
    email: EmailAddress,
    phone: z.string().trim().min(1, `Telefonnummer ${EMPTY}`).regex(PHONE_PATTERN, PHONE_MESSAGE),
  })
  .strict();
export type Attendee = z.infer<typeof Attendee>;

/** The booking form as typed: the chosen date's id as the select's value, then the attendee. */
export const BookingFormInput = Attendee.extend({
  date: z.string().regex(/^\d+$/, `Datum ${EMPTY}`),
});
export type BookingForm = Record<BookingField, string>;
