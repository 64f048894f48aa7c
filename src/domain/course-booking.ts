import {
  BOOKING_FIELDS,
  type BookingField,
  type BookingForm,
  BookingFormInput,
  EMPTY,
} from './attendee-schema';

export interface BookingValidation {
  invalid: BookingField[];
  message: string | null;
}

/**
 * docs/shop/courses.md#checking-the-form, with the shared schema's messages: the empty fields are
 * named in one sentence ("Datum, Vorname darf nicht leer sein."), then what is malformed (e-mail,
 * phone…).
 */
export function validateBooking(form: BookingForm): BookingValidation {
  const result = BookingFormInput.safeParse(form);
  if (result.success) return { invalid: [], message: null };
  const problems = new Map<BookingField, string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField;
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  const invalid = BOOKING_FIELDS.map((field) => field.name).filter((field) => problems.has(field));
  const empty = invalid.filter((field) => problems.get(field)?.endsWith(EMPTY));
  const malformed = invalid.filter((field) => !empty.includes(field));
  const labels = BOOKING_FIELDS.filter((field) => empty.includes(field.name)).map((f) => f.label);
  const messages = [
    ...(labels.length > 0 ? [`${labels.join(', ')} ${EMPTY}`] : []),
    ...new Set(malformed.map((field) => problems.get(field))),
  ];
  return { invalid, message: messages.join(' ') };
}
