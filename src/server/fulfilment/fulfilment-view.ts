import type { Shipment } from '../../domain/carriers';
import { type LifecycleOrder, nextActions } from '../../domain/order-lifecycle';
import type {
  DeliveryMethod,
  FulfilmentState,
  LifecycleActionType,
} from '../../domain/order-states';
import type { Db } from '../db/client';
import { readOrder } from './order-row';

/** An order's place in its lifecycle, as the backoffice shows it. */
export interface OrderFulfilment {
  orderId: string;
  state: FulfilmentState;
  delivery: DeliveryMethod;
  shipment: Shipment | null;
  changedAt: string | null;
  /** Sent back with the next change: a change made meanwhile by someone else is refused. */
  version: number;
  /** "per order the next actions only": what the buttons offer. */
  nextActions: LifecycleActionType[];
}

export const fulfilmentView = (
  orderId: string,
  order: LifecycleOrder,
  version: number,
): OrderFulfilment => ({
  orderId,
  state: order.state,
  delivery: order.delivery,
  shipment: order.shipment,
  changedAt: order.changedAt?.toISOString() ?? null,
  version,
  nextActions: nextActions(order),
});

/** Null for an unknown order, and for one not paid: it has no lifecycle yet. */
export async function orderFulfilment(db: Db, orderId: string): Promise<OrderFulfilment | null> {
  const row = await readOrder(db, orderId, { lock: false });
  return row?.lifecycle ? fulfilmentView(orderId, row.lifecycle, row.version) : null;
}
