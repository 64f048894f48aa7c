import { ORDER_STATUS_LABELS } from '../../domain/admin-orders';
import type { OrderSummary } from '../../domain/checkout-schema';

const TONE: Record<OrderSummary['status'], string> = {
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  cancelled: 'text-bg-secondary',
  expired: 'text-bg-secondary',
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
