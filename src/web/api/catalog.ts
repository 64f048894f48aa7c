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

export const fetchProducts = (type: ProductType) =>
  apiRequest<ProductSummary[]>(`/api/products?type=${path(type)}`);

export const fetchProduct = (id: string) => apiRequest<ProductDetail>(`/api/products/${path(id)}`);

export const fetchRelatedProducts = (id: string) =>
  apiRequest<ProductSummary[]>(`/api/products/${path(id)}/related`);

export const fetchRatings = (id: string) =>
  apiRequest<PublicRating[]>(`/api/products/${path(id)}/ratings`);

export const fetchShippingCosts = () => apiRequest<ShippingCost[]>('/api/shipping-costs');

export const fetchDiscountCode = (code: string) =>
  apiRequest<DiscountCode>(`/api/discount-codes/${path(code.trim())}`);
