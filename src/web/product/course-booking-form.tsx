import { type FormEvent, useId, useState } from 'react';
import type { BookingField, BookingForm } from '../../domain/attendee-schema';
import type { CourseInfo } from '../../domain/catalog-schema';
import { clampQuantity, maxQuantity, placeCount } from '../../domain/course';
import { validateBooking } from '../../domain/course-booking';
import { cartActions, useCart } from '../cart/cart-store';
import { AddedToCart } from './added-to-cart';
import { BookingTextField } from './booking-text-field';
import { CourseDateSelect } from './course-date-select';
import { QuantityPicker } from './quantity-picker';

const EMPTY_FORM: BookingForm = { date: '', firstName: '', lastName: '', email: '', phone: '' };

const TEXT_FIELDS = [
  { name: 'firstName', label: 'Vorname', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Nachname', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'E-Mail', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Telefonnummer', autoComplete: 'tel', type: 'tel' },
] as const;

/**
 * docs/shop/courses.md#booking-form: date, attendee and quantity of a course booking, checked
 * before it enters the cart.
 */
export function CourseBookingForm({
  productId,
  course,
  cap,
}: {
  productId: string;
  course: CourseInfo;
  /** The most places one booking may take (domain/order-limits.ts). */
  cap: number;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const cart = useCart();
  const [form, setForm] = useState<BookingForm>(EMPTY_FORM);
  const [wanted, setWanted] = useState(1);
  // fields turn red only after the first attempt, then follow every keystroke
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState<number | null>(null);

  const chosen = course.dates.find((courseDate) => String(courseDate.id) === form.date) ?? null;
  const inCart = cart
    .filter((line) => line.itemId === productId && line.course?.courseDateId === chosen?.id)
    .reduce((total, line) => total + line.quantity, 0);
  // docs/shop/courses.md#places-per-booking: capped by the free places of the chosen date, 12
  // before one is chosen
  const max = maxQuantity({
    isCourse: true,
    stock: 0, // a course has no stock of its own, only places per date
    freeOfChosenDate: chosen ? chosen.free - inCart : null,
    cap,
  });
  const quantity = clampQuantity(wanted, max);
  const validation = validateBooking(form);
  const invalid = (field: BookingField) => attempted && validation.invalid.includes(field);
  const describedBy = attempted && validation.message ? messageId : undefined;

  const update = (field: BookingField) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setAdded(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const [firstInvalid] = validation.invalid;
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (!chosen || quantity === 0) return;
    cartActions.add({
      itemId: productId,
      quantity,
      course: {
        courseDateId: chosen.id,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
      },
    });
    setAdded(quantity);
    setAttempted(false);
    setWanted(1);
  };

  return (
    <form className="purchase-box" noValidate onSubmit={submit} aria-label="Kurs buchen">
      <div className="d-grid gap-3">
        <CourseDateSelect
          id={`${id}-date`}
          series={course.series}
          dates={course.dates}
          value={form.date}
          invalid={invalid('date')}
          describedBy={describedBy}
          onChange={update('date')}
        />
        <div className="row g-3">
          {TEXT_FIELDS.map((field) => (
            <div key={field.name} className="col-sm-6">
              <BookingTextField
                id={`${id}-${field.name}`}
                {...field}
                value={form[field.name]}
                invalid={invalid(field.name)}
                describedBy={describedBy}
                onChange={update(field.name)}
              />
            </div>
          ))}
        </div>
        <QuantityPicker
          value={quantity}
          max={max}
          available={chosen?.free ?? null}
          places
          onChange={setWanted}
        />
      </div>
      {attempted && validation.message && (
        <div id={messageId} className="alert alert-danger mt-3 mb-0 py-2" role="alert">
          {validation.message}
        </div>
      )}
      {chosen && max > 0 && quantity === max && cap < chosen.free - inCart && (
        <p className="small text-body-secondary mt-2 mb-0">Höchstens {cap} Plätze pro Buchung</p>
      )}
      {chosen && max === 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          Alle freien Plätze dieses Termins liegen schon in deinem Warenkorb.
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 mt-3"
        disabled={chosen !== null && max === 0}
      >
        In den Warenkorb
      </button>
      <AddedToCart what={added === null ? null : placeCount(added)} />
    </form>
  );
}
