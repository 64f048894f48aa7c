import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '../../domain/catalog';
import type { TaxClass } from '../../domain/product-admin-schema';
import {
  ContactSettings,
  LINK_LABELS,
  LinkSettings,
  type ShopSettingsView,
} from '../../domain/shop-settings-schema';
import { saveShopSetting, shopSettingsKeys } from '../api/admin';
import { ApiError } from '../api/client';
import { TextField } from '../ui/text-field';
import { AuditTrail } from './audit-trail';
import { reasonOf } from './query-state';

type Key = 'links' | 'contact' | 'tax-defaults';
type Values = Record<string, string>;

const CONTACT_FIELDS: [
  keyof ContactSettings,
  string,
  { inputMode?: 'numeric' | 'tel' | 'email' },
][] = [
  ['business', 'Name des Betriebs', {}],
  ['owner', 'Inhaberin oder Inhaber', {}],
  ['street', 'Straße und Hausnummer', {}],
  ['postalCode', 'Postleitzahl', { inputMode: 'numeric' }],
  ['city', 'Ort', {}],
  ['phone', 'Telefon (freiwillig)', { inputMode: 'tel' }],
  ['email', 'E-Mail für Kundenfragen', { inputMode: 'email' }],
  ['vatId', 'USt-IdNr. (falls vorhanden)', {}],
];

const EMPTY_CONTACT = Object.fromEntries(CONTACT_FIELDS.map(([field]) => [field, '']));

/** One settings group: checked by its shared schema here, again by the server, saved whole. */
function useSettingForm(key: Key, initial: Values, schema?: z.ZodType) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Values>({});
  const save = useMutation({
    mutationFn: () => saveShopSetting(key, values),
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsKeys.all, saved),
  });
  const serverField =
    save.error instanceof ApiError ? save.error.field?.replace(/^body\./, '') : undefined;
  const shown =
    serverField && !problems[serverField]
      ? { ...problems, [serverField]: reasonOf(save.error) ?? '' }
      : problems;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schema?.safeParse(values);
    const found: Values = {};
    for (const issue of checked?.error?.issues ?? [])
      found[String(issue.path[0])] ??= issue.message;
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const set = (field: string, value: string) => {
    setValues({ ...values, [field]: value });
    setProblems({ ...problems, [field]: '' });
    if (save.isError || save.isSuccess) save.reset();
  };
  return { values, problems: shown, save, submit, set };
}

/** One settings group's form: title, what it changes, its fields, saving and its history. */
function SettingsTile({
  id,
  title,
  intro,
  form,
  auditId,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  form: ReturnType<typeof useSettingForm>;
  /** The group's key in the audit log. */
  auditId: string;
  children: ReactNode;
}) {
  const { save } = form;
  return (
    <form noValidate onSubmit={form.submit} className="staff-tile mt-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      <p className="text-body-secondary small">{intro}</p>
      <div className="row g-3 mb-3">{children}</div>
      {save.isError && !(save.error instanceof ApiError && save.error.field) && (
        <p className="text-danger" role="alert">
          {reasonOf(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p className="text-success" role="status">
          Gespeichert. Der Shop zeigt es sofort.
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Speichern
      </button>
      <AuditTrail entity="settings" id={auditId} version={save.data} />
    </form>
  );
}

export function ContactSettingsForm({ settings }: { settings: ShopSettingsView }) {
  const form = useSettingForm(
    'contact',
    { ...EMPTY_CONTACT, ...settings.contact },
    ContactSettings,
  );
  return (
    <SettingsTile
      id="kontakt-titel"
      title="Kontakt und Impressum"
      intro="Steht oben im Impressum; Kundinnen und Kunden schreiben an diese E-Mail-Adresse (so steht es in jeder Bestätigung)."
      form={form}
      auditId="contact"
    >
      {CONTACT_FIELDS.map(([field, label, props]) => (
        <TextField
          key={field}
          id={`kontakt-${field}`}
          label={label}
          value={form.values[field] ?? ''}
          error={form.problems[field] || null}
          className="col-sm-6"
          onChange={(event) => form.set(field, event.target.value)}
          {...props}
        />
      ))}
    </SettingsTile>
  );
}

export function LinksForm({ settings }: { settings: ShopSettingsView }) {
  const form = useSettingForm('links', { ...settings.links }, LinkSettings);
  return (
    <SettingsTile
      id="links-titel"
      title="Links in Kopf- und Fußzeile"
      intro="Eine Adresse wie https://… oder eine Seite des Shops wie /impressum."
      form={form}
      auditId="links"
    >
      {(Object.keys(LINK_LABELS) as (keyof typeof LINK_LABELS)[]).map((field) => (
        <TextField
          key={field}
          id={`link-${field}`}
          label={LINK_LABELS[field]}
          value={form.values[field] ?? ''}
          error={form.problems[field] || null}
          inputMode="url"
          className="col-sm-6"
          onChange={(event) => form.set(field, event.target.value)}
        />
      ))}
    </SettingsTile>
  );
}

export function TaxDefaultsForm({
  settings,
  taxClasses,
}: {
  settings: ShopSettingsView;
  taxClasses: TaxClass[];
}) {
  const form = useSettingForm('tax-defaults', { ...settings.taxDefaults });
  return (
    <SettingsTile
      id="steuer-titel"
      title="Steuersatz je Kategorie"
      intro="Mit diesem Steuersatz beginnt ein neues Produkt der Kategorie; jedes Produkt kann ihn ändern. Bestehende Produkte bleiben, wie sie sind."
      form={form}
      auditId="taxDefaults"
    >
      {PRODUCT_TYPES.map((type) => (
        <div key={type} className="col-sm-6">
          <label htmlFor={`steuer-${type}`} className="form-label">
            {PRODUCT_TYPE_LABELS[type]}
          </label>
          <select
            id={`steuer-${type}`}
            className={`form-select${form.problems[type] ? ' is-invalid' : ''}`}
            value={form.values[type]}
            onChange={(event) => form.set(type, event.target.value)}
          >
            {taxClasses.map((taxClass) => (
              <option key={taxClass.id} value={taxClass.id}>
                {taxClass.name}
              </option>
            ))}
          </select>
          {form.problems[type] && <div className="invalid-feedback">{form.problems[type]}</div>}
        </div>
      ))}
    </SettingsTile>
  );
}
