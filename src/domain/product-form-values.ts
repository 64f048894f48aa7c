import { formatEuroInput } from './euro-input';
import { EMPTY_FOOD, type FoodFields } from './food-info';
import type { ProductFields, ProductForm } from './product-admin-schema';
import type { TaxDefaults } from './shop-settings-schema';

/**
 * The product form as typed: every number as text, so a half-typed "6," stays on screen. It is
 * what `ProductFields` parses (the save sends it as it is), narrowed to what the inputs hold.
 */
export interface ProductFormValues extends ProductForm {
  price: string;
  amountAvailable: string;
  netContentAmount: string;
  netContentUnit: '' | 'g' | 'ml';
  maxPerOrder: string;
  courseTime: string;
  courseLocation: string;
  courseBring: string;
  courseSeries: boolean;
  food: FoodFields;
  reducedPrice: string;
  reductionStartsAt: string;
  reductionEndsAt: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A stored product as the form shows it; saved unchanged, it stores the same fields. */
export function productFormValues({
  priceCents,
  reducedPriceCents,
  reductionStartsAt,
  reductionEndsAt,
  ...fields
}: ProductFields): ProductFormValues {
  return {
    ...fields,
    price: formatEuroInput(priceCents),
    reducedPrice: reducedPriceCents === null ? '' : formatEuroInput(reducedPriceCents),
    reductionStartsAt: reductionStartsAt ?? '',
    reductionEndsAt: reductionEndsAt ?? '',
    amountAvailable: text(fields.amountAvailable),
    netContentAmount: text(fields.netContentAmount),
    netContentUnit: fields.netContentUnit ?? '',
    maxPerOrder: text(fields.maxPerOrder),
  };
}

/** A new product starts hidden, so it appears in the shop only once staff say it is ready. */
export function newProductFormValues(taxDefaults: TaxDefaults): ProductFormValues {
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
    courseBring: '',
    courseSeries: false,
    food: EMPTY_FOOD,
    reducedPrice: '',
    reductionStartsAt: '',
    reductionEndsAt: '',
  };
}
