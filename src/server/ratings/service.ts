import { and, desc, eq } from 'drizzle-orm';
import { courseNotHeldYet } from '../../domain/course-rating-notice';
import { isRatableOn } from '../../domain/ratings';
import type { NewRating, PublicRating } from '../../domain/ratings-schema';
import type { Db } from '../db/client';
import { ratings } from '../db/schema';
import { conflict, forbidden } from '../errors';
import { findPurchase } from './purchases';

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

type ParsedRating = { [K in keyof NewRating]-?: Exclude<NewRating[K], undefined> };

/**
 * A verified buyer's rating: the purchase is checked again here, whatever the form saw. It
 * waits disabled until the shop owner publishes it.
 */
export async function createRating(
  db: Db,
  productId: string,
  input: ParsedRating,
  today: string,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const purchase = await findPurchase(tx, input.transactionId, productId);
    if (!purchase.paid || !purchase.containsProduct)
      throw forbidden(
        'NOT_A_BUYER',
        'Bewerten können nur Kundinnen und Kunden, die dieses Produkt gekauft haben.',
      );
    if (purchase.ratableFrom && !isRatableOn(purchase.ratableFrom, today))
      throw forbidden('COURSE_NOT_HELD_YET', courseNotHeldYet(purchase.ratableFrom));
    const [created] = await tx
      .insert(ratings)
      .values({
        productId,
        orderId: purchase.orderId,
        rate: input.rate,
        title: input.title,
        ort: input.ort,
        comment: input.comment,
        date: today,
        enabled: false,
      })
      // one rating per product and order; the unique index decides races
      .onConflictDoNothing({ target: [ratings.productId, ratings.orderId] })
      .returning({ id: ratings.id });
    if (!created)
      throw conflict('ALREADY_RATED', 'Für diesen Einkauf hast du das Produkt schon bewertet.');
    return created;
  });
}
