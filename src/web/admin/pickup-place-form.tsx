import { type FieldError, useFieldArray, useForm } from 'react-hook-form';
import { type PickupPlace, WEEKDAY_NAMES } from '../../domain/pickup-place';
import { type PickupPlaceForm, PickupPlaceInput } from '../../domain/pickup-place-schema';
import { FieldError as ErrorText, invalidFieldProps } from '../ui/field-error';
import { TextField } from '../ui/text-field';
import { markRefusedField, type RefusedField } from './refused-field';
import { schemaResolver } from './schema-resolver';

/** The form's values: closed days as rows (one date input each), the rest as the schema has it. */
export interface PlaceFormValues {
  name: string;
  street: string;
  postalCode: string;
  town: string;
  description: string;
  openingHours: { weekday: number; opens: string; closes: string }[];
  cutoff: { daysBefore: number; time: string };
  closedDays: { day: string }[];
  active: boolean;
}

export const placePayload = ({ closedDays, ...values }: PlaceFormValues): PickupPlaceForm => ({
  ...values,
  closedDays: closedDays.map((row) => row.day),
});

export const placeFormValues = (place: PickupPlace | null): PlaceFormValues =>
  place
    ? {
        name: place.name,
        street: place.street,
        postalCode: place.postalCode,
        town: place.town,
        description: place.description,
        openingHours: place.openingHours.map((hours) => ({ ...hours })),
        cutoff: { ...place.cutoff },
        closedDays: place.closedDays.map((day) => ({ day })),
        active: place.active,
      }
    : {
        name: '',
        street: '',
        postalCode: '',
        town: '',
        description: '',
        openingHours: [{ weekday: 6, opens: '08:00', closes: '13:00' }],
        cutoff: { daysBefore: 1, time: '18:00' },
        closedDays: [],
        active: true,
      };

// a list's own problem (none given, two ranges overlap) sits at the list or at its root
const listError = (error: unknown) => {
  const found = error as (FieldError & { root?: FieldError }) | undefined;
  return found?.message ?? found?.root?.message;
};

/**
 * A pickup place as staff enter it: address, hours per weekday (several ranges a day), the
 * order cutoff "N Tage vorher um HH:MM", closed days and whether customers may choose it.
 */
export function PickupPlaceFormFields({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: PlaceFormValues;
  busy: boolean;
  /** Null once stored, the field the server refused otherwise. */
  onSave(values: PlaceFormValues): Promise<RefusedField | null>;
  onCancel(): void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PlaceFormValues>({
    defaultValues: initial,
    resolver: schemaResolver(PickupPlaceInput, placePayload, { closedDays: 'closedDays' }),
  });
  const hours = useFieldArray({ control, name: 'openingHours' });
  const closed = useFieldArray({ control, name: 'closedDays' });
  const hoursError = listError(errors.openingHours);
  const closedError = listError(errors.closedDays);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => markRefusedField(setError, await onSave(values)))}
    >
      <div className="row g-3 mb-3">
        <TextField
          id="abholort-name"
          label="Name"
          className="col-12"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="abholort-strasse"
          label="Straße und Hausnummer"
          className="col-12"
          autoComplete="street-address"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          id="abholort-plz"
          label="Postleitzahl"
          className="col-5 col-sm-4"
          inputMode="numeric"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <TextField
          id="abholort-ort"
          label="Ort"
          className="col-7 col-sm-8"
          error={errors.town?.message}
          {...register('town')}
        />
        <div className="col-12">
          <label htmlFor="abholort-beschreibung" className="form-label">
            Beschreibung (freiwillig), z. B. wo der Stand steht
          </label>
          <textarea
            id="abholort-beschreibung"
            rows={2}
            className={`form-control${errors.description ? ' is-invalid' : ''}`}
            {...invalidFieldProps('abholort-beschreibung', errors.description?.message)}
            {...register('description')}
          />
          <ErrorText id="abholort-beschreibung" error={errors.description?.message} />
        </div>
      </div>

      <fieldset className="mb-3">
        <legend className="h6">Öffnungszeiten</legend>
        {hours.fields.map((field, index) => {
          const rowErrors = errors.openingHours?.[index];
          const opensId = `abholort-zeit-${index}-von`;
          const closesId = `abholort-zeit-${index}-bis`;
          return (
            <div key={field.id} className="row g-2 align-items-end mb-2">
              <div className="col-12 col-sm-4">
                <label htmlFor={`abholort-zeit-${index}-tag`} className="form-label small">
                  Wochentag
                </label>
                <select
                  id={`abholort-zeit-${index}-tag`}
                  className="form-select"
                  {...register(`openingHours.${index}.weekday`, { valueAsNumber: true })}
                >
                  {WEEKDAY_NAMES.map((name, day) => (
                    <option key={name} value={day + 1}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id={opensId}
                label="von"
                type="time"
                className="col-6 col-sm-3"
                error={rowErrors?.opens?.message}
                {...register(`openingHours.${index}.opens`)}
              />
              <TextField
                id={closesId}
                label="bis"
                type="time"
                className="col-6 col-sm-3"
                error={rowErrors?.closes?.message}
                {...register(`openingHours.${index}.closes`)}
              />
              <div className="col-12 col-sm-2">
                <button
                  type="button"
                  className="btn btn-outline-danger w-100"
                  aria-label={`Zeitfenster ${index + 1} entfernen`}
                  onClick={() => hours.remove(index)}
                >
                  Entfernen
                </button>
              </div>
            </div>
          );
        })}
        {hoursError && (
          <p className="text-danger small" role="alert">
            {hoursError}
          </p>
        )}
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => hours.append({ weekday: 6, opens: '08:00', closes: '13:00' })}
        >
          Zeitfenster hinzufügen
        </button>
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h6">Bestellschluss</legend>
        <div className="row g-2 align-items-end">
          <TextField
            id="abholort-schluss-tage"
            label="Tage vorher"
            type="number"
            min={0}
            max={14}
            className="col-6 col-sm-4"
            error={errors.cutoff?.daysBefore?.message}
            {...register('cutoff.daysBefore', { valueAsNumber: true })}
          />
          <TextField
            id="abholort-schluss-zeit"
            label="um"
            type="time"
            className="col-6 col-sm-4"
            error={errors.cutoff?.time?.message}
            {...register('cutoff.time')}
          />
        </div>
        <p className="small text-body-secondary mt-1 mb-0">
          Beispiel: „bis Donnerstag 18 Uhr für Samstag“ sind 2 Tage vorher um 18:00.
        </p>
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h6">Schließtage</legend>
        {closed.fields.map((field, index) => (
          <div key={field.id} className="d-flex gap-2 align-items-end mb-2">
            <TextField
              id={`abholort-geschlossen-${index}`}
              label={`Schließtag ${index + 1}`}
              type="date"
              {...register(`closedDays.${index}.day`)}
            />
            <button
              type="button"
              className="btn btn-outline-danger"
              aria-label={`Schließtag ${index + 1} entfernen`}
              onClick={() => closed.remove(index)}
            >
              Entfernen
            </button>
          </div>
        ))}
        {closedError && (
          <p className="text-danger small" role="alert">
            {closedError}
          </p>
        )}
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => closed.append({ day: '' })}
        >
          Schließtag hinzufügen
        </button>
      </fieldset>

      <div className="form-check mb-3">
        <input
          id="abholort-aktiv"
          type="checkbox"
          className="form-check-input"
          {...register('active')}
        />
        <label htmlFor="abholort-aktiv" className="form-check-label">
          Aktiv: Kundinnen und Kunden können diesen Ort wählen
        </label>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Speichern
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
