import { eq } from 'drizzle-orm';
import type { Shipment } from '../../domain/carriers';
import type { LifecycleOrder } from '../../domain/order-lifecycle';
import type { FulfilmentState } from '../../domain/order-states';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';
import { hasGoodsToSend } from './goods-to-send';

// An order's lifecycle columns, read and written in one shape.

const columns = {
  id: orders.id,
  state: orders.fulfilmentState,
  delivery: orders.deliveryMethod,
  carrier: orders.carrier,
  carrierName: orders.carrierName,
  trackingNumber: orders.trackingNumber,
  version: orders.fulfilmentVersion,
  changedAt: orders.fulfilmentChangedAt,
};

export interface LockedOrder {
  id: string;
  /** Null: not paid (yet), so not in the lifecycle. */
  lifecycle: LifecycleOrder | null;
  version: number;
}

function shipmentOf(row: {
  carrier: string | null;
  carrierName: string | null;
  trackingNumber: string | null;
}): Shipment | null {
  if (!row.carrier || row.trackingNumber === null) return null;
  if (row.carrier === 'other')
    return {
      carrier: 'other',
      carrierName: row.carrierName ?? '',
      trackingNumber: row.trackingNumber,
    };
  return {
    carrier: row.carrier as Exclude<Shipment['carrier'], 'other'>,
    trackingNumber: row.trackingNumber,
  };
}

/**
 * The order's lifecycle columns. With `lock`, the row stays locked until the transaction ends:
 * a second change of the same order waits here and then sees the first one's version.
 */
export async function readOrder(
  db: Db | Tx,
  orderId: string,
  { lock }: { lock: boolean },
): Promise<LockedOrder | null> {
  const query = db
    .select({ ...columns, goodsLeft: hasGoodsToSend })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const lifecycle: LifecycleOrder | null = row.state
    ? {
        state: row.state as FulfilmentState,
        delivery: row.delivery,
        shipment: shipmentOf(row),
        changedAt: row.changedAt,
        goodsLeft: row.goodsLeft,
      }
    : null;
  return { id: row.id, lifecycle, version: row.version };
}

/** Writes the order's new lifecycle state and counts its version up. */
export async function storeLifecycle(
  tx: Tx,
  orderId: string,
  order: LifecycleOrder,
  version: number,
) {
  const shipment = order.shipment;
  await tx
    .update(orders)
    .set({
      fulfilmentState: order.state,
      carrier: shipment?.carrier ?? null,
      carrierName: shipment?.carrier === 'other' ? shipment.carrierName : null,
      trackingNumber: shipment?.trackingNumber ?? null,
      fulfilmentChangedAt: order.changedAt,
      fulfilmentVersion: version + 1,
    })
    .where(eq(orders.id, orderId));
}
