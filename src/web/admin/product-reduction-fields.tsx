import type { UseFormReturn } from 'react-hook-form';
import type { ProductFormValues } from '../../domain/product-form-values';
import { TextField } from '../ui/text-field';

/**
 * A reduced price with its start and end in Berlin time; the shop keeps the price history and
 * shows the lowest price of the 30 days before the start (docs/shop/product-page.md#reduced-price).
 */
export function ProductReductionFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="col-12 row g-3 mx-0 px-0">
      <legend className="form-label fs-6 fw-semibold mb-0">
        Reduzierter Preis (leer lassen, wenn keiner gilt)
      </legend>
      <TextField
        id="produkt-reducedPrice"
        label="Reduzierter Preis in Euro"
        inputMode="decimal"
        error={errors.reducedPrice?.message}
        className="col-sm-4"
        {...register('reducedPrice')}
      />
      <TextField
        id="produkt-reductionStartsAt"
        label="Ab (Berliner Zeit)"
        type="datetime-local"
        error={errors.reductionStartsAt?.message}
        className="col-sm-4"
        {...register('reductionStartsAt')}
      />
      <TextField
        id="produkt-reductionEndsAt"
        label="Bis (Berliner Zeit)"
        type="datetime-local"
        error={errors.reductionEndsAt?.message}
        className="col-sm-4"
        {...register('reductionEndsAt')}
      />
    </fieldset>
  );
}
