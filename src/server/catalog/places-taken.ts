import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { courseBookings, waitlistEntries } from '../db/schema';

// A booking takes its place while held (a checkout waits for its payment) or confirmed (paid);
// a released one gave it back. A waitlist offer holds its places too, until it is booked or
// expires (docs/decisions/032-waitlist-and-self-service.md). Every count of a date's places goes
// through this module.
const TAKING = ['held', 'confirmed'] as const;

/** The bookings that take a place. */
export const takesPlace = (): SQL => inArray(courseBookings.status, [...TAKING]);

/** Places taken of each row of a `from course_dates` query (a correlated subquery). */
export const placesTakenOfEachDate = () =>
  // qualified by hand: drizzle leaves column names bare inside select, and a bare "id" would
  // bind to the subquery's own table
  sql<number>`((select count(*)::int from course_bookings cb
    where cb.course_date_id = "course_dates"."id"
    and cb.status in (${sql.join(
      TAKING.map((status) => sql`${status}`),
      sql`, `,
    )})) + (select coalesce(sum(we.places), 0)::int from waitlist_entries we
    where we.course_date_id = "course_dates"."id" and we.status = 'offered'))`;

/** Places taken of one date; inside a transaction that locked the date, an exact count. */
export async function placesTaken(db: Db | Tx, courseDateId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courseBookings)
    .where(and(eq(courseBookings.courseDateId, courseDateId), takesPlace()));
  const [offered] = await db
    .select({ places: sql<number>`coalesce(sum(${waitlistEntries.places}), 0)::int` })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.courseDateId, courseDateId), eq(waitlistEntries.status, 'offered')),
    );
  return Number(row?.count ?? 0) + Number(offered?.places ?? 0);
}
