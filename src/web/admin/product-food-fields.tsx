import type { UseFormReturn } from 'react-hook-form';
import type { FoodFields } from '../../domain/food-info';
import type { ProductFormValues } from '../../domain/product-form-values';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';

type TextKey = Exclude<keyof FoodFields, 'honeyOrigin'>;

/**
 * The food information (LMIV) of a food category (docs/shop/food-information.md); a product
 * lacking a mandatory one is saved, but not shown in the shop.
 */
export function ProductFoodFields({
  form,
  honey,
}: {
  form: UseFormReturn<ProductFormValues>;
  honey: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const problems = errors.food;
  const text = (name: TextKey, label: string, className = 'col-sm-6') => (
    <TextField
      id={`produkt-food-${name}`}
      label={label}
      error={problems?.[name]?.message}
      className={className}
      {...register(`food.${name}`)}
    />
  );
  const area = (name: TextKey, label: string, rows: number) => (
    <TextAreaField
      id={`produkt-food-${name}`}
      label={label}
      rows={rows}
      error={problems?.[name]?.message}
      className="col-12"
      {...register(`food.${name}`)}
    />
  );
  return (
    <fieldset className="col-12 row g-3 mx-0 px-0">
      <legend className="form-label fs-6 fw-semibold mb-0">
        Lebensmittelinformationen (Pflicht, bevor das Produkt im Shop erscheint)
      </legend>
      {text('name', 'Bezeichnung des Lebensmittels', 'col-12')}
      {area('ingredients', 'Zutaten (Allergene zwischen **Sternchen**, z. B. **Sulfite**)', 2)}
      {text('bestBefore', 'Mindesthaltbarkeit (z. B. „siehe Deckel“)')}
      {text('storage', 'Aufbewahrung (wenn nötig)')}
      {text('alcohol', 'Alkoholgehalt (Getränke über 1,2 % vol)')}
      {area('operator', 'Lebensmittelunternehmer: Name und Anschrift', 3)}
      {honey && (
        <>
          <SelectField
            id="produkt-food-honeyOrigin"
            label="Herkunft des Honigs"
            error={problems?.honeyOrigin?.message}
            className="col-sm-6"
            {...register('food.honeyOrigin')}
          >
            <option value="">bitte wählen</option>
            <option value="country">ein Land</option>
            <option value="eu">Mischung aus EU-Ländern</option>
            <option value="non-eu">Mischung aus Nicht-EU-Ländern</option>
            <option value="eu-and-non-eu">Mischung aus EU- und Nicht-EU-Ländern</option>
          </SelectField>
          {text('originCountry', 'Ursprungsland (bei einem Land)')}
        </>
      )}
    </fieldset>
  );
}
