import type { NewRating, PurchaseCheck } from '../../domain/ratings-schema';
import { apiRequest } from './client';

const path = encodeURIComponent;

/**
 * Whether the purchase named by a rating link may rate this product
 * (docs/decisions/022-verified-ratings.md).
 */
export const checkPurchase = (transactionId: string, productId: string) =>
  apiRequest<PurchaseCheck>(`/api/purchases/${path(transactionId)}?productId=${path(productId)}`);

export const submitRating = (productId: string, rating: NewRating) =>
  apiRequest<{ id: number; message: string }>(`/api/products/${path(productId)}/ratings`, {
    method: 'POST',
    body: JSON.stringify(rating),
  });
