import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../domain/catalog';
import { FoodTypesSetting, type ShopSettingsView } from '../../domain/shop-settings-schema';
import { LOW_STOCK_DIGEST_TIME, StockAlertSettings } from '../../domain/stock-schema';
import { fetchShopSettings, saveShopSetting, shopSettingsKeys } from '../api/admin';
import { saveStockAlerts, stockAlerts } from '../api/stock';
import { FieldError } from '../ui/field-error';
import { AuditTrail } from './audit-trail';
import { QueryState } from './query-state';
import { fieldRefusedBy, markRefusedField } from './refused-field';
import { SaveRow } from './save-row';
import { asTyped, schemaResolver } from './schema-resolver';

// Einstellungen: which categories sell food (docs/shop/food-information.md#which-products-are-food)
// and how the shop hears of low stock (docs/shop/stock.md#low-stock).

// courses are never food (the schema refuses them): they are not offered
const GOODS = PRODUCT_TYPES.filter((type) => type !== 'course');
const typeList = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? value.map((type: ProductType) => PRODUCT_TYPE_LABELS[type] ?? type).join(', ')
    : 'keine';

const ALERT_MODES: Record<StockAlertSettings['mode'], string> = {
  each: 'Eine E-Mail je Produkt, sobald sein Bestand unter die Warnschwelle fällt',
  daily: `Eine Sammel-E-Mail täglich um ${LOW_STOCK_DIGEST_TIME} Uhr mit allen Produkten unter ihrer Warnschwelle`,
};

/** Checkboxes of one list of categories; react-hook-form collects the ticked ones as an array. */
function CategoryChoice({
  name,
  legend,
  hint,
  error,
  register,
}: {
  name: keyof FoodTypesSetting;
  legend: string;
  hint: string;
  error: string | undefined;
  register: (name: keyof FoodTypesSetting) => UseFormRegisterReturn;
}) {
  const id = `lebensmittel-${name}`;
  return (
    <fieldset
      className="col-md-6"
      aria-describedby={`${id}-hinweis${error ? ` ${id}-fehler` : ''}`}
    >
      <legend className="form-label fs-6 fw-semibold mb-1">{legend}</legend>
      <p id={`${id}-hinweis`} className="form-text mt-0 mb-2">
        {hint}
      </p>
      {GOODS.map((type) => (
        <div key={type} className="form-check">
          <input
            id={`${id}-${type}`}
            type="checkbox"
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            value={type}
            {...register(name)}
          />
          <label htmlFor={`${id}-${type}`} className="form-check-label">
            {PRODUCT_TYPE_LABELS[type]}
          </label>
        </div>
      ))}
      <FieldError id={id} error={error} className="invalid-feedback d-block" />
    </fieldset>
  );
}

function FoodTypesForm({ settings }: { settings: ShopSettingsView }) {
  const queryClient = useQueryClient();
  const form = useForm<FoodTypesSetting>({
    defaultValues: settings.foodTypes,
    resolver: schemaResolver(FoodTypesSetting, asTyped<FoodTypesSetting>),
  });
  const save = useMutation({
    mutationFn: (values: FoodTypesSetting) => saveShopSetting('food-types', values),
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsKeys.all, saved),
  });
  const submit = form.handleSubmit(async (values) =>
    markRefusedField(form.setError, await fieldRefusedBy(save.mutateAsync(values))),
  );
  // a change makes the last save's answer old news
  const register = (name: keyof FoodTypesSetting) =>
    form.register(name, {
      onChange: () => {
        if (save.isError || save.isSuccess) save.reset();
      },
    });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="staff-tile mt-4" aria-labelledby="lmiv-titel">
      <h2 id="lmiv-titel" className="h5">
        Lebensmittel und Honig
      </h2>
      <p className="text-body-secondary small">
        Produkte dieser Kategorien zeigen vor der Bestellung ihre Lebensmittelinformationen (LMIV)
        und lassen sich nur mit deren Pflichtangaben sichtbar speichern; schon sichtbare Produkte
        bleiben sichtbar. Nimmst du eine Kategorie heraus, entfallen die Angaben ihrer Produkte,
        sobald sie das nächste Mal gespeichert werden.
      </p>
      <div className="row g-3 mb-3">
        <CategoryChoice
          name="food"
          legend="Lebensmittel"
          hint="Pflichtangaben: Bezeichnung, Zutaten, Füllmenge, Mindesthaltbarkeit, Lebensmittelunternehmer."
          error={errors.food?.message}
          register={register}
        />
        <CategoryChoice
          name="honey"
          legend="Honig"
          hint="Zusätzlich Pflicht: die Herkunft nach der Honigverordnung. Honig ist immer auch Lebensmittel."
          error={errors.honey?.message}
          register={register}
        />
      </div>
      <SaveRow save={save} saved="Gespeichert. Der Shop zeigt es sofort." marksRefusedFields>
        <AuditTrail
          entity="settings"
          id="foodTypes"
          version={save.data}
          fieldLabels={{ food: 'Lebensmittel', honey: 'Honig' }}
          formats={{ food: typeList, honey: typeList }}
        />
      </SaveRow>
    </form>
  );
}

function StockAlertsForm({ settings }: { settings: StockAlertSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<StockAlertSettings>({
    defaultValues: settings,
    resolver: schemaResolver(StockAlertSettings, asTyped<StockAlertSettings>),
  });
  const save = useMutation({
    mutationFn: saveStockAlerts,
    onSuccess: (saved) => queryClient.setQueryData(stockAlertsKey, saved),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="staff-tile mt-4"
      aria-labelledby="bestand-titel"
    >
      <h2 id="bestand-titel" className="h5">
        Niedriger Bestand
      </h2>
      <p className="text-body-secondary small">
        Die E-Mail geht an die Adresse aus „Kontakt und Impressum“. Die Warnschwelle (anfangs 5)
        stellst du je Produkt unter „Lose und Mindesthaltbarkeit“ ein.
      </p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold mb-1">Benachrichtigung</legend>
        {(Object.keys(ALERT_MODES) as StockAlertSettings['mode'][]).map((mode) => (
          <div key={mode} className="form-check">
            <input
              id={`bestand-${mode}`}
              type="radio"
              className="form-check-input"
              value={mode}
              {...form.register('mode', {
                onChange: () => {
                  if (save.isError || save.isSuccess) save.reset();
                },
              })}
            />
            <label htmlFor={`bestand-${mode}`} className="form-check-label">
              {ALERT_MODES[mode]}
            </label>
          </div>
        ))}
      </fieldset>
      <SaveRow save={save} saved="Gespeichert.">
        <AuditTrail
          entity="settings"
          id="stockAlerts"
          version={save.data}
          fieldLabels={{ mode: 'Benachrichtigung' }}
          formats={{
            mode: (value) => (value === 'daily' ? 'täglich gesammelt' : 'je Produkt sofort'),
          }}
        />
      </SaveRow>
    </form>
  );
}

const stockAlertsKey = ['admin', 'stock', 'alerts'] as const;

/** The food categories' and the low-stock alerts' tiles of /admin/einstellungen. */
export function FoodAndStockSettings() {
  const settings = useQuery({ queryKey: shopSettingsKeys.all, queryFn: fetchShopSettings });
  const alerts = useQuery({ queryKey: stockAlertsKey, queryFn: stockAlerts });
  return (
    <>
      {settings.data && <FoodTypesForm settings={settings.data} />}
      <QueryState query={alerts} loading="Bestandsmeldungen werden geladen…" />
      {alerts.data && <StockAlertsForm settings={alerts.data} />}
    </>
  );
}
