import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import {
  AccountingSettings,
  type AccountingSettingsView,
  DEFAULT_ACCOUNTING,
  MONTH_NAMES,
} from '../../domain/accounting-schema';
import { ratePercent } from '../../domain/tax';
import { accountingKeys, saveAccountingSettings } from '../api/admin-accounting';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { AuditTrail } from './audit-trail';
import { fieldRefusedBy, markRefusedField } from './refused-field';
import { SaveRow } from './save-row';
import { schemaResolver } from './schema-resolver';

// The form keeps the numbers as the inputs hold them; the payload is what the server parses.
interface FormValues {
  beraterNumber: string;
  mandantNumber: string;
  fiscalYearStartMonth: string;
  accountLength: string;
  chart: '03' | '04';
  clearingAccount: string;
  smallBusinessAccount: string;
  revenueAccounts: { rateBp: number; account: string; buKey: string }[];
}

const payloadOf = (values: FormValues): AccountingSettings => ({
  ...values,
  fiscalYearStartMonth: Number(values.fiscalYearStartMonth),
  accountLength: Number(values.accountLength),
});

/** The saved settings, else the SKR03 defaults; one revenue account per rate the shop uses. */
function initialValues({ settings, rates }: AccountingSettingsView): FormValues {
  const base = settings ?? { ...DEFAULT_ACCOUNTING, beraterNumber: '', mandantNumber: '' };
  return {
    ...base,
    fiscalYearStartMonth: String(base.fiscalYearStartMonth),
    accountLength: String(base.accountLength),
    revenueAccounts: rates.map(
      (rateBp) =>
        base.revenueAccounts.find((row) => row.rateBp === rateBp) ?? {
          rateBp,
          account: '',
          buKey: '',
        },
    ),
  };
}

const resolver = schemaResolver(AccountingSettings, payloadOf);

/** Berater and Mandant number, fiscal year and the accounts: the tax adviser says which. */
export function AccountingSettingsForm({ view }: { view: AccountingSettingsView }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: initialValues(view), resolver });
  const save = useMutation({
    mutationFn: (values: FormValues) => saveAccountingSettings(payloadOf(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountingKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: accountingKeys.overview });
    },
  });
  const submit = form.handleSubmit(async (values) =>
    markRefusedField(form.setError, await fieldRefusedBy(save.mutateAsync(values))),
  );
  const field = (name: FieldPath<FormValues>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, {
      onChange: () => {
        if (save.isError || save.isSuccess) save.reset();
      },
    }),
  });
  const rows = form.getValues('revenueAccounts');

  return (
    <form
      noValidate
      onSubmit={submit}
      className="staff-tile mt-4"
      aria-labelledby="buchhaltung-einstellungen"
    >
      <h2 id="buchhaltung-einstellungen" className="h5">
        Einstellungen für den Export
      </h2>
      <p className="text-body-secondary small">
        Die Nummern und Konten nennt die Steuerberatung. Vorgeschlagen sind die Konten des SKR03;
        ein BU-Schlüssel gehört nur zu einem Erlöskonto ohne Automatik. Schon exportierte Monate
        behalten, womit sie exportiert wurden.
      </p>
      <div className="row g-3 mb-3">
        <TextField
          id="datev-berater"
          label="Beraternummer"
          inputMode="numeric"
          className="col-sm-6"
          {...field('beraterNumber')}
        />
        <TextField
          id="datev-mandant"
          label="Mandantennummer"
          inputMode="numeric"
          className="col-sm-6"
          {...field('mandantNumber')}
        />
        <SelectField
          id="datev-wj"
          label="Wirtschaftsjahr beginnt im"
          className="col-sm-4"
          {...field('fiscalYearStartMonth')}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="datev-laenge"
          label="Sachkontenlänge"
          className="col-sm-4"
          {...field('accountLength')}
        >
          {[4, 5, 6, 7, 8].map((length) => (
            <option key={length} value={String(length)}>
              {length} Ziffern
            </option>
          ))}
        </SelectField>
        <SelectField id="datev-skr" label="Kontenrahmen" className="col-sm-4" {...field('chart')}>
          <option value="03">SKR03</option>
          <option value="04">SKR04</option>
        </SelectField>
        <TextField
          id="datev-geldtransit"
          label="Konto des Zahlungsanbieters (Geldtransit)"
          inputMode="numeric"
          className="col-sm-6"
          {...field('clearingAccount')}
        />
        <TextField
          id="datev-kleinunternehmer"
          label="Erlöskonto als Kleinunternehmer (§ 19 UStG)"
          inputMode="numeric"
          className="col-sm-6"
          {...field('smallBusinessAccount')}
        />
        {rows.map((row, index) => (
          <div key={row.rateBp} className="col-12 row g-3 m-0 p-0">
            <TextField
              id={`datev-erloes-${row.rateBp}`}
              label={`Erlöskonto ${ratePercent(row.rateBp)}`}
              inputMode="numeric"
              className="col-sm-6"
              {...field(`revenueAccounts.${index}.account`)}
            />
            <TextField
              id={`datev-bu-${row.rateBp}`}
              label={`BU-Schlüssel ${ratePercent(row.rateBp)}`}
              inputMode="numeric"
              className="col-sm-6"
              {...field(`revenueAccounts.${index}.buKey`)}
            />
          </div>
        ))}
      </div>
      <SaveRow
        save={save}
        saved="Gespeichert. Der nächste Export nutzt diese Angaben."
        marksRefusedFields
      >
        <AuditTrail entity="settings" id="accounting" version={save.data} />
      </SaveRow>
    </form>
  );
}
