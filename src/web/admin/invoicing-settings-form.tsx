import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import { type InvoicingSettings, InvoicingSettingsUpdate } from '../../domain/shop-settings-schema';
import { invoicingSettingsQuery, saveInvoicingSettings } from '../api/admin-invoicing';
import { CheckField } from '../ui/check-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { AuditTrail } from './audit-trail';
import { QueryState } from './query-state';
import { fieldRefusedBy, markRefusedField } from './refused-field';
import { SaveRow } from './save-row';
import { asTyped, schemaResolver } from './schema-resolver';

const resolver = schemaResolver(InvoicingSettingsUpdate, asTyped<InvoicingSettings>);

function Form({ settings }: { settings: InvoicingSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<InvoicingSettings>({ defaultValues: settings, resolver });
  const save = useMutation({
    mutationFn: saveInvoicingSettings,
    onSuccess: (saved) => queryClient.setQueryData(invoicingSettingsQuery.key, saved),
  });
  const submit = form.handleSubmit(async (values) =>
    markRefusedField(form.setError, await fieldRefusedBy(save.mutateAsync(values))),
  );
  // a change makes the last save's answer old news
  const register = (name: FieldPath<InvoicingSettings>) =>
    form.register(name, {
      onChange: () => {
        if (save.isError || save.isSuccess) save.reset();
      },
    });
  const field = (name: FieldPath<InvoicingSettings>) => ({
    error: form.formState.errors[name]?.message,
    ...register(name),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="staff-tile mt-4"
      aria-labelledby="rechnungen-titel"
    >
      <h2 id="rechnungen-titel" className="h5">
        Rechnungen
      </h2>
      <p className="text-body-secondary small">
        Steht auf jeder Rechnung und Gutschrift, die ab jetzt ausgestellt wird; schon ausgestellte
        Dokumente bleiben, wie sie sind. Name und Anschrift kommen aus „Kontakt und Impressum“.
      </p>
      <div className="row g-3 mb-3">
        <TextField
          id="rechnung-steuernummer"
          label="Steuernummer"
          placeholder="046/123/45678"
          className="col-sm-6"
          {...field('taxNumber')}
        />
        <CheckField
          id="rechnung-kleinunternehmer"
          label="Kleinunternehmer (§ 19 UStG): keine Umsatzsteuer ausweisen"
          className="col-12 ms-2"
          aria-describedby="rechnung-kleinunternehmer-hilfe"
          {...register('smallBusiness')}
        />
        <p id="rechnung-kleinunternehmer-hilfe" className="form-text col-12 mt-1">
          Gilt für den ganzen Shop: Preise, Warenkorb und neue Bestellungen nennen dann keine
          Mehrwertsteuer, jede Rechnung sagt „Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.“
          Bestellungen von vorher bleiben, wie sie verkauft wurden.
        </p>
        <TextField
          id="rechnung-format"
          label="Rechnungsnummer-Format"
          className="col-sm-6"
          aria-describedby="rechnung-format-hilfe"
          {...field('invoiceNumberFormat')}
        />
        <TextField
          id="gutschrift-format"
          label="Gutschriftnummer-Format"
          className="col-sm-6"
          aria-describedby="rechnung-format-hilfe"
          {...field('creditNoteNumberFormat')}
        />
        <p id="rechnung-format-hilfe" className="form-text col-12 mt-1">
          {'{YYYY}'} wird zum Jahr der Ausstellung, {'{NNNNN}'} zur laufenden Nummer des Jahres mit
          so vielen Stellen wie N (RE-{'{YYYY}'}-{'{NNNNN}'} ergibt RE-2026-00042). Jedes Jahr
          beginnt wieder bei 1.
        </p>
        <TextAreaField
          id="rechnung-steuerfrei"
          label="Hinweis bei Umsätzen ohne Umsatzsteuer (0 %)"
          rows={2}
          className="col-12"
          {...field('taxFreeNote')}
        />
      </div>
      <SaveRow
        save={save}
        saved="Gespeichert. Die nächste Rechnung nutzt diese Angaben."
        marksRefusedFields
      >
        <AuditTrail entity="settings" id="invoicing" version={save.data} />
      </SaveRow>
    </form>
  );
}

/** docs/shop/refunds.md#invoice-settings: Steuernummer, § 19 UStG and the number formats. */
export function InvoicingSettingsForm() {
  const settings = useQuery({
    queryKey: invoicingSettingsQuery.key,
    queryFn: invoicingSettingsQuery.load,
  });
  return (
    <>
      <QueryState query={settings} loading="Rechnungseinstellungen werden geladen…" />
      {settings.data && <Form settings={settings.data} />}
    </>
  );
}
