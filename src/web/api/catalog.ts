import type { ProductType } from '../../domain/catalog';
import type {
  DiscountCode,
  ProductDetail,
  ProductSummary,
  ShippingCost,
} from '../../domain/catalog-schema';
import type { PublicRating } from '../../domain/ratings-schema';
import { apiRequest } from './client';

const path = encodeURIComponent;

/**
 * The catalogue's API paths. The server renders a page from the same paths (page-data.ts), so
 * the data a page is rendered with is exactly what the browser would have fetched.
 */
export const catalogPaths = {
  products: (type: ProductType) => `/api/products?type=${path(type)}`,
  product: (id: string) => `/api/products/${path(id)}`,
  related: (id: string) => `/api/products/${path(id)}/related`,
  ratings: (id: string) => `/api/products/${path(id)}/ratings`,
  shippingCosts: () => '/api/shipping-costs',
  legacyProduct: (legacyId: string) => `/api/legacy-products/${path(legacyId)}`,
};

/** The query keys the catalogue's data is cached under, in the browser and on the server. */
export const catalogKeys = {
  products: (type: ProductType) => ['products', type] as const,
  product: (id: string) => ['product', id] as const,
  legacyProduct: (legacyId: string) => ['legacy-product', legacyId] as const,
  related: (id: string) => ['related', id] as const,
  ratings: (id: string) => ['ratings', id] as const,
  shippingCosts: () => ['shipping-costs'] as const,
};

export const fetchProducts = (type: ProductType) =>
  apiRequest<ProductSummary[]>(catalogPaths.products(type));

export const fetchProduct = (id: string) => apiRequest<ProductDetail>(catalogPaths.product(id));

export const fetchRelatedProducts = (id: string) =>
  apiRequest<ProductSummary[]>(catalogPaths.related(id));

export const fetchRatings = (id: string) => apiRequest<PublicRating[]>(catalogPaths.ratings(id));

export const fetchShippingCosts = () => apiRequest<ShippingCost[]>(catalogPaths.shippingCosts());

export const fetchDiscountCode = (code: string) =>
  apiRequest<DiscountCode>(`/api/discount-codes/${path(code.trim())}`);
