import { TEST_CARD_OK } from '../../domain/test-cards';
import { TextField } from '../ui/text-field';
import { formatCardNumber, formatExpiry } from './card-format';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblems = Record<'email' | 'cardNumber' | 'expiry' | 'cvc', string | null>;

interface CardFieldsProps {
  value: CardInput;
  errors: CardProblems;
  /** The fields changed: several may come before the next render (app-starter.ts replays them). */
  onChange: (change: Partial<CardInput>) => void;
}

/** Card number, expiry and CVC laid out like a hosted checkout's card box. */
export function CardFields({ value, errors, onChange }: CardFieldsProps) {
  return (
    <fieldset className="card-fields">
      <legend className="form-label">Kartendaten</legend>
      <TextField
        id="zahlung-karte"
        label="Kartennummer"
        className="mb-3"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={TEST_CARD_OK}
        value={value.number}
        error={errors.cardNumber}
        onChange={(event) => onChange({ number: formatCardNumber(event.target.value) })}
      />
      <div className="row g-3">
        <TextField
          id="zahlung-ablauf"
          label="Ablaufdatum"
          className="col-6"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/JJ"
          value={value.expiry}
          error={errors.expiry}
          onChange={(event) => onChange({ expiry: formatExpiry(event.target.value) })}
        />
        <TextField
          id="zahlung-cvc"
          label="Prüfziffer (CVC)"
          className="col-6"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={value.cvc}
          error={errors.cvc}
          onChange={(event) => onChange({ cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
      </div>
    </fieldset>
  );
}
