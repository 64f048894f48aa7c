// The names of an order's way from payment to handover, and the one place their German labels
// live: backoffice, status page, mails and documents all read them from here.

/**
 * After payment. An order's payment status (pending → paid | cancelled | expired | failed) is
 * checkout's; this state begins once it is paid and is changed by order-lifecycle.ts alone.
 */
export const FULFILMENT_STATES = [
  'paid',
  'processing',
  'shipped',
  'ready_for_pickup',
  'picked_up',
  'cancelled',
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

export const FULFILMENT_STATE_LABELS: Record<FulfilmentState, string> = {
  paid: 'Bezahlt',
  processing: 'In Bearbeitung',
  shipped: 'Versandt',
  ready_for_pickup: 'Abholbereit',
  picked_up: 'Abgeholt',
  cancelled: 'Storniert',
};

/**
 * How the goods reach the customer. `none`: the order holds course places only — nothing is
 * packed or handed over (the course day is the service), so it stays "Bezahlt" unless cancelled.
 */
export const DELIVERY_METHODS = ['shipping', 'pickup', 'none'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  shipping: 'Versand',
  pickup: 'Abholung',
  none: 'Nur Kurse',
};

export const LIFECYCLE_ACTIONS = [
  'start_processing',
  'ship',
  'prepare_pickup',
  'hand_over',
  'cancel',
] as const;
export type LifecycleActionType = (typeof LIFECYCLE_ACTIONS)[number];

/** The backoffice's buttons. */
export const LIFECYCLE_ACTION_LABELS: Record<LifecycleActionType, string> = {
  start_processing: 'In Bearbeitung',
  ship: 'Versandt',
  prepare_pickup: 'Abholbereit',
  hand_over: 'Abgeholt',
  cancel: 'Stornieren',
};

/** The states in which the goods have left the farm: no cancelling, money back goes by refund. */
export const HANDED_OVER: readonly FulfilmentState[] = ['shipped', 'picked_up'];
