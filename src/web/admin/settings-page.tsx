import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { formatEuro } from '../../domain/money';
import {
  type ShippingRateForm,
  ShippingRateInput,
  shippingFormValues,
} from '../../domain/settings-schema';
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
import { asTyped, schemaResolver } from './schema-resolver';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShippingRateForm>({
    defaultValues: shippingFormValues(cents),
    resolver: schemaResolver(ShippingRateInput, asTyped<ShippingRateForm>),
  });
  const save = useMutation({
    mutationFn: saveShippingRate,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.shipping, saved);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.shippingCosts() });
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
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
        error={errors.euros?.message}
        className="mb-3"
        {...register('euros')}
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
