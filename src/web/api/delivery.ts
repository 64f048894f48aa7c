import type { DeliveryOptions } from '../../domain/delivery-schema';
import { apiRequest } from './client';

// The cart's delivery options, apart from the catalogue's paths: only the cart's code loads them,
// so the home page's first script does not carry them.

export const deliveryOptionsQuery = {
  key: () => ['delivery-options'] as const,
  path: () => '/api/delivery-options',
};

/** Shipping rates and the pickup places with their next days. */
export const fetchDeliveryOptions = () => apiRequest<DeliveryOptions>(deliveryOptionsQuery.path());
