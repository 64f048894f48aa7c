import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ratings } from '../db/schema';
import { knownRecords, rememberRecords } from './legacy-records';
import { fingerprint, type Outcome } from './report';
import { BadValue, countOf, dayOf, flagOf, idOf, textOf } from './values';

export interface MappedRating {
  legacyId: string;
  productId: string;
  values: {
    title: string | null;
    ort: string | null;
    rate: number;
    comment: string | null;
    date: string;
    enabled: boolean;
  };
}

const optional = (value: unknown) => {
  const text = textOf(value).trim();
  return text === '' ? null : text;
};

/** A rating of the export, its product found among the imported ones (legacy id → id here). */
export function mapRating(
  doc: Record<string, unknown>,
  legacyId: string,
  productOf: (legacyProductId: string) => string | undefined,
): MappedRating {
  const legacyProduct = idOf(doc.productId ?? doc.produktId);
  if (!legacyProduct) throw new BadValue('productId fehlt.');
  const productId = productOf(legacyProduct);
  if (!productId) throw new BadValue(`Produkt ${legacyProduct} wurde nicht übernommen.`);
  const rate = countOf(doc.rate, 'rate');
  if (rate < 1 || rate > 5) throw new BadValue(`rate ${rate} liegt nicht zwischen 1 und 5.`);
  return {
    legacyId,
    productId,
    values: {
      title: optional(doc.title),
      ort: optional(doc.ort),
      rate,
      comment: optional(doc.comment),
      date: dayOf(doc.date, 'date'),
      // a rating without the flag waits for moderation, as new ones here do
      enabled: flagOf(doc.enabled, false),
    },
  };
}

const printOf = (rating: MappedRating) => fingerprint([rating.productId, rating.values]);

/**
 * A batch of ratings in one transaction (50,000 one by one would take minutes). When the batch
 * fails, each goes again alone, so one bad rating costs only itself.
 */
export async function importRatings(
  db: Db,
  batch: MappedRating[],
  dryRun: boolean,
  done: (rating: MappedRating, outcome: Outcome | { problem: string }) => void,
): Promise<void> {
  try {
    const outcomes = await writeRatings(db, batch, dryRun);
    for (const [index, rating] of batch.entries()) done(rating, outcomes[index] ?? 'unchanged');
  } catch (batchError) {
    if (batch.length === 1) {
      const [rating] = batch;
      if (rating) done(rating, { problem: (batchError as Error).message });
      return;
    }
    for (const rating of batch) await importRatings(db, [rating], dryRun, done);
  }
}

async function writeRatings(db: Db, batch: MappedRating[], dryRun: boolean): Promise<Outcome[]> {
  const known = await knownRecords(
    db,
    'ratings',
    batch.map((rating) => rating.legacyId),
  );
  const outcomes = batch.map((rating): Outcome => {
    const before = known.get(rating.legacyId);
    if (!before) return 'created';
    return before.fingerprint === printOf(rating) ? 'unchanged' : 'updated';
  });
  if (dryRun || outcomes.every((outcome) => outcome === 'unchanged')) return outcomes;
  await db.transaction(async (tx: Tx) => {
    const fresh = batch.filter((_, index) => outcomes[index] === 'created');
    // ids drawn first: a multi-row insert does not promise its RETURNING order
    const ids = fresh.length
      ? (
          await tx
            .select({ id: sql<number>`nextval('ratings_id_seq')::int` })
            .from(sql`generate_series(1, ${fresh.length})`)
        ).map((row) => Number(row.id))
      : [];
    if (fresh.length > 0)
      await tx.insert(ratings).values(
        fresh.map((rating, index) => ({
          id: ids[index],
          productId: rating.productId,
          ...rating.values,
        })),
      );
    const changed = batch.filter((_, index) => outcomes[index] === 'updated');
    for (const rating of changed) {
      await tx
        .update(ratings)
        .set({ productId: rating.productId, ...rating.values })
        .where(eq(ratings.id, Number(known.get(rating.legacyId)?.targetId)));
    }
    await rememberRecords(tx, 'ratings', [
      ...fresh.map((rating, index) => ({
        legacyId: rating.legacyId,
        targetId: String(ids[index]),
        fingerprint: printOf(rating),
      })),
      ...changed.map((rating) => ({
        legacyId: rating.legacyId,
        targetId: known.get(rating.legacyId)?.targetId ?? '',
        fingerprint: printOf(rating),
      })),
    ]);
  });
  return outcomes;
}
