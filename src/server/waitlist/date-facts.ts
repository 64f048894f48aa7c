import { eq } from 'drizzle-orm';
import { daysOfDate } from '../../domain/course';
import type { DateFacts } from '../../domain/waitlist-schema';
import type { Db, Tx } from '../db/client';
import { courseDates, products } from '../db/schema';

export type DateRow = typeof courseDates.$inferSelect;

export const factsOf = (date: DateRow, title: string): DateFacts => ({
  courseDateId: date.id,
  productId: date.productId,
  title,
  label: date.label,
  dates: daysOfDate(date),
  time: date.time,
});

/** A date with its course's title; null if there is none. */
export async function dateWithTitle(
  db: Db | Tx,
  courseDateId: number,
): Promise<{ date: DateRow; title: string; archived: boolean; isCourse: boolean } | null> {
  const [row] = await db
    .select({
      date: courseDates,
      title: products.title,
      archivedAt: products.archivedAt,
      type: products.type,
    })
    .from(courseDates)
    .innerJoin(products, eq(products.id, courseDates.productId))
    .where(eq(courseDates.id, courseDateId));
  return row
    ? {
        date: row.date,
        title: row.title,
        archived: row.archivedAt !== null,
        isCourse: row.type === 'course',
      }
    : null;
}
