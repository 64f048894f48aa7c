import type { ProductType } from '../../domain/catalog';
import { catalogKeys, fetchProducts } from '../api/catalog';

export const productsQuery = (type: ProductType) => ({
  queryKey: catalogKeys.products(type),
  queryFn: () => fetchProducts(type),
});
