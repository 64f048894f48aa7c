import type { OrderStatusView } from '../../domain/order-status-schema';
import { apiRequest } from './client';

/** The status page's data: the order the token of the customer's mail names. */
export const orderStatusQuery = {
  key: (token: string) => ['order-status', token] as const,
  path: (token: string) => `/api/order-status/${encodeURIComponent(token)}`,
};

export const fetchOrderStatus = (token: string) =>
  apiRequest<OrderStatusView>(orderStatusQuery.path(token));
