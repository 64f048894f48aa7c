import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import {
  buyers,
  courseBookings,
  courseDates,
  discountCodes,
  images,
  pickupPlaces,
  priceHistory,
  productImages,
  products,
  ratings,
  shippingCosts,
} from '../schema';
import { DEFAULT_TAX_CLASSES, ensureTaxClasses } from '../tax-classes';
import { insertHoneyBatches } from './batches';
import { makeBuyers } from './buyers';
import { CATALOGUE, DISCOUNT_CODES, PICKUP_PLACES, SHIPPING_COSTS } from './catalogue-data';
import type { SeedProduct } from './catalogue-types';
import { type StoredDrawing, storedDrawing } from './drawing';
import { DEMO_REDUCTION, FOOD_INFORMATION } from './food-information';

const DAY_MS = 24 * 3_600_000;

// a few megabytes of bytea per statement keeps PGlite's memory use modest
const IMAGE_BATCH = 8;

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * Inserts the demo catalogue; expects an empty catalogue (see isCatalogueEmpty / resetDatabase).
 * Its price history and the one reduction are laid out around `now`.
 */
export async function seedDemoCatalogue(db: Db, now = new Date()): Promise<void> {
  const drawings = new Map(
    CATALOGUE.flatMap((product) =>
      product.images.map((image) => [image.svg, storedDrawing(image.svg)] as const),
    ),
  );
  await db.transaction(async (tx) => {
    await ensureTaxClasses(tx);
    await tx.insert(products).values(CATALOGUE.map((product) => productRow(product, now)));
    await tx.insert(priceHistory).values(priceHistoryRows(now));
    await insertImages(tx, CATALOGUE, drawings);
    await insertCourseDates(tx, CATALOGUE);
    await insertHoneyBatches(tx, CATALOGUE);
    const ratingRows = CATALOGUE.flatMap((product) =>
      (product.ratings ?? []).map((rating) => ({
        ...rating,
        productId: product.id,
        orderId: null,
      })),
    );
    if (ratingRows.length > 0) await tx.insert(ratings).values(ratingRows);
    await tx.insert(discountCodes).values(DISCOUNT_CODES);
    await tx.insert(shippingCosts).values(SHIPPING_COSTS);
    await tx.insert(pickupPlaces).values(PICKUP_PLACES);
  });
}

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

function reductionOf(product: SeedProduct, now: Date) {
  if (product.id !== DEMO_REDUCTION.productId) return {};
  const startsAt = daysFrom(now, -DEMO_REDUCTION.startedDaysAgo);
  return {
    reducedPriceCents: DEMO_REDUCTION.reducedPriceCents,
    reductionStartsAt: startsAt,
    reductionEndsAt: daysFrom(startsAt, DEMO_REDUCTION.runsDays),
  };
}

/** Every product's price since a season ago; the reduced one's earlier price and reduction. */
function priceHistoryRows(now: Date): (typeof priceHistory.$inferInsert)[] {
  const seasonAgo = daysFrom(now, -120);
  const rows: (typeof priceHistory.$inferInsert)[] = CATALOGUE.map((product) => ({
    productId: product.id,
    kind: 'regular' as const,
    priceCents:
      product.id === DEMO_REDUCTION.productId
        ? DEMO_REDUCTION.earlierPriceCents
        : product.priceCents,
    startsAt: seasonAgo,
  }));
  const reduced = CATALOGUE.find((product) => product.id === DEMO_REDUCTION.productId);
  const reduction = reduced && reductionOf(reduced, now);
  if (!reduced || !reduction?.reductionStartsAt) return rows;
  const { raisedDaysBeforeStart } = DEMO_REDUCTION;
  return [
    ...rows,
    {
      productId: reduced.id,
      kind: 'regular',
      priceCents: reduced.priceCents,
      startsAt: daysFrom(reduction.reductionStartsAt, -raisedDaysBeforeStart),
    },
    {
      productId: reduced.id,
      kind: 'reduced',
      priceCents: reduction.reducedPriceCents,
      startsAt: reduction.reductionStartsAt,
      endsAt: reduction.reductionEndsAt,
    },
  ];
}

function productRow(product: SeedProduct, now: Date): typeof products.$inferInsert {
  return {
    id: product.id,
    type: product.type,
    title: product.title,
    priceCents: product.priceCents,
    shortDescription: product.shortDescription,
    description: product.description,
    longDescription: product.longDescription,
    amountAvailable: product.amountAvailable,
    productDisplayed: product.productDisplayed ?? true,
    taxClassId: DEFAULT_TAX_CLASSES[product.type],
    properties: product.properties,
    netContentAmount: product.netContent?.amount ?? null,
    netContentUnit: product.netContent?.unit ?? null,
    courseSeries: product.course?.series ?? false,
    courseTime: product.course?.time ?? null,
    courseLocation: product.course?.location ?? null,
    courseBring: product.course?.bring ?? null,
    courseSections: product.course?.sections ?? [],
    food: FOOD_INFORMATION[product.id] ?? null,
    ...reductionOf(product, now),
  };
}

async function insertImages(
  tx: Tx,
  catalogue: SeedProduct[],
  drawings: Map<string, StoredDrawing>,
): Promise<void> {
  const drawing = (svg: string): StoredDrawing => {
    const found = drawings.get(svg);
    if (!found) throw new Error('image was not prepared');
    return found;
  };
  const distinct = [...new Map([...drawings.values()].map((image) => [image.id, image])).values()];
  for (let start = 0; start < distinct.length; start += IMAGE_BATCH) {
    await tx
      .insert(images)
      .values(distinct.slice(start, start + IMAGE_BATCH))
      .onConflictDoNothing();
  }
  const links = catalogue.flatMap((product) => {
    // a picture shown twice for one product would break the (product, image) key
    const seen = new Set<string>();
    return product.images.flatMap((image) => {
      const { id } = drawing(image.svg);
      if (seen.has(id)) return [];
      seen.add(id);
      return [{ productId: product.id, imageId: id, position: seen.size - 1, alt: image.alt }];
    });
  });
  await tx.insert(productImages).values(links);
}

async function insertCourseDates(tx: Tx, catalogue: SeedProduct[]): Promise<void> {
  const places: Array<{ courseDateId: number; booked: number }> = [];
  for (const product of catalogue) {
    for (const date of product.course?.dates ?? []) {
      const [startsOn] = date.fixedDates;
      if (!startsOn) throw new Error(`course date of ${product.id} has no days`);
      const [row] = await tx
        .insert(courseDates)
        .values({
          productId: product.id,
          label: date.label,
          startsOn,
          time: date.time,
          totalSpace: date.totalSpace,
          fixedDates: date.fixedDates,
        })
        .returning({ id: courseDates.id });
      if (row) places.push({ courseDateId: row.id, booked: date.booked });
    }
  }
  const { buyerRows, bookingRows } = makeBuyers(places);
  if (buyerRows.length === 0) return;
  await tx.insert(buyers).values(buyerRows);
  await tx.insert(courseBookings).values(bookingRows);
}

/** Empties every table of the schema (staff accounts included) in one statement. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
  });
}
