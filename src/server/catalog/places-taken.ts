import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { courseBookings } from '../db/schema';

// A booking takes its place while held (a checkout waits for its payment) or confirmed (paid);
// a released one gave it back. Every count of a date's places goes through this module.
const TAKING = ['held', 'confirmed'] as const;

/** The bookings that take a place. */
export const takesPlace = (): SQL => inArray(courseBookings.status, [...TAKING]);

/** Places taken of each row of a `from course_dates` query (a correlated subquery). */
export const placesTakenOfEachDate = () =>
  // qualified by hand: drizzle leaves column names bare inside select, and a bare "id" would
  // bind to the subquery's own table
  sql<number>`(select count(*)::int from course_bookings cb
    where cb.course_date_id = "course_dates"."id"
    and cb.status in (${sql.join(
      TAKING.map((status) => sql`${status}`),
      sql`, `,
    )}))`;

/** Places taken of one date; inside a transaction that locked the date, an exact count. */
export async function placesTaken(db: Db | Tx, courseDateId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courseBookings)
    .where(and(eq(courseBookings.courseDateId, courseDateId), takesPlace()));
  return Number(row?.count ?? 0);
}
