import { ORDER_STATUS_LABELS } from '../../domain/admin-orders';
import type { OrderSummary } from '../../domain/checkout-schema';

// the theme's secondary colour is green: an order that ended without a sale reads neutral
const TONE: Record<OrderSummary['status'], string> = {
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  cancelled: 'bg-body-secondary text-body border',
  expired: 'bg-body-secondary text-body border',
  failed: 'text-bg-danger',
};

export function OrderStatusBadge({ status }: { status: OrderSummary['status'] }) {
  return <span className={`badge ${TONE[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** Times in the backoffice: the farm's clock, whatever the browser's zone. */
export const staffDateTime = (iso: string) => dateTime.format(new Date(iso));
