import { type FormEvent, useState } from 'react';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../domain/catalog';
import { formatEuroInput } from '../../domain/euro-input';
import type { TaxClass } from '../../domain/product-admin-schema';
import {
  type ProductFields,
  ProductFields as ProductSchema,
} from '../../domain/product-admin-schema';
import type { TaxDefaults } from '../../domain/shop-settings-schema';
import { CheckField } from '../ui/check-field';
import { TextField } from '../ui/text-field';

/** The form as typed: every number as text, so a half-typed "6," stays on screen. */
export interface ProductFormState {
  type: ProductType;
  title: string;
  price: string;
  shortDescription: string;
  description: string;
  longDescription: string;
  amountAvailable: string;
  productDisplayed: boolean;
  properties: { key: string; value: string }[];
  netContentAmount: string;
  netContentUnit: '' | 'g' | 'ml';
  taxClassId: string;
  maxPerOrder: string;
  courseTime: string;
  courseLocation: string;
  courseSeries: boolean;
}

export type Problems = Record<string, string>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function formStateOf({ priceCents, ...fields }: ProductFields): ProductFormState {
  return {
    ...fields,
    price: formatEuroInput(priceCents),
    amountAvailable: text(fields.amountAvailable),
    netContentAmount: text(fields.netContentAmount),
    netContentUnit: fields.netContentUnit ?? '',
    maxPerOrder: text(fields.maxPerOrder),
  };
}

/** A new product starts hidden, so it appears in the shop only once staff say it is ready. */
export function emptyFormState(taxDefaults: TaxDefaults): ProductFormState {
  return {
    type: 'honig',
    title: '',
    price: '',
    shortDescription: '',
    description: '',
    longDescription: '',
    amountAvailable: '0',
    productDisplayed: false,
    properties: [],
    netContentAmount: '',
    netContentUnit: '',
    taxClassId: taxDefaults.honig,
    maxPerOrder: '',
    courseTime: '',
    courseLocation: '',
    courseSeries: false,
  };
}

/** The shared schema's German messages by field path ("price", "properties.0.key"). */
export function problemsOf(form: ProductFormState): Problems {
  const result = ProductSchema.safeParse(form);
  const problems: Problems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

/** "body.fields.price" from the server → "price" in the form. */
export const formField = (serverField: string | null) =>
  serverField?.replace(/^body\.(fields\.)?/, '') ?? null;

interface ProductFormProps {
  initial: ProductFormState;
  taxClasses: TaxClass[];
  /** What a new product's category starts with (settings); changing the category follows it. */
  taxDefaults: TaxDefaults;
  isNew: boolean;
  saving: boolean;
  /** A field the server refused, with its reason. */
  serverProblem: { field: string; message: string } | null;
  /** The form as typed, and the stock it started from (sales meanwhile stay counted). */
  onSave(form: ProductFormState, stockWas: number): void;
}

export function ProductForm({
  initial,
  taxClasses,
  taxDefaults,
  isNew,
  saving,
  serverProblem,
  onSave,
}: ProductFormProps) {
  const [form, setForm] = useState(initial);
  // `initial` follows the page's latest data; the stock this form started from does not
  const [startedFrom] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  // the server's objection stays until staff change that field, as the form's own do
  const [fieldChangedSinceSave, setFieldChangedSinceSave] = useState<string | null>(null);
  const shown: Problems =
    serverProblem && serverProblem.field !== fieldChangedSinceSave && !problems[serverProblem.field]
      ? { ...problems, [serverProblem.field]: serverProblem.message }
      : problems;

  const change = (next: Partial<ProductFormState>) => {
    setForm({ ...form, ...next });
    const cleared = { ...problems };
    for (const field of Object.keys(next)) delete cleared[field];
    setProblems(cleared);
    if (serverProblem && serverProblem.field in next) setFieldChangedSinceSave(serverProblem.field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldChangedSinceSave(null);
    const found = problemsOf(form);
    setProblems(found);
    if (Object.keys(found).length === 0) onSave(form, Number(startedFrom.amountAvailable));
    else document.getElementById(`produkt-${Object.keys(found)[0]?.replace(/\./g, '-')}`)?.focus();
  };
  const field = (
    name: keyof ProductFormState,
    label: string,
    props: { inputMode?: 'decimal' | 'numeric'; className?: string; hint?: string } = {},
  ) => (
    <TextField
      id={`produkt-${name}`}
      label={label}
      value={String(form[name])}
      error={shown[name]}
      inputMode={props.inputMode}
      className={props.className ?? 'col-sm-6'}
      onChange={(event) => change({ [name]: event.target.value })}
    />
  );
  const area = (name: 'description' | 'longDescription', label: string, rows: number) => (
    <div className="col-12">
      <label htmlFor={`produkt-${name}`} className="form-label">
        {label}
      </label>
      <textarea
        id={`produkt-${name}`}
        className={`form-control${shown[name] ? ' is-invalid' : ''}`}
        rows={rows}
        value={form[name]}
        aria-invalid={shown[name] ? true : undefined}
        aria-describedby={shown[name] ? `produkt-${name}-fehler` : undefined}
        onChange={(event) => change({ [name]: event.target.value })}
      />
      {shown[name] && (
        <div id={`produkt-${name}-fehler`} className="invalid-feedback">
          {shown[name]}
        </div>
      )}
    </div>
  );
  const isCourse = form.type === 'course';

  return (
    <form noValidate onSubmit={submit} className="staff-tile">
      <div className="row g-3">
        <div className="col-sm-6">
          <label htmlFor="produkt-type" className="form-label">
            Kategorie
          </label>
          <select
            id="produkt-type"
            className="form-select"
            value={form.type}
            onChange={(event) => {
              const type = event.target.value as ProductType;
              change(isNew ? { type, taxClassId: taxDefaults[type] } : { type });
            }}
          >
            {PRODUCT_TYPES.filter(
              (type) => isNew || (type === 'course') === (initial.type === 'course'),
            ).map((type) => (
              <option key={type} value={type}>
                {PRODUCT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        {field('title', 'Titel')}
        {field('price', 'Preis in Euro (inkl. MwSt.)', { inputMode: 'decimal' })}
        <div className="col-sm-6">
          <label htmlFor="produkt-taxClassId" className="form-label">
            Steuersatz
          </label>
          <select
            id="produkt-taxClassId"
            className={`form-select${shown.taxClassId ? ' is-invalid' : ''}`}
            value={form.taxClassId}
            onChange={(event) => change({ taxClassId: event.target.value })}
          >
            {taxClasses.map((taxClass) => (
              <option key={taxClass.id} value={taxClass.id}>
                {taxClass.name}
              </option>
            ))}
          </select>
          {shown.taxClassId && <div className="invalid-feedback">{shown.taxClassId}</div>}
        </div>
        {!isCourse && field('amountAvailable', 'Bestand (verfügbar)', { inputMode: 'numeric' })}
        {field('maxPerOrder', 'Höchstens je Bestellung (leer: Standard)', {
          inputMode: 'numeric',
        })}
        {!isCourse && (
          <>
            {field('netContentAmount', 'Füllmenge (für den Grundpreis)', {
              inputMode: 'numeric',
            })}
            <div className="col-sm-6">
              <label htmlFor="produkt-netContentUnit" className="form-label">
                Einheit der Füllmenge
              </label>
              <select
                id="produkt-netContentUnit"
                className="form-select"
                value={form.netContentUnit}
                onChange={(event) =>
                  change({
                    netContentUnit: event.target.value as ProductFormState['netContentUnit'],
                  })
                }
              >
                <option value="">keine</option>
                <option value="g">Gramm (g)</option>
                <option value="ml">Milliliter (ml)</option>
              </select>
            </div>
          </>
        )}
        {isCourse && (
          <>
            {field('courseTime', 'Uhrzeit (z. B. 10:00 – 16:00 Uhr)')}
            {field('courseLocation', 'Ort')}
            <CheckField
              id="produkt-courseSeries"
              className="col-12 ms-2"
              label="Kursreihe: Gruppen mit festen Terminen werden als Ganzes gebucht"
              checked={form.courseSeries}
              onChange={(courseSeries) => change({ courseSeries })}
            />
          </>
        )}
        {field('shortDescription', 'Kurzbeschreibung (auf der Karte)', { className: 'col-12' })}
        {area('description', 'Beschreibung', 4)}
        {area('longDescription', 'Ausführlicher Text', 6)}
        <PropertiesEditor
          properties={form.properties}
          problems={shown}
          onChange={(properties) => change({ properties })}
        />
        <CheckField
          id="produkt-productDisplayed"
          className="col-12 ms-2"
          label="Im Shop zeigen"
          checked={form.productDisplayed}
          onChange={(productDisplayed) => change({ productDisplayed })}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-3" disabled={saving}>
        {isNew ? 'Produkt anlegen' : 'Speichern'}
      </button>
    </form>
  );
}

function PropertiesEditor({
  properties,
  problems,
  onChange,
}: {
  properties: ProductFormState['properties'];
  problems: Problems;
  onChange(properties: ProductFormState['properties']): void;
}) {
  const set = (index: number, next: Partial<{ key: string; value: string }>) =>
    onChange(properties.map((entry, at) => (at === index ? { ...entry, ...next } : entry)));
  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6">Eigenschaften (die erste steht auf der Karte)</legend>
      {properties.map((property, index) => (
        // position is the identity here: entries have no id of their own
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="row g-2 mb-2 align-items-start">
          <TextField
            id={`produkt-properties-${index}-key`}
            label={`Eigenschaft ${index + 1}`}
            value={property.key}
            error={problems[`properties.${index}.key`]}
            className="col-sm-4"
            onChange={(event) => set(index, { key: event.target.value })}
          />
          <TextField
            id={`produkt-properties-${index}-value`}
            label={`Wert ${index + 1}`}
            value={property.value}
            error={problems[`properties.${index}.value`]}
            className="col-sm-6"
            onChange={(event) => set(index, { value: event.target.value })}
          />
          <div className="col-sm-2 align-self-end">
            <button
              type="button"
              className="btn btn-outline-danger w-100"
              onClick={() => onChange(properties.filter((_, at) => at !== index))}
            >
              Entfernen
              <span className="visually-hidden"> (Eigenschaft {index + 1})</span>
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onChange([...properties, { key: '', value: '' }])}
      >
        Eigenschaft hinzufügen
      </button>
      {problems.properties && <p className="text-danger small mt-1">{problems.properties}</p>}
    </fieldset>
  );
}
