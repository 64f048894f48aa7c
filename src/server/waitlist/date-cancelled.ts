import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { waitlistEntries } from '../db/schema';

/**
 * The farm cancelled the date (inside that transaction, the date locked): nobody on its waitlist
 * gets a place any more. Waiting and offered entries are closed, so an offer stops holding places
 * and its link says the date was cancelled; the offer's expiry job then finds nothing to end.
 * Unconfirmed entries are deleted, as after 48 hours: without the opt-in no address is kept.
 * Answers the closed entries as they were (waiting or offered), whose people are to be told.
 */
export async function closeWaitlistOfDate(tx: Tx, courseDateId: number) {
  const ofDate = eq(waitlistEntries.courseDateId, courseDateId);
  const open = await tx
    .select()
    .from(waitlistEntries)
    .where(and(ofDate, inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .for('update');
  await tx
    .update(waitlistEntries)
    .set({ status: 'date-cancelled' })
    .where(and(ofDate, inArray(waitlistEntries.status, ['waiting', 'offered'])));
  await tx.delete(waitlistEntries).where(and(ofDate, eq(waitlistEntries.status, 'unconfirmed')));
  return open;
}
