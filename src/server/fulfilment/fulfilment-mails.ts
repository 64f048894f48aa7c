import { and, eq } from 'drizzle-orm';
import { carrierName, type Shipment, trackingUrl } from '../../domain/carriers';
import { pickupReminderDue } from '../../domain/pickup-dates';
import type { Tx } from '../db/client';
import { outbox } from '../db/schema';
import type { ShopContact } from '../mail/order-confirmation-template';
import { renderPickupReady, renderPickupReminder } from '../mail/pickup-mail-templates';
import { renderShippingConfirmation } from '../mail/shipping-confirmation-template';
import { mailFacts } from './mail-facts';

// The customer's mails after the sale, queued in the transaction that moved the order, so the
// state and its mail commit together. One mail of each kind per order: the dedupe key.

export type FulfilmentMail = 'shipping_confirmation' | 'ready_for_pickup' | 'pickup_reminder';

const KINDS: Record<FulfilmentMail, string> = {
  shipping_confirmation: 'shipping-confirmation',
  ready_for_pickup: 'pickup-ready',
  pickup_reminder: 'pickup-reminder',
};

const dedupeKey = (mail: FulfilmentMail, orderId: string) => `${KINDS[mail]}:${orderId}`;

async function enqueue(
  tx: Tx,
  mail: FulfilmentMail,
  orderId: string,
  recipient: string,
  rendered: { subject: string; html: string; text: string },
  dueAt?: Date,
) {
  await tx
    .insert(outbox)
    .values({
      kind: KINDS[mail],
      dedupeKey: dedupeKey(mail, orderId),
      orderId,
      recipient,
      ...rendered,
      ...(dueAt ? { nextAttemptAt: dueAt } : {}),
    })
    .onConflictDoNothing();
}

/** The shipping notice with the tracking link; nothing when the order has no e-mail address. */
export async function queueShippingConfirmation(
  tx: Tx,
  orderId: string,
  shipment: Shipment,
  shop: ShopContact,
) {
  const facts = await mailFacts(tx, orderId);
  if (!facts.email) return;
  const notice = {
    ...facts.base,
    carrier: carrierName(shipment),
    trackingNumber: shipment.trackingNumber,
    trackingUrl: trackingUrl(shipment),
    deliveryAddress: facts.deliveryAddress,
  };
  await enqueue(
    tx,
    'shipping_confirmation',
    orderId,
    facts.email,
    renderShippingConfirmation(notice, shop),
  );
}

/** "Abholbereit" with place, day and opening hours. */
export async function queuePickupReady(tx: Tx, orderId: string, shop: ShopContact) {
  const facts = await mailFacts(tx, orderId);
  if (!facts.email || !facts.pickup) return;
  await enqueue(
    tx,
    'ready_for_pickup',
    orderId,
    facts.email,
    renderPickupReady({ ...facts.base, ...facts.pickup }, shop),
  );
}

/**
 * The reminder, queued when the pickup order is paid and due the evening before: the outbox
 * holds it until then, in every server process alike. Too late already (paid that evening or
 * on the day), there is none.
 */
export async function schedulePickupReminder(
  tx: Tx,
  orderId: string,
  shop: ShopContact,
  now: Date,
) {
  const facts = await mailFacts(tx, orderId);
  if (!facts.email || !facts.pickup) return;
  const due = pickupReminderDue(facts.pickup.pickupDate);
  if (due <= now) return;
  const rendered = renderPickupReminder({ ...facts.base, ...facts.pickup }, shop);
  await enqueue(tx, 'pickup_reminder', orderId, facts.email, rendered, due);
}

/** A reminder not yet sent goes: the order was collected early or cancelled. */
export async function withdrawMail(tx: Tx, mail: FulfilmentMail, orderId: string) {
  await tx
    .delete(outbox)
    .where(and(eq(outbox.dedupeKey, dedupeKey(mail, orderId)), eq(outbox.status, 'pending')));
}
