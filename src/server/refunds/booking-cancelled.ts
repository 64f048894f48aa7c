import { eq } from 'drizzle-orm';
import { type Actor, SHOP_ACTOR } from '../audit/service';
import { recordCancellation } from '../catalog/course-admin';
import { placesTaken } from '../catalog/places-taken';
import type { Tx } from '../db/client';
import { courseDates, type refunds, users } from '../db/schema';
import type { FreedPlaces } from './give-back';

/**
 * Who asked for a refund, for what its settlement records: settled maybe days later, an account
 * removed meanwhile is named, no longer linked.
 */
export async function askedBy(tx: Tx, refund: typeof refunds.$inferSelect): Promise<Actor> {
  // the shop's own jobs ask as the shop, which is no account
  if (refund.requestedById === SHOP_ACTOR.id) return SHOP_ACTOR;
  const [account] = refund.requestedById
    ? await tx.select({ id: users.id }).from(users).where(eq(users.id, refund.requestedById))
    : [];
  return { id: account?.id ?? null, name: refund.requestedBy };
}

/**
 * A course booking staff cancelled with its refund (catalog/cancel-shop-booking.ts) enters the
 * date's history when the refund settles, in the transaction that frees its places: whether the
 * provider confirmed at once or days later by webhook, never one without the other.
 */
export async function recordBookingsCancelled(
  tx: Tx,
  refund: typeof refunds.$inferSelect,
  freed: readonly FreedPlaces[],
): Promise<void> {
  const actor = await askedBy(tx, refund);
  for (const place of freed) {
    const [date] = await tx
      .select()
      .from(courseDates)
      .where(eq(courseDates.id, place.courseDateId));
    if (!date) continue;
    // the places were freed a moment ago, in this transaction
    const takenBefore = (await placesTaken(tx, place.courseDateId)) + place.freed;
    await recordCancellation(tx, actor, {
      date,
      booking: { orderItemId: place.orderItemId, buyerId: null },
      freed: place.freed,
      takenBefore,
    });
  }
}
