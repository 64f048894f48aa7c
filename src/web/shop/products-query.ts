import type { ProductType } from '../../domain/catalog';
import { fetchProducts } from '../api/catalog';

export const productsQuery = (type: ProductType) => ({
  queryKey: ['products', type] as const,
  queryFn: () => fetchProducts(type),
});
