import { type DeliveryMethod, FULFILMENT_STATE_LABELS, type FulfilmentState } from './order-states';

// The steps the status page shows: the way an order of this delivery method goes
// (docs/decisions/025-order-lifecycle.md), and how far this one has come.

const WAYS: Record<DeliveryMethod, readonly FulfilmentState[]> = {
  shipping: ['paid', 'processing', 'shipped'],
  pickup: ['paid', 'processing', 'ready_for_pickup', 'picked_up'],
  none: ['paid'],
};

export interface ProgressStep {
  state: FulfilmentState;
  label: string;
  status: 'done' | 'current' | 'next';
}

/** The way of the order's delivery method, each step done, current or next; none when cancelled. */
export function orderProgress(delivery: DeliveryMethod, state: FulfilmentState): ProgressStep[] {
  const way = WAYS[delivery];
  const reached = way.indexOf(state);
  if (reached < 0) return [];
  return way.map((step, index) => ({
    state: step,
    label: FULFILMENT_STATE_LABELS[step],
    status: index < reached ? 'done' : index === reached ? 'current' : 'next',
  }));
}
