import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ModeratedRating, RatingUpdate } from '../../domain/ratings-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
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

/** The earlier shop's getAllRatings, …ByProduktId and …EnabledRatingsByProduktId in one query. */
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

async function moderated(db: Db | Tx, id: number): Promise<ModeratedRating> {
  const [row] = await db
    .select(moderatedColumns)
    .from(ratings)
    .innerJoin(products, eq(products.id, ratings.productId))
    .where(eq(ratings.id, id));
  if (!row) throw notFound('Diese Bewertung gibt es nicht.');
  return toModerated(row);
}

// what the audit log keeps of a rating: the moderated text, not where it came from
const audited = ({ title, ort, rate, comment, enabled }: ModeratedRating) => ({
  title,
  ort,
  rate,
  comment,
  enabled,
});

/** Enable, disable or correct a rating (the earlier shop's updateRating). */
export async function updateRating(
  db: Db,
  actor: Actor,
  id: number,
  changes: RatingUpdate,
): Promise<ModeratedRating> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  return db.transaction(async (tx) => {
    const before = await moderated(tx, id);
    await tx.update(ratings).set(set).where(eq(ratings.id, id));
    const after = await moderated(tx, id);
    await recordChange(tx, actor, {
      entity: 'rating',
      entityId: String(id),
      action: 'updated',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function deleteRating(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await moderated(tx, id);
    await tx.delete(ratings).where(eq(ratings.id, id));
    await recordChange(tx, actor, {
      entity: 'rating',
      entityId: String(id),
      action: 'deleted',
      before: audited(before),
    });
  });
}
