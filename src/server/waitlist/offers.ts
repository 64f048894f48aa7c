import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { berlinDay } from '../../domain/berlin-time';
import { placesTaken } from '../catalog/places-taken';
import { selfServiceSettings } from '../course-self-service/settings';
import type { Tx } from '../db/client';
import { courseDates, waitlistEntries } from '../db/schema';
import { scheduleJob } from '../jobs/scheduler';
import type { ShopContact } from '../mail/order-confirmation-template';
import { dateWithTitle, factsOf } from './date-facts';
import { enqueueWaitlistMail, renderWaitlistOffer } from './mails';

// A freed place goes to the waitlist as a time-limited offer that is itself a reservation, the way
// pretix hands out a voucher that blocks the quota (docs/decisions/032-waitlist-and-self-service.md).

export const PLACES_FREED_JOB = 'waitlist.places-freed';
export const OFFER_EXPIRES_JOB = 'waitlist.offer-expires';

/**
 * Places of a date came free (a cancel, an expired hold, more places): its waitlist is looked at
 * by the scheduler, in a transaction of its own, so the writer that freed them takes no further
 * locks. Due at once (epoch: whatever the injected clock says); a fresh key per event, as a key
 * that ran stays done.
 */
export async function placesFreed(tx: Tx, courseDateId: number): Promise<void> {
  await scheduleJob(tx, {
    kind: PLACES_FREED_JOB,
    key: `${courseDateId}:${randomUUID()}`,
    dueAt: new Date(0),
    payload: { courseDateId },
  });
}

/**
 * Offers the date's free places to the confirmed entries in their order, each whole or not at
 * all: the first that fits gets its offer, then the next that fits. Under checkout's lock on the
 * date (decision 005), so an offer and a checkout count the places one after the other and the
 * date is never oversold. Answers how many offers were made.
 */
export async function offerFreePlaces(
  tx: Tx,
  shop: ShopContact,
  courseDateId: number,
  now: Date,
): Promise<number> {
  const [locked] = await tx
    .select({ id: courseDates.id })
    .from(courseDates)
    .where(eq(courseDates.id, courseDateId))
    .for('no key update');
  const facts = locked ? await dateWithTitle(tx, courseDateId) : null;
  if (!facts || facts.archived || facts.date.cancelledAt || facts.date.startsOn < berlinDay(now))
    return 0;
  let free = facts.date.totalSpace - (await placesTaken(tx, courseDateId));
  if (free <= 0) return 0;
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.courseDateId, courseDateId), eq(waitlistEntries.status, 'waiting')),
    )
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.id));
  const { offerHours } = await selfServiceSettings(tx);
  let offers = 0;
  for (const entry of waiting) {
    if (free <= 0) break;
    if (entry.places > free) continue;
    const expiresAt = new Date(now.getTime() + offerHours * 3_600_000);
    await tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
      .where(eq(waitlistEntries.id, entry.id));
    const mailEntry = { ...entry, date: factsOf(facts.date, facts.title) };
    await enqueueWaitlistMail(
      tx,
      'waitlist-offer',
      mailEntry,
      renderWaitlistOffer(mailEntry, expiresAt, shop),
    );
    await scheduleJob(tx, {
      kind: OFFER_EXPIRES_JOB,
      key: String(entry.id),
      dueAt: expiresAt,
      payload: { entryId: entry.id },
    });
    free -= entry.places;
    offers += 1;
  }
  return offers;
}

/**
 * An offer's time is up: unless booked meanwhile, it ends and its places go to the next entry,
 * in the same transaction. The date is locked first, as checkout does.
 */
export async function expireOffer(
  tx: Tx,
  shop: ShopContact,
  entryId: number,
  now: Date,
): Promise<void> {
  const [entry] = await tx
    .select({ courseDateId: waitlistEntries.courseDateId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId));
  if (!entry) return;
  await tx
    .select({ id: courseDates.id })
    .from(courseDates)
    .where(eq(courseDates.id, entry.courseDateId))
    .for('no key update');
  const expired = await tx
    .update(waitlistEntries)
    .set({ status: 'expired' })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'offered')))
    .returning({ id: waitlistEntries.id });
  if (expired.length > 0) await offerFreePlaces(tx, shop, entry.courseDateId, now);
}

/**
 * Checkout books offered places: inside its transaction, after it locked the date, the offers its
 * lines name stop holding places (the order's own holds take them over). An offer that expired or
 * was booked already is not claimed; the checkout then competes for free places like any other.
 * An offer booked with fewer places than it held leaves the rest free: the waitlist is told, as
 * for any freed place, once this checkout has committed its holds.
 */
export async function claimOffers(
  tx: Tx,
  courseDateId: number,
  claims: ReadonlyMap<string, number>,
  orderId: string,
): Promise<void> {
  if (claims.size === 0) return;
  const claimed = await tx
    .update(waitlistEntries)
    .set({ status: 'booked', orderId })
    .where(
      and(
        eq(waitlistEntries.courseDateId, courseDateId),
        eq(waitlistEntries.status, 'offered'),
        inArray(waitlistEntries.token, [...claims.keys()]),
      ),
    )
    .returning({ token: waitlistEntries.token, places: waitlistEntries.places });
  if (claimed.some((entry) => entry.places > (claims.get(entry.token) ?? 0)))
    await placesFreed(tx, courseDateId);
}
