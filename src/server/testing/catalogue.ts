import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseBookings, courseDates, outbox, productBatches, products } from '../db/schema';

/** Small read/write helpers for tests that need to look at or prepare the demo catalogue. */
export async function productWithStock(db: Db, type = 'honig', stock?: number) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.type, type as 'honig'), eq(products.productDisplayed, true)))
    .orderBy(products.id)
    .limit(1);
  if (!product) throw new Error(`no displayed ${type} product in the demo catalogue`);
  if (stock !== undefined) {
    // a plain stock: demo batches are taken off sale, so the product sells from the number alone
    await db
      .update(productBatches)
      .set({ expired: true })
      .where(eq(productBatches.productId, product.id));
    await db.update(products).set({ amountAvailable: stock }).where(eq(products.id, product.id));
    return { ...product, amountAvailable: stock };
  }
  return product;
}

export async function stockOf(db: Db, productId: string) {
  const [row] = await db
    .select({ amount: products.amountAvailable, displayed: products.productDisplayed })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** A new future date with `space` places for a displayed course, so no other test shares it. */
export async function emptyCourseDate(db: Db, space: number) {
  const [course] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.type, 'course'),
        eq(products.productDisplayed, true),
        eq(products.courseSeries, false),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!course) throw new Error('no single-date course in the demo catalogue');
  const [date] = await db
    .insert(courseDates)
    .values({
      productId: course.id,
      startsOn: '2027-06-01',
      time: '10:00 – 12:00',
      totalSpace: space,
      fixedDates: ['2027-06-01'],
    })
    .returning({ id: courseDates.id, productId: courseDates.productId });
  if (!date) throw new Error('course date insert returned nothing');
  return date;
}

export async function bookingsOf(db: Db, courseDateId: number) {
  return db
    .select({ status: courseBookings.status, buyerId: courseBookings.buyerId })
    .from(courseBookings)
    .where(
      and(
        eq(courseBookings.courseDateId, courseDateId),
        inArray(courseBookings.status, ['held', 'confirmed']),
      ),
    );
}

export async function mailsTo(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

/**
 * A displayed product of `type` kept in exactly these batches (earlier batches off sale), its
 * stock their unexpired sum as the shop keeps it.
 */
export async function productWithBatches(
  db: Db,
  type: string,
  batches: { lotNumber: string; bestBefore: string; quantity: number }[],
) {
  const product = await productWithStock(db, type, 0);
  const suffix = Math.random().toString(36).slice(2, 8);
  const rows = await db
    .insert(productBatches)
    .values(
      batches.map((b) => ({ ...b, lotNumber: `${b.lotNumber}-${suffix}`, productId: product.id })),
    )
    .returning();
  const stock = batches.reduce((sum, b) => sum + b.quantity, 0);
  await db.update(products).set({ amountAvailable: stock }).where(eq(products.id, product.id));
  return { product: { ...product, amountAvailable: stock }, batches: rows };
}

/** A product's batches in id order; only `ids` when given (earlier tests' batches left out). */
export async function batchesOf(db: Db, productId: string, ids?: number[]) {
  const rows = await db
    .select({
      id: productBatches.id,
      quantity: productBatches.quantity,
      expired: productBatches.expired,
    })
    .from(productBatches)
    .where(eq(productBatches.productId, productId))
    .orderBy(productBatches.id);
  return ids ? rows.filter((row) => ids.includes(row.id)) : rows;
}
