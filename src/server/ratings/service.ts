import { and, desc, eq } from 'drizzle-orm';
import type { PublicRating } from '../../domain/ratings-schema';
import type { Db } from '../db/client';
import { ratings } from '../db/schema';

export async function enabledRatings(db: Db, productId: string): Promise<PublicRating[]> {
  return db
    .select({
      id: ratings.id,
      title: ratings.title,
      ort: ratings.ort,
      date: ratings.date,
      rate: ratings.rate,
      comment: ratings.comment,
    })
    .from(ratings)
    .where(and(eq(ratings.productId, productId), eq(ratings.enabled, true)))
    .orderBy(desc(ratings.date), desc(ratings.id));
}
