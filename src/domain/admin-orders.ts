import type { OrderSummary } from './checkout-schema';

// What the backoffice shows of orders; the shapes the server answers are in
// admin-orders-schema.ts (admin/orders-routes.ts).

export const ORDERS_PER_PAGE = 25;

/** The statuses as staff read them. */
export const ORDER_STATUS_LABELS: Record<OrderSummary['status'], string> = {
  pending: 'Offen',
  paid: 'Bezahlt',
  cancelled: 'Abgebrochen',
  expired: 'Abgelaufen',
  failed: 'Fehlgeschlagen',
};
