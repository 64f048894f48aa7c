import type { Shipment } from '../../domain/carriers';
import {
  type LifecycleAction,
  type LifecycleEvent,
  transition,
} from '../../domain/order-lifecycle';
import { type Actor, recordChange } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db, Tx } from '../db/client';
import { conflict, notFound } from '../errors';
import type { ShopContact } from '../mail/order-confirmation-template';
import { queuePickupReady, queueShippingConfirmation, withdrawMail } from './fulfilment-mails';
import { fulfilmentView, type OrderFulfilment } from './fulfilment-view';
import { readOrder, storeLifecycle } from './order-row';

export interface FulfilmentDeps {
  db: Db;
  /** Signature and links of the customer's mails. */
  shop: ShopContact;
  /** Stock came back: the shop's lists must show it. */
  catalog?: CatalogCaches;
  now?: () => Date;
}

export const staleVersion = () =>
  conflict(
    'VERSION_CONFLICT',
    'Jemand anderes hat diese Bestellung inzwischen geändert. Lade sie neu, um den aktuellen Stand zu sehen.',
  );

/** Carries out what the state machine asked for, inside the transaction that moved the order. */
export async function carryOut(
  tx: Tx,
  deps: FulfilmentDeps,
  actor: Actor,
  orderId: string,
  events: readonly LifecycleEvent[],
  shipment: Shipment | null,
): Promise<void> {
  for (const event of events) {
    switch (event.kind) {
      case 'audit':
        await recordChange(tx, actor, {
          entity: 'order',
          entityId: orderId,
          action: event.action,
          before: { ...event.before },
          after: { ...event.after },
        });
        break;
      case 'mail':
        if (event.mail === 'shipping_confirmation' && shipment)
          await queueShippingConfirmation(tx, orderId, shipment, deps.shop);
        if (event.mail === 'ready_for_pickup') await queuePickupReady(tx, orderId, deps.shop);
        break;
      case 'withdraw_mail':
        await withdrawMail(tx, event.mail, orderId);
        break;
    }
  }
}

/**
 * Moves one order by `action` (not "cancel": a paid order is cancelled by refunding it,
 * refunds/service.ts) for a staff member who saw it at `version`. One transaction: the
 * row is locked, the version compared (two staff at once: the second gets a conflict), the
 * state machine asked, and its events carried out — audit entry, mails, stock — with the state.
 * A refusal is a 409 with the machine's German reason; nothing changes.
 */
export async function applyTransition(
  deps: FulfilmentDeps,
  actor: Actor,
  orderId: string,
  version: number,
  action: Exclude<LifecycleAction, { type: 'cancel' }>,
): Promise<OrderFulfilment> {
  const now = deps.now?.() ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    const locked = await readOrder(tx, orderId, { lock: true });
    if (!locked) throw notFound('Diese Bestellung gibt es nicht.');
    if (!locked.lifecycle)
      throw conflict(
        'ORDER_NOT_PAID',
        'Diese Bestellung ist nicht bezahlt: Es gibt nichts zu tun.',
      );
    if (locked.version !== version) throw staleVersion();
    const moved = transition(locked.lifecycle, action, now);
    if (!moved.ok) throw conflict(moved.code, moved.reason);
    await storeLifecycle(tx, orderId, moved.order, locked.version);
    await carryOut(tx, deps, actor, orderId, moved.events, moved.order.shipment);
    return { order: moved.order, version: locked.version + 1 };
  });
  return fulfilmentView(orderId, result.order, result.version);
}
