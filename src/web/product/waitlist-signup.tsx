import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { BookingField } from '../../domain/attendee-schema';
import type { CourseInfo } from '../../domain/catalog-schema';
import { validateBooking } from '../../domain/course-booking';
import { courseDays, withClock } from '../../domain/dates';
import { MAX_PER_ORDER_COURSE } from '../../domain/order-limits';
import { ApiError } from '../api/client';
import { joinWaitlist } from '../api/waitlist';
import { focusOnAppear } from '../ui/focus-on-appear';
import { BookingTextField } from './booking-text-field';

const FIELDS = [
  { name: 'firstName', label: 'Vorname', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Nachname', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'E-Mail', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Telefonnummer', autoComplete: 'tel', type: 'tel' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/**
 * docs/shop/courses.md#waitlist: under the booking form of a course with a full date, "Auf die
 * Warteliste" — checked like the booking form, in the browser and again on the server.
 */
export function WaitlistSignup({ course }: { course: CourseInfo }) {
  const id = useId();
  const full = course.dates.filter((date) => date.free === 0);
  const [open, setOpen] = useState(false);
  const [dateId, setDateId] = useState(full.length === 1 ? String(full[0]?.id) : '');
  const [places, setPlaces] = useState('1');
  const [form, setForm] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  });
  const join = useMutation({ mutationFn: joinWaitlist });
  // fields turn red only after the first attempt, then follow every keystroke
  const [attempted, setAttempted] = useState(false);
  if (full.length === 0) return null;

  // docs/shop/courses.md#checking-the-form: the booking form's rules, message and focus
  const validation = validateBooking({ ...form, date: dateId });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const [firstInvalid] = validation.invalid;
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    join.mutate({ ...form, courseDateId: Number(dateId), places: Number(places) });
  };
  const problem = join.error instanceof ApiError ? join.error : null;
  const message = attempted ? validation.message : null;
  const messageId = `${id}-message`;
  const describedBy = message ? messageId : undefined;
  // what the browser cannot know (the server refused a field) is marked too
  const invalid = (field: BookingField) =>
    (attempted && validation.invalid.includes(field)) || problem?.field === `body.${field}`;
  return (
    <section className="mt-4 border-top pt-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Termin ausgebucht?
      </h2>
      {join.isSuccess ? (
        // much shorter than the form it replaces: on a phone it would sit above the screen
        <p ref={focusOnAppear} tabIndex={-1} className="alert alert-success" role="status">
          Fast geschafft: Wir haben dir eine E-Mail geschickt. Bitte bestätige darin deine
          E-Mail-Adresse – erst dann stehst du auf der Warteliste.
        </p>
      ) : !open ? (
        <>
          <p className="mb-2">
            Trag dich auf die Warteliste ein: Wird ein Platz frei, halten wir ihn eine Zeit lang für
            dich und schreiben dir.
          </p>
          <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
            Auf die Warteliste
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={`${id}-date`} className="form-label fw-semibold">
            Ausgebuchter Termin
          </label>
          <select
            id={`${id}-date`}
            name="date"
            className={`form-select mb-2 ${invalid('date') ? 'is-invalid' : ''}`}
            value={dateId}
            required
            aria-invalid={invalid('date')}
            aria-describedby={describedBy}
            onChange={(event) => setDateId(event.target.value)}
          >
            <option value="">Bitte auswählen</option>
            {full.map((date) => (
              <option key={date.id} value={date.id}>
                {courseDays(date.label, date.fixedDates)} · {withClock(date.time)}
              </option>
            ))}
          </select>
          <div className="row g-2 mb-2">
            {FIELDS.map((field) => (
              <div key={field.name} className="col-sm-6">
                <BookingTextField
                  id={`${id}-${field.name}`}
                  name={field.name}
                  label={field.label}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  value={form[field.name]}
                  invalid={invalid(field.name)}
                  describedBy={describedBy}
                  onChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
                />
              </div>
            ))}
          </div>
          <label htmlFor={`${id}-places`} className="form-label fw-semibold">
            Plätze
          </label>
          <input
            id={`${id}-places`}
            type="number"
            min={1}
            max={MAX_PER_ORDER_COURSE}
            className="form-control mb-2"
            style={{ maxWidth: '8rem' }}
            value={places}
            onChange={(event) => setPlaces(event.target.value)}
          />
          <p className="small text-body-secondary">
            Datenschutz: Wir speichern Name, E-Mail, Telefonnummer und die gewünschten Plätze nur
            für diese Warteliste und schreiben dir nur zu diesem Termin. Ohne Bestätigung löschen
            wir die Angaben nach 48 Stunden; abmelden kannst du dich jederzeit über den Link in der
            E-Mail. Mehr in der Datenschutzerklärung.
          </p>
          {message ? (
            <p id={messageId} className="alert alert-danger py-2" role="alert">
              {message}
            </p>
          ) : (
            join.isError && (
              <p className="text-danger" role="alert">
                {problem?.customerMessage ?? join.error.message}
              </p>
            )
          )}
          <button type="submit" className="btn btn-primary" disabled={join.isPending}>
            Auf die Warteliste
          </button>
        </form>
      )}
    </section>
  );
}
