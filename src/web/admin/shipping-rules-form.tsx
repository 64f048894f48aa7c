import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { COUNTRY_GROUP_LABELS, COUNTRY_GROUPS, type CountryGroup } from '../../domain/countries';
import { formatEuro } from '../../domain/money';
import {
  type ShippingRulesForm as RulesPayload,
  ShippingRulesInput,
  type ShippingRulesView,
  shippingRulesFormValues,
} from '../../domain/settings-schema';
import { fulfilmentKeys, saveShippingRules } from '../api/admin-fulfilment';
import { catalogKeys } from '../api/catalog';
import { TextField } from '../ui/text-field';
import { reasonOf } from './query-state';
import { schemaResolver } from './schema-resolver';

interface RateRow {
  group: CountryGroup;
  /** Germany is always shipped to; the other zones only when ticked. */
  enabled: boolean;
  euros: string;
  freeFromEuros: string;
  /** Country codes as staff type them: "AT, NL". */
  countries: string;
}
interface RulesValues {
  rates: RateRow[];
}

const HINTS: Record<CountryGroup, string> = {
  DE: '',
  EU: 'Ländercodes, z. B. AT, NL, FR',
  other: 'Ländercodes, z. B. CH, NO, GB',
};

function formValues(view: ShippingRulesView): RulesValues {
  const saved = shippingRulesFormValues(view.rates).rates;
  return {
    rates: COUNTRY_GROUPS.map((group) => {
      const rate = saved.find((row) => row.group === group);
      return {
        group,
        enabled: group === 'DE' || rate !== undefined,
        euros: rate?.euros ?? '',
        freeFromEuros: rate?.freeFromEuros ?? '',
        countries: (rate?.countries ?? []).join(', '),
      };
    }),
  };
}

// the zones sent are the ticked ones; the row index stays the form's so errors land on its fields
const payloadOf = (values: RulesValues): RulesPayload => ({
  rates: values.rates
    .filter((row) => row.enabled)
    .map((row) => ({
      group: row.group,
      euros: row.euros,
      freeFromEuros: row.freeFromEuros,
      countries: row.countries.split(/[\s,;]+/).filter(Boolean),
    })),
});

/** "Deutschland 5,90 €, frei ab 50,00 €; EU-Ausland 12,90 €" — the form's answer and history. */
export const describeRates = (rates: ShippingRulesView['rates']) =>
  rates
    .map(
      (rate) =>
        `${COUNTRY_GROUP_LABELS[rate.group]} ${formatEuro(rate.amountCents)}${
          rate.freeFromCents === null ? '' : `, frei ab ${formatEuro(rate.freeFromCents)}`
        }`,
    )
    .join('; ');

/** Versandkosten per zone (Germany, EU, other), free from an order value, the zones' countries. */
export function ShippingRulesForm({ rules }: { rules: ShippingRulesView }) {
  const queryClient = useQueryClient();
  const initial = formValues(rules);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RulesValues>({
    defaultValues: initial,
    resolver: schemaResolver(ShippingRulesInput, payloadOf),
  });
  const save = useMutation({
    mutationFn: (values: RulesValues) => saveShippingRules(payloadOf(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(fulfilmentKeys.shippingRules, saved);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.shippingCosts() });
    },
  });
  const rows = watch('rates');
  // the schema names a row by its index among the zones sent, the ticked ones
  const sentIndex = (index: number) => rows.slice(0, index).filter((row) => row.enabled).length;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="staff-tile staff-narrow mb-4"
      aria-labelledby="einstellung-versand-titel"
    >
      <h2 id="einstellung-versand-titel" className="h5">
        Versandkosten
      </h2>
      <p className="text-body-secondary small">
        Je Bestellung mit Waren, nach Zone der Lieferadresse; Abholung und Bestellungen nur mit
        Kursen sind versandkostenfrei. Gilt sofort für Warenkorb und Kasse; bestehende Bestellungen
        behalten ihre Versandkosten.
      </p>
      {initial.rates.map((row, index) => {
        const rowErrors = errors.rates?.[sentIndex(index)];
        const id = `versand-${row.group.toLowerCase()}`;
        const enabled = rows[index]?.enabled ?? row.enabled;
        return (
          <fieldset key={row.group} className="mb-3 border-top pt-2">
            <legend className="h6">{COUNTRY_GROUP_LABELS[row.group]}</legend>
            {row.group !== 'DE' && (
              <div className="form-check mb-2">
                <input
                  id={`${id}-an`}
                  type="checkbox"
                  className="form-check-input"
                  {...register(`rates.${index}.enabled`)}
                />
                <label htmlFor={`${id}-an`} className="form-check-label">
                  In diese Zone versenden
                </label>
              </div>
            )}
            {enabled && (
              <div className="row g-2">
                <TextField
                  id={`${id}-betrag`}
                  label="Versandkosten in Euro"
                  inputMode="decimal"
                  className="col-6"
                  error={rowErrors?.euros?.message}
                  {...register(`rates.${index}.euros`)}
                />
                <TextField
                  id={`${id}-frei`}
                  label="Versandkostenfrei ab (Euro, leer: nie)"
                  inputMode="decimal"
                  className="col-6"
                  error={rowErrors?.freeFromEuros?.message}
                  {...register(`rates.${index}.freeFromEuros`)}
                />
                {row.group !== 'DE' && (
                  <TextField
                    id={`${id}-laender`}
                    label={`Länder (${HINTS[row.group]})`}
                    className="col-12"
                    autoCapitalize="characters"
                    error={rowErrors?.countries?.message}
                    {...register(`rates.${index}.countries`)}
                  />
                )}
              </div>
            )}
          </fieldset>
        );
      })}
      {errors.rates?.message && (
        <p className="text-danger" role="alert">
          {errors.rates.message}
        </p>
      )}
      {save.isError && (
        <p className="text-danger" role="alert">
          {reasonOf(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p className="text-success" role="status">
          Gespeichert: {describeRates(save.data.rates)}.
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Speichern
      </button>
    </form>
  );
}
