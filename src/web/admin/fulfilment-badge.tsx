import { FULFILMENT_STATE_LABELS, type FulfilmentState } from '../../domain/order-states';

// the theme's secondary colour is green: an order that ended without a sale reads neutral
const TONE: Record<FulfilmentState, string> = {
  paid: 'text-bg-warning',
  processing: 'text-bg-info',
  shipped: 'text-bg-success',
  ready_for_pickup: 'text-bg-primary',
  picked_up: 'text-bg-success',
  cancelled: 'bg-body-secondary text-body border',
};

/** Where a paid order stands: Bezahlt, In Bearbeitung, Versandt … */
export function FulfilmentBadge({ state }: { state: FulfilmentState }) {
  return <span className={`badge ${TONE[state]}`}>{FULFILMENT_STATE_LABELS[state]}</span>;
}
