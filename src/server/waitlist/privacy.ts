import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { courseDates, waitlistEntries } from '../db/schema';
import { placesFreed } from './offers';

// GDPR: a person's waitlist entries are part of their data export and go with an erasure
// (docs/decisions/032-waitlist-and-self-service.md).

const ofEmail = (email: string) => sql`lower(${waitlistEntries.email}) = lower(${email})`;

export async function waitlistEntriesOf(db: Db | Tx, email: string) {
  const rows = await db
    .select({ entry: waitlistEntries, startsOn: courseDates.startsOn })
    .from(waitlistEntries)
    .innerJoin(courseDates, eq(courseDates.id, waitlistEntries.courseDateId))
    .where(ofEmail(email))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map(({ entry, startsOn }) => ({
    courseDate: startsOn,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    phone: entry.phone,
    places: entry.places,
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
    confirmedAt: entry.confirmedAt?.toISOString() ?? null,
  }));
}

/** Deletes the entries; places an offer of theirs held go on to the next. Answers how many. */
export async function eraseWaitlistEntries(tx: Tx, email: string): Promise<number> {
  const removed = await tx
    .delete(waitlistEntries)
    .where(ofEmail(email))
    .returning({ courseDateId: waitlistEntries.courseDateId, status: waitlistEntries.status });
  for (const courseDateId of new Set(
    removed.filter((row) => row.status === 'offered').map((row) => row.courseDateId),
  ))
    await placesFreed(tx, courseDateId);
  return removed.length;
}
