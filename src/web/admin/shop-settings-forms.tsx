import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '../../domain/catalog';
import type { TaxClass } from '../../domain/product-admin-schema';
import {
  ContactSettings,
  contactFormValues,
  LINK_LABELS,
  LinkSettings,
  type ShopSettingsView,
  TaxDefaults,
} from '../../domain/shop-settings-schema';
import { saveShopSetting, shopSettingsKeys } from '../api/admin';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { AuditTrail } from './audit-trail';
import { fieldRefusedBy, markRefusedField } from './refused-field';
import { SaveRow } from './save-row';
import { asTyped, schemaResolver } from './schema-resolver';

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

/** One settings group: checked by its shared schema here, again by the server, saved whole. */
function useSettingForm<Values extends FieldValues>(
  key: 'links' | 'contact' | 'tax-defaults',
  initial: Values,
  resolver: Resolver<Values>,
) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: initial as DefaultValues<Values>, resolver });
  const save = useMutation({
    mutationFn: (values: Values) => saveShopSetting(key, values),
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsKeys.all, saved),
  });
  const submit = form.handleSubmit(async (values) =>
    markRefusedField(form.setError, await fieldRefusedBy(save.mutateAsync(values))),
  );
  // a change makes the last save's answer old news
  const field = (name: FieldPath<Values>) => ({
    error: form.formState.errors[name]?.message as string | undefined,
    ...form.register(name, {
      onChange: () => {
        if (save.isError || save.isSuccess) save.reset();
      },
    }),
  });
  return { save, submit, field };
}

/** One settings group's form: title, what it changes, its fields, saving and its history. */
function SettingsTile({
  id,
  title,
  intro,
  form: { save, submit },
  auditId,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  form: {
    save: Pick<
      UseMutationResult<ShopSettingsView>,
      'isError' | 'isSuccess' | 'isPending' | 'error' | 'data'
    >;
    submit: FormEventHandler;
  };
  /** The group's key in the audit log. */
  auditId: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={submit} className="staff-tile mt-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      <p className="text-body-secondary small">{intro}</p>
      <div className="row g-3 mb-3">{children}</div>
      <SaveRow save={save} saved="Gespeichert. Der Shop zeigt es sofort." marksRefusedFields>
        <AuditTrail entity="settings" id={auditId} version={save.data} />
      </SaveRow>
    </form>
  );
}

export function ContactSettingsForm({ settings }: { settings: ShopSettingsView }) {
  const form = useSettingForm(
    'contact',
    contactFormValues(settings.contact),
    schemaResolver(ContactSettings, asTyped<ContactSettings>),
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
          className="col-sm-6"
          {...props}
          {...form.field(field)}
        />
      ))}
    </SettingsTile>
  );
}

export function LinksForm({ settings }: { settings: ShopSettingsView }) {
  const form = useSettingForm(
    'links',
    settings.links,
    schemaResolver(LinkSettings, asTyped<LinkSettings>),
  );
  return (
    <SettingsTile
      id="links-titel"
      title="Links in Kopf- und Fußzeile"
      intro="Eine Adresse wie https://… oder eine Seite des Shops wie /impressum."
      form={form}
      auditId="links"
    >
      {(Object.keys(LINK_LABELS) as (keyof LinkSettings)[]).map((field) => (
        <TextField
          key={field}
          id={`link-${field}`}
          label={LINK_LABELS[field]}
          inputMode="url"
          className="col-sm-6"
          {...form.field(field)}
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
  const form = useSettingForm(
    'tax-defaults',
    settings.taxDefaults,
    schemaResolver(TaxDefaults, asTyped<TaxDefaults>),
  );
  return (
    <SettingsTile
      id="steuer-titel"
      title="Steuersatz je Kategorie"
      intro="Mit diesem Steuersatz beginnt ein neues Produkt der Kategorie; jedes Produkt kann ihn ändern. Bestehende Produkte bleiben, wie sie sind."
      form={form}
      auditId="taxDefaults"
    >
      {PRODUCT_TYPES.map((type) => (
        <SelectField
          key={type}
          id={`steuer-${type}`}
          label={PRODUCT_TYPE_LABELS[type]}
          className="col-sm-6"
          {...form.field(type)}
        >
          {taxClasses.map((taxClass) => (
            <option key={taxClass.id} value={taxClass.id}>
              {taxClass.name}
            </option>
          ))}
        </SelectField>
      ))}
    </SettingsTile>
  );
}
