import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { ProductFormValues } from '../../domain/product-form-values';
import { TextField } from '../ui/text-field';

/** The product's properties as key and value, in the order the shop lists them. */
export function ProductPropertiesEditor({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'properties' });
  const problems = errors.properties;
  // a problem of the whole list (too many), apart from those of its entries
  const listProblem = problems?.root?.message ?? problems?.message;
  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6">Eigenschaften (die erste steht auf der Karte)</legend>
      {fields.map((property, index) => (
        <div key={property.id} className="row g-2 mb-2 align-items-start">
          <TextField
            id={`produkt-properties-${index}-key`}
            label={`Eigenschaft ${index + 1}`}
            error={problems?.[index]?.key?.message}
            className="col-sm-4"
            {...register(`properties.${index}.key`)}
          />
          <TextField
            id={`produkt-properties-${index}-value`}
            label={`Wert ${index + 1}`}
            error={problems?.[index]?.value?.message}
            className="col-sm-6"
            {...register(`properties.${index}.value`)}
          />
          <div className="col-sm-2 align-self-end">
            <button
              type="button"
              className="btn btn-outline-danger w-100"
              onClick={() => remove(index)}
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
        onClick={() => append({ key: '', value: '' })}
      >
        Eigenschaft hinzufügen
      </button>
      {listProblem && <p className="text-danger small mt-1">{listProblem}</p>}
    </fieldset>
  );
}
