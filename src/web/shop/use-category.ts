import { useSearchParams } from 'react-router';
import { PRODUCT_TYPES, type ProductType } from '../../domain/catalog';

// The chosen category lives in the URL so a reload or a shared link shows the same products.
export const CATEGORY_PARAM = 'kategorie';
// docs/shop/catalogue.md#categories: honey is loaded on first view
const DEFAULT_CATEGORY: ProductType = 'honig';

const isProductType = (value: string | null): value is ProductType =>
  (PRODUCT_TYPES as readonly (string | null)[]).includes(value);

/** The category a home page address names; honey when it names none (or none we have). */
export function categoryFrom(params: URLSearchParams): ProductType {
  const raw = params.get(CATEGORY_PARAM);
  return isProductType(raw) ? raw : DEFAULT_CATEGORY;
}

export function useCategory(): [ProductType, (next: ProductType) => void] {
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params);
  const select = (next: ProductType) =>
    setParams(next === DEFAULT_CATEGORY ? {} : { [CATEGORY_PARAM]: next }, {
      preventScrollReset: true,
    });
  return [category, select];
}
