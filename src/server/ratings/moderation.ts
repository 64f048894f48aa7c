import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ModeratedRating, RatingUpdate } from '../../domain/ratings-schema';
import type { Db } from '../db/client';
import { products, ratings } from '../db/schema';
import { notFound } from '../errors';

const moderatedColumns = {
  id: ratings.id,
  productId: ratings.productId,
  productTitle: products.title,
  title: ratings.title,
  ort: ratings.ort,
  rate: ratings.rate,
  comment: ratings.comment,
  date: ratings.date,
  enabled: ratings.enabled,
  createdAt: ratings.createdAt,
};

type Row = Omit<ModeratedRating, 'createdAt'> & { createdAt: Date };
const toModerated = (row: Row): ModeratedRating => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The spec's getAllRatings, …ByProduktId and …EnabledRatingsByProduktId in one query. */
export async function listRatings(
  db: Db,
  filter: { productId?: string | undefined; enabled?: boolean | undefined },
): Promise<ModeratedRating[]> {
  const conditions: SQL[] = [];
  if (filter.productId) conditions.push(eq(ratings.productId, filter.productId));
  if (filter.enabled !== undefined) conditions.push(eq(ratings.enabled, filter.enabled));
  const rows = await db
    .select(moderatedColumns)
    .from(ratings)
    .innerJoin(products, eq(products.id, ratings.productId))
    .where(and(...conditions))
    .orderBy(desc(ratings.createdAt), desc(ratings.id));
  return rows.map(toModerated);
}

/** Enable, disable or correct a rating (spec's updateRating). */
export async function updateRating(
  db: Db,
  id: number,
  changes: RatingUpdate,
): Promise<ModeratedRating> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  const [updated] = await db
    .update(ratings)
    .set(set)
    .where(eq(ratings.id, id))
    .returning({ id: ratings.id });
  if (!updated) throw notFound('Diese Bewertung gibt es nicht.');
  const [row] = await db
    .select(moderatedColumns)
    .from(ratings)
    .innerJoin(products, eq(products.id, ratings.productId))
    .where(eq(ratings.id, id));
  if (!row) throw notFound('Diese Bewertung gibt es nicht.');
  return toModerated(row);
}

export async function deleteRating(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(ratings).where(eq(ratings.id, id)).returning({ id: ratings.id });
  if (deleted.length === 0) throw notFound('Diese Bewertung gibt es nicht.');
}
