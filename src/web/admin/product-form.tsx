import { useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../domain/catalog';
import { type FoodTypes, missingFoodInformation } from '../../domain/food-info';
import { ProductFields, type TaxClass } from '../../domain/product-admin-schema';
import type { ProductFormValues } from '../../domain/product-form-values';
import type { TaxDefaults } from '../../domain/shop-settings-schema';
import { CheckField } from '../ui/check-field';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { ProductFoodFields } from './product-food-fields';
import { ProductPropertiesEditor } from './product-properties-editor';
import { ProductReductionFields } from './product-reduction-fields';
import { markRefusedField, type RefusedField } from './refused-field';
import { asTyped, schemaResolver } from './schema-resolver';

// the save sends the values as typed: the server parses them with the same schema
const resolver = schemaResolver(ProductFields, asTyped<ProductFormValues>);

type TextName = Exclude<
  FieldPath<ProductFormValues>,
  | 'type'
  | 'taxClassId'
  | 'netContentUnit'
  | 'productDisplayed'
  | 'courseSeries'
  | `properties${string}`
  | `food${string}`
>;

interface ProductFormProps {
  initial: ProductFormValues;
  taxClasses: TaxClass[];
  /** What a new product's category starts with (settings); changing the category follows it. */
  taxDefaults: TaxDefaults;
  /** Which categories sell food (settings): they need their food information to be shown. */
  foodTypes: FoodTypes;
  isNew: boolean;
  /**
   * Saves the form as typed with the stock it started from (sales meanwhile stay counted); answers
   * the field the server refused, if it named one.
   */
  onSave(values: ProductFormValues, stockWas: number): Promise<RefusedField | null>;
}

export function ProductForm({
  initial,
  taxClasses,
  taxDefaults,
  foodTypes,
  isNew,
  onSave,
}: ProductFormProps) {
  const form = useForm<ProductFormValues>({ defaultValues: initial, resolver });
  const {
    register,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // `initial` follows the page's latest data; the stock this form started from does not
  const [stockWas] = useState(() => Number(initial.amountAvailable));
  const type = useWatch({ control, name: 'type' });
  const isCourse = type === 'course';

  // the server's objection stays on its field until staff change that field, as the form's own do
  const submit = form.handleSubmit(async (values) => {
    // the server refuses the same; here every missing field is marked at once
    const missing = values.productDisplayed
      ? missingFoodInformation(values.type, values.food, values.netContentAmount !== '', foodTypes)
      : [];
    for (const [index, item] of missing.entries()) {
      setError(
        item.field as FieldPath<ProductFormValues>,
        { type: 'food', message: item.message },
        { shouldFocus: index === 0 },
      );
    }
    if (missing.length === 0) markRefusedField(setError, await onSave(values, stockWas));
  });
  const text = (
    name: TextName,
    label: string,
    props: { inputMode?: 'decimal' | 'numeric'; className?: string } = {},
  ) => (
    <TextField
      id={`produkt-${name}`}
      label={label}
      error={errors[name]?.message}
      inputMode={props.inputMode}
      className={props.className ?? 'col-sm-6'}
      {...register(name)}
    />
  );
  const area = (
    name: 'description' | 'longDescription' | 'courseBring',
    label: string,
    rows: number,
  ) => (
    <TextAreaField
      id={`produkt-${name}`}
      label={label}
      rows={rows}
      error={errors[name]?.message}
      className="col-12"
      {...register(name)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="staff-tile">
      <div className="row g-3">
        <SelectField
          id="produkt-type"
          label="Kategorie"
          error={errors.type?.message}
          className="col-sm-6"
          {...register('type', {
            onChange: (event: { target: { value: ProductType } }) => {
              if (isNew) setValue('taxClassId', taxDefaults[event.target.value]);
            },
          })}
        >
          {PRODUCT_TYPES.filter(
            (type) => isNew || (type === 'course') === (initial.type === 'course'),
          ).map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        {text('title', 'Titel')}
        {text('price', 'Preis in Euro (inkl. MwSt.)', { inputMode: 'decimal' })}
        <SelectField
          id="produkt-taxClassId"
          label="Steuersatz"
          error={errors.taxClassId?.message}
          className="col-sm-6"
          {...register('taxClassId')}
        >
          {taxClasses.map((taxClass) => (
            <option key={taxClass.id} value={taxClass.id}>
              {taxClass.name}
            </option>
          ))}
        </SelectField>
        {!isCourse && text('amountAvailable', 'Bestand (verfügbar)', { inputMode: 'numeric' })}
        {text('maxPerOrder', 'Höchstens je Bestellung (leer: Standard)', { inputMode: 'numeric' })}
        {!isCourse && (
          <>
            {text('netContentAmount', 'Füllmenge (für den Grundpreis)', { inputMode: 'numeric' })}
            <SelectField
              id="produkt-netContentUnit"
              label="Einheit der Füllmenge"
              error={errors.netContentUnit?.message}
              className="col-sm-6"
              {...register('netContentUnit')}
            >
              <option value="">keine</option>
              <option value="g">Gramm (g)</option>
              <option value="ml">Milliliter (ml)</option>
            </SelectField>
          </>
        )}
        {isCourse && (
          <>
            {text('courseTime', 'Uhrzeit (z. B. 10:00 – 16:00 Uhr)')}
            {text('courseLocation', 'Ort')}
            {area('courseBring', 'Bitte mitbringen (steht in der Erinnerung und im Kalender)', 2)}
            <CheckField
              id="produkt-courseSeries"
              className="col-12 ms-2"
              label="Kursreihe: Gruppen mit festen Terminen werden als Ganzes gebucht"
              {...register('courseSeries')}
            />
          </>
        )}
        <ProductReductionFields form={form} />
        {foodTypes.food.includes(type) && (
          <ProductFoodFields form={form} honey={foodTypes.honey.includes(type)} />
        )}
        {text('shortDescription', 'Kurzbeschreibung (auf der Karte)', { className: 'col-12' })}
        {area('description', 'Beschreibung', 4)}
        {area('longDescription', 'Ausführlicher Text', 6)}
        <ProductPropertiesEditor form={form} />
        <CheckField
          id="produkt-productDisplayed"
          className="col-12 ms-2"
          label="Im Shop zeigen"
          {...register('productDisplayed')}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-3" disabled={isSubmitting}>
        {isNew ? 'Produkt anlegen' : 'Speichern'}
      </button>
    </form>
  );
}
