import { useForm } from 'react-hook-form';
import { CARRIER_LABELS, type CarrierId } from '../../domain/carriers';
import { ShipmentInput } from '../../domain/shipment-schema';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { schemaResolver } from './schema-resolver';

interface ShipFormValues {
  carrier: CarrierId | '';
  carrierName: string;
  trackingNumber: string;
}

// the payload the server parses: a named carrier only for "other"
const payloadOf = ({ carrier, carrierName, trackingNumber }: ShipFormValues) =>
  (carrier === 'other'
    ? { carrier, carrierName, trackingNumber }
    : { carrier, trackingNumber }) as ShipmentInput;

/** "Versandt": which carrier took the parcel and its tracking number, checked as the server does. */
export function ShipForm({
  id,
  busy,
  onShip,
  onCancel,
}: {
  id: string;
  busy: boolean;
  onShip(shipment: ShipmentInput): void;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ShipFormValues>({
    defaultValues: { carrier: 'dhl', carrierName: '', trackingNumber: '' },
    resolver: schemaResolver(ShipmentInput, payloadOf),
  });
  const other = watch('carrier') === 'other';
  return (
    <form
      noValidate
      className="staff-ship-form"
      onSubmit={handleSubmit((values) => onShip(payloadOf(values)))}
    >
      <SelectField
        id={`${id}-versanddienst`}
        label="Versanddienst"
        className="mb-2"
        error={errors.carrier?.message}
        {...register('carrier')}
      >
        {Object.entries(CARRIER_LABELS).map(([carrier, label]) => (
          <option key={carrier} value={carrier}>
            {label}
          </option>
        ))}
      </SelectField>
      {other && (
        <TextField
          id={`${id}-name`}
          label="Name des Versanddienstes"
          className="mb-2"
          error={errors.carrierName?.message}
          {...register('carrierName')}
        />
      )}
      <TextField
        id={`${id}-nummer`}
        label="Sendungsnummer"
        className="mb-3"
        autoComplete="off"
        error={errors.trackingNumber?.message}
        {...register('trackingNumber')}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Als versandt speichern
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
