import type { AuditAction } from './audit';
import type { Shipment } from './carriers';
import {
  type DeliveryMethod,
  FULFILMENT_STATE_LABELS,
  type FulfilmentState,
  HANDED_OVER,
  LIFECYCLE_ACTION_LABELS,
  LIFECYCLE_ACTIONS,
  type LifecycleActionType,
} from './order-states';

// The one way an order moves after payment (ARCHITECTURE.md "After the sale"): fulfilment,
// refunds and course cancellations all ask `transition`, and carry out the events it returns.
// The moves are data, as in Vendure's order process: one row per action, checked in one place.

interface Move {
  from: readonly FulfilmentState[];
  to: FulfilmentState;
  delivery: readonly DeliveryMethod[];
  /** Packs, sends or hands over goods: refused once refunds gave every unit back. */
  movesGoods: boolean;
}

const GOODS: readonly DeliveryMethod[] = ['shipping', 'pickup'];

const MOVES: Record<LifecycleActionType, Move> = {
  start_processing: { from: ['paid'], to: 'processing', delivery: GOODS, movesGoods: true },
  ship: { from: ['processing'], to: 'shipped', delivery: ['shipping'], movesGoods: true },
  prepare_pickup: {
    from: ['processing'],
    to: 'ready_for_pickup',
    delivery: ['pickup'],
    movesGoods: true,
  },
  hand_over: {
    from: ['ready_for_pickup'],
    to: 'picked_up',
    delivery: ['pickup'],
    movesGoods: true,
  },
  // before handover only: what left the farm comes back by refund or credit note (issue 28)
  cancel: {
    from: ['paid', 'processing', 'ready_for_pickup'],
    to: 'cancelled',
    delivery: ['shipping', 'pickup', 'none'],
    movesGoods: false,
  },
};

export interface LifecycleOrder {
  state: FulfilmentState;
  delivery: DeliveryMethod;
  /** Set by shipping, and only then. */
  shipment: Shipment | null;
  /** When the state last changed; null while it is the state the payment gave it. */
  changedAt: Date | null;
  /**
   * Units of goods no refund gave back (or reserved for one under way): without any there is
   * nothing to pack, send or hand over.
   */
  goodsLeft: boolean;
}

export type LifecycleAction =
  | { type: 'start_processing' | 'prepare_pickup' | 'hand_over' }
  | { type: 'ship'; shipment: Shipment }
  | { type: 'cancel'; reason: string | null };

/** The fields of an order the audit log shows before and after a move. */
export interface LifecycleSnapshot {
  state: FulfilmentState;
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason?: string | null;
}

export type LifecycleEvent =
  | { kind: 'audit'; action: AuditAction; before: LifecycleSnapshot; after: LifecycleSnapshot }
  | { kind: 'mail'; mail: 'shipping_confirmation' | 'ready_for_pickup' }
  /** The reminder queued for the evening before pickup is no longer wanted. */
  | { kind: 'withdraw_mail'; mail: 'pickup_reminder' };

export type TransitionResult =
  | { ok: true; order: LifecycleOrder; events: LifecycleEvent[] }
  | {
      ok: false;
      code: 'ILLEGAL_TRANSITION' | 'WRONG_DELIVERY' | 'INCOMPLETE_SHIPMENT' | 'NOTHING_TO_SEND';
      reason: string;
    };

const label = (state: FulfilmentState) => `„${FULFILMENT_STATE_LABELS[state]}“`;

// the German reason staff read in the warning (a 409 from the routes)
function refusal(order: LifecycleOrder, type: LifecycleActionType): TransitionResult {
  const move = MOVES[type];
  if (!move.delivery.includes(order.delivery)) {
    const reason = {
      shipping: 'Diese Bestellung wird versandt, nicht abgeholt.',
      pickup: 'Diese Bestellung wird abgeholt, nicht versandt.',
      none: 'Diese Bestellung enthält nur Kursplätze: Es gibt nichts zu versenden oder abzuholen.',
    }[order.delivery];
    return { ok: false, code: 'WRONG_DELIVERY', reason };
  }
  if (move.from.includes(order.state) && move.movesGoods && !order.goodsLeft)
    return {
      ok: false,
      code: 'NOTHING_TO_SEND',
      reason:
        'Alle Waren dieser Bestellung sind erstattet: Es gibt nichts mehr zu packen, zu versenden oder zu übergeben.',
    };
  let reason: string;
  if (order.state === move.to) reason = `Die Bestellung ist bereits ${label(order.state)}.`;
  else if (type === 'cancel' && HANDED_OVER.includes(order.state))
    reason = `Die Bestellung ist bereits ${label(order.state)} und kann nicht mehr storniert werden; zurück geht das Geld per Erstattung.`;
  else
    reason = `„${LIFECYCLE_ACTION_LABELS[type]}“ geht nicht bei einer Bestellung im Status ${label(order.state)}.`;
  return { ok: false, code: 'ILLEGAL_TRANSITION', reason };
}

const snapshot = (order: LifecycleOrder): LifecycleSnapshot => ({
  state: order.state,
  carrier: order.shipment?.carrier ?? null,
  trackingNumber: order.shipment?.trackingNumber ?? null,
});

function sideEffects(order: LifecycleOrder, action: LifecycleAction): LifecycleEvent[] {
  const reminderGoes: LifecycleEvent[] =
    order.delivery === 'pickup' ? [{ kind: 'withdraw_mail', mail: 'pickup_reminder' }] : [];
  switch (action.type) {
    case 'ship':
      return [{ kind: 'mail', mail: 'shipping_confirmation' }];
    case 'prepare_pickup':
      return [{ kind: 'mail', mail: 'ready_for_pickup' }];
    case 'hand_over':
      return reminderGoes;
    // the money, the stock and the places go back with the refund that cancels the order
    case 'cancel':
      return reminderGoes;
    case 'start_processing':
      return [];
  }
}

const allows = (move: Move, order: Pick<LifecycleOrder, 'state' | 'delivery' | 'goodsLeft'>) =>
  move.from.includes(order.state) &&
  move.delivery.includes(order.delivery) &&
  (order.goodsLeft || !move.movesGoods);

const isComplete = (shipment: Shipment) =>
  shipment.trackingNumber.trim() !== '' &&
  (shipment.carrier !== 'other' || shipment.carrierName.trim() !== '');

/**
 * The order after `action`, with what must happen alongside (one audit entry always, mails,
 * stock returned), or the German reason it may not happen. Refused actions change nothing.
 */
export function transition(
  order: LifecycleOrder,
  action: LifecycleAction,
  now: Date,
): TransitionResult {
  const move = MOVES[action.type];
  if (!allows(move, order)) return refusal(order, action.type);
  // the schema checks staff's input; the machine still never lets an order ship without both
  if (action.type === 'ship' && !isComplete(action.shipment))
    return {
      ok: false,
      code: 'INCOMPLETE_SHIPMENT',
      reason: 'Zum Versand gehören der Versanddienst und die Sendungsnummer.',
    };
  const next: LifecycleOrder = {
    ...order,
    state: move.to,
    shipment: action.type === 'ship' ? action.shipment : order.shipment,
    changedAt: now,
  };
  const after: LifecycleSnapshot =
    action.type === 'cancel' ? { ...snapshot(next), cancelReason: action.reason } : snapshot(next);
  return {
    ok: true,
    order: next,
    events: [
      {
        kind: 'audit',
        action: action.type === 'cancel' ? 'cancelled' : 'updated',
        before: snapshot(order),
        after,
      },
      ...sideEffects(order, action),
    ],
  };
}

/** What staff may do next with this order, in the order the buttons show ("Stornieren" last). */
export const nextActions = (order: Pick<LifecycleOrder, 'state' | 'delivery' | 'goodsLeft'>) =>
  LIFECYCLE_ACTIONS.filter((type) => allows(MOVES[type], order));

/** The state an order enters the lifecycle in, when its payment arrives. */
export const STATE_WHEN_PAID: FulfilmentState = 'paid';
