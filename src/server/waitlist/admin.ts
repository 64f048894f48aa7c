import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { AdminWaitlistEntry, WaitlistMove } from '../../domain/waitlist-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db } from '../db/client';
import { courseDates, waitlistEntries } from '../db/schema';
import { conflict, notFound } from '../errors';
import { placesFreed } from './offers';
import { assertActive, entriesOfDate } from './service';

// Staff's side of the waitlist: each date's queue, reordered and pruned by hand
// (docs/shop/staff-and-backoffice.md#waitlist).

type EntryRow = typeof waitlistEntries.$inferSelect;

const adminView = (entry: EntryRow): AdminWaitlistEntry => ({
  id: entry.id,
  firstName: entry.firstName,
  lastName: entry.lastName,
  email: entry.email,
  places: entry.places,
  status: entry.status,
  createdAt: entry.createdAt.toISOString(),
  offerExpiresAt: entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
});

export async function adminWaitlist(db: Db, courseDateId: number): Promise<AdminWaitlistEntry[]> {
  const [date] = await db
    .select({ id: courseDates.id })
    .from(courseDates)
    .where(eq(courseDates.id, courseDateId));
  if (!date) throw notFound('Diesen Kurstermin gibt es nicht.');
  // confirmed entries in their order, the unconfirmed (position 0) after them
  const rows = await entriesOfDate(db, courseDateId);
  return [
    ...rows.filter((row) => row.status !== 'unconfirmed'),
    ...rows.filter((row) => row.status === 'unconfirmed'),
  ].map(adminView);
}

/** Swaps a waiting entry with its waiting neighbour above or below; at either end, no change. */
export async function moveWaitlistEntry(
  db: Db,
  actor: Actor,
  id: number,
  move: WaitlistMove,
): Promise<AdminWaitlistEntry[]> {
  const courseDateId = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .for('update');
    if (!entry) throw notFound('Diesen Eintrag auf der Warteliste gibt es nicht.');
    if (entry.status !== 'waiting')
      throw conflict(
        'WAITLIST_ENTRY_NOT_WAITING',
        'Nur bestätigte, wartende Einträge lassen sich verschieben.',
      );
    const up = move.direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.courseDateId, entry.courseDateId),
          eq(waitlistEntries.status, 'waiting'),
          up
            ? lt(waitlistEntries.position, entry.position)
            : gt(waitlistEntries.position, entry.position),
        ),
      )
      .orderBy(up ? desc(waitlistEntries.position) : asc(waitlistEntries.position))
      .limit(1)
      .for('update');
    if (!neighbour) return entry.courseDateId;
    await tx
      .update(waitlistEntries)
      .set({ position: neighbour.position })
      .where(eq(waitlistEntries.id, entry.id));
    await tx
      .update(waitlistEntries)
      .set({ position: entry.position })
      .where(eq(waitlistEntries.id, neighbour.id));
    await recordChange(tx, actor, {
      entity: 'waitlist_entry',
      entityId: String(entry.id),
      action: 'updated',
      before: { position: entry.position },
      after: { position: neighbour.position },
    });
    return entry.courseDateId;
  });
  return adminWaitlist(db, courseDateId);
}

/** Takes an entry off the list; places it was offered go on to the next. */
export async function removeWaitlistEntry(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .for('update');
    if (!entry) throw notFound('Diesen Eintrag auf der Warteliste gibt es nicht.');
    assertActive(entry.status);
    await tx.update(waitlistEntries).set({ status: 'removed' }).where(eq(waitlistEntries.id, id));
    if (entry.status === 'offered') await placesFreed(tx, entry.courseDateId);
    await recordChange(tx, actor, {
      entity: 'waitlist_entry',
      entityId: String(id),
      action: 'deleted',
      before: { courseDateId: entry.courseDateId, places: entry.places, status: entry.status },
    });
  });
}
