import { and, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import { productSlug } from '../../domain/product-slug';
import { takesPlace } from '../catalog/places-taken';
import { dropUnusedImages } from '../catalog/product-admin';
import type { Db, Tx } from '../db/client';
import { likeText } from '../db/like-pattern';
import {
  auditLog,
  buyers,
  courseBookings,
  courseDates,
  images,
  productImages,
  products,
} from '../db/schema';
import { DEFAULT_TAX_CLASSES } from '../db/tax-classes';
import {
  forgetRecords,
  knownRecord,
  knownRecords,
  recordsUnder,
  rememberRecords,
} from './legacy-records';
import type { MappedDate, MappedProduct } from './map-product';
import { fingerprint, type Outcome } from './report';
import { BadValue } from './values';

const productFingerprint = (product: MappedProduct) =>
  fingerprint({
    fields: product.fields,
    images: product.images.map((image) => image.id),
    dates: product.dates,
  });

/** A free id from the title, as staff's new products get (product-admin.ts createProduct). */
async function freeProductId(tx: Tx, product: MappedProduct): Promise<string> {
  const { type, title } = product.fields;
  const pattern = `${likeText(productSlug(type, title))}%`;
  const taken = new Set(
    [
      ...(await tx.select({ id: products.id }).from(products).where(ilike(products.id, pattern))),
      ...(await tx
        .selectDistinct({ id: auditLog.entityId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'product'), ilike(auditLog.entityId, pattern)))),
    ].map((row) => row.id),
  );
  let n = 1;
  while (taken.has(productSlug(type, title, n))) n += 1;
  return productSlug(type, title, n);
}

async function checkBuyers(tx: Tx | Db, dates: MappedDate[], pending: ReadonlySet<string>) {
  const wanted = [...new Set(dates.flatMap((date) => date.reserved))].filter(
    (id) => !pending.has(id),
  );
  if (wanted.length === 0) return;
  const found = await tx.select({ id: buyers.id }).from(buyers).where(inArray(buyers.id, wanted));
  const have = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !have.has(id));
  if (missing.length > 0)
    throw new BadValue(`Käufer fehlt im Export (buyers): ${missing.slice(0, 5).join(', ')}.`);
}

const bookingKey = (legacyId: string, date: MappedDate) => `${legacyId}|${date.key}|`;

/**
 * Places sold here (or by staff) besides the imported ones: the export's buyers must fit next to
 * them, or the date would be oversold.
 */
async function checkPlacesBesideShop(
  tx: Tx | Db,
  dateId: number,
  imported: number[],
  date: MappedDate,
) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(courseBookings)
    .where(
      and(
        eq(courseBookings.courseDateId, dateId),
        takesPlace(),
        imported.length > 0 ? notInArray(courseBookings.id, imported) : undefined,
      ),
    );
  const shop = Number(row?.count ?? 0);
  if (shop + date.reserved.length > date.totalSpace)
    throw new BadValue(
      `${date.label ?? date.startsOn}: ${date.reserved.length} Buchungen aus dem Export und ${shop} aus diesem Shop, aber nur ${date.totalSpace} Plätze.`,
    );
}

async function syncDate(tx: Tx, productId: string, legacyId: string, date: MappedDate) {
  const known = await knownRecord(tx, 'course_dates', `${legacyId}|${date.key}`);
  const values = {
    label: date.label,
    startsOn: date.startsOn,
    fixedDates: date.fixedDates,
    time: date.time,
    totalSpace: date.totalSpace,
  };
  let dateId: number;
  if (known) {
    dateId = Number(known.targetId);
    await tx.update(courseDates).set(values).where(eq(courseDates.id, dateId));
  } else {
    const [row] = await tx
      .insert(courseDates)
      .values({ productId, ...values })
      .returning({ id: courseDates.id });
    if (!row) throw new Error('course date insert returned nothing');
    dateId = row.id;
  }
  await rememberRecords(tx, 'course_dates', [
    { legacyId: `${legacyId}|${date.key}`, targetId: String(dateId), fingerprint: '' },
  ]);
  const existing = new Map(
    (await recordsUnder(tx, 'course_bookings', bookingKey(legacyId, date))).map((r) => [
      r.legacyId,
      Number(r.targetId),
    ]),
  );
  await checkPlacesBesideShop(tx, dateId, [...existing.values()], date);
  const seen = new Map<string, number>();
  const wanted = date.reserved.map((buyerId) => {
    const n = (seen.get(buyerId) ?? 0) + 1;
    seen.set(buyerId, n);
    return { key: `${bookingKey(legacyId, date)}${buyerId}|${n}`, buyerId };
  });
  const added = wanted.filter((place) => !existing.has(place.key));
  if (added.length > 0) {
    const rows = await tx
      .insert(courseBookings)
      .values(
        added.map((place) => ({
          courseDateId: dateId,
          buyerId: place.buyerId,
          status: 'confirmed' as const,
        })),
      )
      .returning({ id: courseBookings.id });
    await rememberRecords(
      tx,
      'course_bookings',
      added.map((place, index) => ({
        legacyId: place.key,
        targetId: String(rows[index]?.id),
        fingerprint: '',
      })),
    );
  }
  const wantedKeys = new Set(wanted.map((place) => place.key));
  const gone = [...existing].filter(([key]) => !wantedKeys.has(key));
  if (gone.length > 0) {
    await tx.delete(courseBookings).where(
      inArray(
        courseBookings.id,
        gone.map(([, id]) => id),
      ),
    );
    await forgetRecords(
      tx,
      'course_bookings',
      gone.map(([key]) => key),
    );
  }
}

/** Dates the newer export no longer has: their imported places go; the date too if now empty. */
async function dropOldDates(tx: Tx, legacyId: string, dates: MappedDate[]) {
  const keep = new Set(dates.map((date) => `${legacyId}|${date.key}`));
  for (const old of await recordsUnder(tx, 'course_dates', `${legacyId}|`)) {
    if (keep.has(old.legacyId)) continue;
    const places = await recordsUnder(tx, 'course_bookings', `${old.legacyId}|`);
    const ids = places.map((place) => Number(place.targetId));
    if (ids.length > 0) await tx.delete(courseBookings).where(inArray(courseBookings.id, ids));
    await forgetRecords(
      tx,
      'course_bookings',
      places.map((place) => place.legacyId),
    );
    const dateId = Number(old.targetId);
    await tx
      .delete(courseDates)
      .where(
        and(
          eq(courseDates.id, dateId),
          sql`not exists (select 1 from course_bookings cb where cb.course_date_id = ${dateId})`,
          sql`not exists (select 1 from order_items oi where oi.course_date_id = ${dateId})`,
        ),
      );
    await forgetRecords(tx, 'course_dates', [old.legacyId]);
  }
}

async function syncImages(tx: Tx, productId: string, product: MappedProduct, existed: boolean) {
  const before = existed
    ? await tx
        .select({ id: productImages.imageId })
        .from(productImages)
        .where(eq(productImages.productId, productId))
    : [];
  const wanted = product.images.map((image) => image.id);
  const removed = before.map((row) => row.id).filter((id) => !wanted.includes(id));
  for (const image of product.images) {
    const { id, mime, width, height, bytes } = image;
    await tx.insert(images).values({ id, mime, width, height, bytes }).onConflictDoNothing();
  }
  if (removed.length > 0) {
    await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), inArray(productImages.imageId, removed)));
    await dropUnusedImages(tx, removed);
  }
  for (const [position, imageId] of wanted.entries()) {
    await tx
      .insert(productImages)
      .values({ productId, imageId, position, alt: product.fields.title })
      .onConflictDoUpdate({
        target: [productImages.productId, productImages.imageId],
        set: { position },
      });
  }
}

type ProductResult = { outcome: Outcome; productId: string | null } | { problem: unknown };

interface ProductPlan {
  print: string;
  outcome: Outcome;
  /** The product an earlier import made, if it is still here. */
  stillId: string | null;
  /** An earlier import took this legacy product (its dates and places may be here). */
  known: boolean;
}

/** What each product of a batch would do: nothing (same fingerprint), or be created or updated. */
async function planProducts(db: Db | Tx, batch: MappedProduct[]): Promise<ProductPlan[]> {
  const known = await knownRecords(
    db,
    'products',
    batch.map((product) => product.legacyId),
  );
  const targets = [...known.values()].map((record) => record.targetId);
  const still = new Set(
    targets.length > 0
      ? (
          await db.select({ id: products.id }).from(products).where(inArray(products.id, targets))
        ).map((row) => row.id)
      : [],
  );
  return batch.map((product) => {
    const print = productFingerprint(product);
    const record = known.get(product.legacyId);
    const stillId = record && still.has(record.targetId) ? record.targetId : null;
    const outcome: Outcome = !stillId
      ? 'created'
      : record?.fingerprint === print
        ? 'unchanged'
        : 'updated';
    return { print, outcome, stillId, known: Boolean(record) };
  });
}

async function writeProduct(
  tx: Tx,
  product: MappedProduct,
  plan: ProductPlan,
  pendingBuyers: ReadonlySet<string>,
): Promise<string> {
  await checkBuyers(tx, product.dates, pendingBuyers);
  const values = { ...product.fields, updatedAt: new Date() };
  const id = plan.stillId ?? (await freeProductId(tx, product));
  if (plan.stillId) {
    await tx
      .update(products)
      .set({ ...values, version: sql`${products.version} + 1` })
      .where(eq(products.id, id));
  } else {
    await tx
      .insert(products)
      .values({ id, ...values, taxClassId: DEFAULT_TAX_CLASSES[product.fields.type] });
  }
  await syncImages(tx, id, product, plan.stillId !== null);
  // a product no import took before has no dates or places of an older export
  if (plan.known) await dropOldDates(tx, product.legacyId, product.dates);
  for (const date of product.dates) await syncDate(tx, id, product.legacyId, date);
  await rememberRecords(tx, 'products', [
    { legacyId: product.legacyId, targetId: id, fingerprint: plan.print },
  ]);
  return id;
}

/**
 * Products with their pictures, dates and places, many in one transaction (one commit each
 * would cost most of the import's time) but each in its own savepoint: a product lands whole or
 * not at all, and one that fails costs only itself. Unchanged since the last import (same
 * fingerprint), nothing is written; a dry run only reads and says what it would do. `done` hears
 * of each product once its transaction committed.
 */
export async function importProducts(
  db: Db,
  batch: MappedProduct[],
  options: { dryRun: boolean; pendingBuyers: ReadonlySet<string> },
  done: (product: MappedProduct, result: ProductResult) => void,
): Promise<void> {
  const results: ProductResult[] = [];
  try {
    if (options.dryRun) {
      const plans = await planProducts(db, batch);
      for (const [index, product] of batch.entries()) {
        const plan = plans[index] as ProductPlan;
        try {
          if (plan.outcome !== 'unchanged')
            await checkBuyers(db, product.dates, options.pendingBuyers);
          results.push({ outcome: plan.outcome, productId: plan.stillId });
        } catch (problem) {
          results.push({ problem });
        }
      }
    } else {
      await db.transaction(async (tx) => {
        const plans = await planProducts(tx, batch);
        for (const [index, product] of batch.entries()) {
          const plan = plans[index] as ProductPlan;
          if (plan.outcome === 'unchanged') {
            results.push({ outcome: 'unchanged', productId: plan.stillId });
            continue;
          }
          try {
            const productId = await tx.transaction((savepoint) =>
              writeProduct(savepoint, product, plan, options.pendingBuyers),
            );
            results.push({ outcome: plan.outcome, productId });
          } catch (problem) {
            results.push({ problem });
          }
        }
      });
    }
  } catch (batchError) {
    if (batch.length === 1) {
      const [product] = batch;
      if (product) done(product, { problem: batchError });
      return;
    }
    for (const product of batch) await importProducts(db, [product], options, done);
    return;
  }
  for (const [index, product] of batch.entries()) {
    const result = results[index];
    if (result) done(product, result);
  }
}
