import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatEuroInput } from '../../domain/euro-input';
import { formatEuro } from '../../domain/money';
import { ShippingRateInput } from '../../domain/settings-schema';
import {
  fetchShippingRate,
  fetchShopSettings,
  saveShippingRate,
  settingsKeys,
  shopSettingsKeys,
} from '../api/admin';
import { fetchTaxClasses, productKeys } from '../api/admin-catalogue';
import { catalogKeys } from '../api/catalog';
import { TextField } from '../ui/text-field';
import { AuditTrail, auditFormats } from './audit-trail';
import { QueryState, reasonOf } from './query-state';
import { ContactSettingsForm, LinksForm, TaxDefaultsForm } from './shop-settings-forms';

/** /admin/einstellungen — the settings the shop keeps in its database. */
export function SettingsPage() {
  const rate = useQuery({ queryKey: settingsKeys.shipping, queryFn: fetchShippingRate });
  const settings = useQuery({ queryKey: shopSettingsKeys.all, queryFn: fetchShopSettings });
  const taxClasses = useQuery({ queryKey: productKeys.taxClasses, queryFn: fetchTaxClasses });
  return (
    <>
      <title>Einstellungen – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Einstellungen</h1>
      <QueryState query={rate} loading="Einstellungen werden geladen…" />
      {rate.isSuccess && <ShippingForm cents={rate.data?.amountCents ?? 0} />}
      <AuditTrail
        entity="settings"
        id="shipping"
        version={rate.dataUpdatedAt}
        fieldLabels={{ amountCents: 'Versandkosten' }}
        formats={{ amountCents: auditFormats.euro }}
      />
      <QueryState query={settings} loading="Einstellungen werden geladen…" />
      {settings.data && <ContactSettingsForm settings={settings.data} />}
      {settings.data && <LinksForm settings={settings.data} />}
      {settings.data && taxClasses.data && (
        <TaxDefaultsForm settings={settings.data} taxClasses={taxClasses.data} />
      )}
    </>
  );
}

function ShippingForm({ cents }: { cents: number }) {
  const queryClient = useQueryClient();
  const [euros, setEuros] = useState(formatEuroInput(cents));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveShippingRate,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.shipping, saved);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.shippingCosts() });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ShippingRateInput.safeParse({ euros });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) save.mutate({ euros });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="staff-tile staff-narrow"
      aria-labelledby="einstellung-versand-titel"
    >
      <h2 id="einstellung-versand-titel" className="h5">
        Versandkosten
      </h2>
      <p className="text-body-secondary small">
        Je Bestellung mit Waren; Bestellungen nur mit Kursen sind versandkostenfrei. Gilt sofort für
        Warenkorb, Kasse und die Seite „Versand und Zahlung“; bestehende Bestellungen behalten ihre
        Versandkosten.
      </p>
      <TextField
        id="einstellung-versand"
        label="Versandkosten in Euro"
        inputMode="decimal"
        value={euros}
        error={problem}
        onChange={(event) => {
          setEuros(event.target.value);
          setProblem(null);
        }}
        className="mb-3"
      />
      {save.isError && (
        <p className="text-danger" role="alert">
          {reasonOf(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p className="text-success" role="status">
          Gespeichert: {formatEuro(save.data.amountCents)} je Bestellung.
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Speichern
      </button>
    </form>
  );
}
