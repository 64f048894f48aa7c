import { and, asc, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { type ImageRef, imageRef, type ProductType } from '../../domain/catalog';
import type {
  CourseDate,
  CourseInfo,
  FoodInfo,
  ProductDetail,
  ProductSummary,
} from '../../domain/catalog-schema';
import { daysOfDate, freePlaces } from '../../domain/course';
import { type FoodFields, honeyOriginText } from '../../domain/food-info';
import { compareTitles } from '../../domain/german-order';
import { maxPerOrder } from '../../domain/order-limits';
import type { Db, Tx } from '../db/client';
import { courseDates, productImages, products, taxClasses } from '../db/schema';
import { notFound } from '../errors';
import { chargedRateBp } from '../invoices/small-business';
import { placesTakenOfEachDate } from './places-taken';
import { type PriceNow, pricesNow } from './price-history';

const summaryColumns = {
  id: products.id,
  type: products.type,
  title: products.title,
  priceCents: products.priceCents,
  shortDescription: products.shortDescription,
  amountAvailable: products.amountAvailable,
  properties: products.properties,
  taxRateBp: chargedRateBp,
  netContentAmount: products.netContentAmount,
  netContentUnit: products.netContentUnit,
  reducedPriceCents: products.reducedPriceCents,
  reductionStartsAt: products.reductionStartsAt,
  reductionEndsAt: products.reductionEndsAt,
  imageId: sql<string | null>`(select pi.image_id from product_images pi
    where pi.product_id = "products"."id" order by pi.position limit 1)`,
  imageAlt: sql<string | null>`(select pi.alt from product_images pi
    where pi.product_id = "products"."id" order by pi.position limit 1)`,
  ratingMean: sql<number | null>`(select round(avg(r.rate)::numeric, 2)::float8 from ratings r
    where r.product_id = "products"."id" and r.enabled)`,
  ratingCount: sql<number>`(select count(*)::int from ratings r
    where r.product_id = "products"."id" and r.enabled)`,
};

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow, price: PriceNow | undefined): ProductSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    // the price charged now: reduced while a reduction runs (the checkout prices the same way)
    priceCents: price?.priceCents ?? row.priceCents,
    reduction: price?.reduction ?? null,
    shortDescription: row.shortDescription,
    amountAvailable: row.amountAvailable,
    image: row.imageId ? imageRef(row.imageId, row.imageAlt ?? row.title) : null,
    rating: {
      mean: row.ratingMean === null ? null : Number(row.ratingMean),
      count: Number(row.ratingCount),
    },
    firstProperty: row.properties[0] ?? null,
    taxRateBp: row.taxRateBp,
    netContent:
      row.netContentAmount && row.netContentUnit
        ? { amount: row.netContentAmount, unit: row.netContentUnit }
        : null,
  };
}

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(taxClasses, eq(products.taxClassId, taxClasses.id));
}

/**
 * docs/shop/catalogue.md#sorting: title ascending, but courses newest-first by title descending.
 */
function sortForShop(list: ProductSummary[], type: ProductType): ProductSummary[] {
  const sorted = [...list].sort((a, b) => compareTitles(a.title, b.title));
  return type === 'course' ? sorted.reverse() : sorted;
}

/**
 * docs/shop/catalogue.md#what-is-listed: the shop lists what the owner displays and what can be
 * bought. "Displayed" is the owner's flag; sold out is read from the stock, so a product comes back
 * by itself when stock returns (an unpaid hold released, a delivery booked) — no process ever flips
 * the flag.
 */
const onSale = and(
  eq(products.productDisplayed, true),
  or(eq(products.type, 'course'), gt(products.amountAvailable, 0)),
);

async function summaries(db: Db, rows: SummaryRow[], now: Date): Promise<ProductSummary[]> {
  const prices = await pricesNow(db, rows, now);
  return rows.map((row) => toSummary(row, prices.get(row.id)));
}

export async function listProducts(
  db: Db,
  type: ProductType,
  now: Date,
): Promise<ProductSummary[]> {
  const rows = await selectSummaries(db).where(and(eq(products.type, type), onSale));
  return sortForShop(await summaries(db, rows, now), type);
}

export async function relatedProducts(
  db: Db,
  id: string,
  now: Date,
  limit = 6,
): Promise<ProductSummary[]> {
  const [product] = await db
    .select({ type: products.type })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound('Dieses Produkt gibt es nicht.');
  const rows = await selectSummaries(db).where(
    and(eq(products.type, product.type), onSale, ne(products.id, id)),
  );
  return sortForShop(await summaries(db, rows, now), product.type).slice(0, limit);
}

async function productImageRefs(db: Db, id: string, title: string): Promise<ImageRef[]> {
  const rows = await db
    .select({ imageId: productImages.imageId, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  return rows.map((row) => imageRef(row.imageId, row.alt || title));
}

/** Bookable dates (today or later) with places held or confirmed counted as reserved. */
export async function bookableCourseDates(
  db: Db | Tx,
  productId: string,
  today: string,
): Promise<CourseDate[]> {
  const rows = await db
    .select({
      id: courseDates.id,
      label: courseDates.label,
      startsOn: courseDates.startsOn,
      time: courseDates.time,
      totalSpace: courseDates.totalSpace,
      fixedDates: courseDates.fixedDates,
      reserved: placesTakenOfEachDate(),
    })
    .from(courseDates)
    .where(
      and(
        eq(courseDates.productId, productId),
        gte(courseDates.startsOn, today),
        // docs/shop/courses.md#cancelling-a-date: a cancelled date is never offered again
        isNull(courseDates.cancelledAt),
      ),
    )
    .orderBy(asc(courseDates.startsOn), asc(courseDates.id));
  return rows.map((row) => {
    const reserved = Number(row.reserved);
    return {
      id: row.id,
      label: row.label,
      date: row.startsOn,
      time: row.time,
      totalSpace: row.totalSpace,
      reserved,
      free: freePlaces(row.totalSpace, reserved),
      fixedDates: daysOfDate(row),
    };
  });
}

/** The food information as shown; null for what is not food, or has none entered. */
function foodInfo(food: FoodFields | null): FoodInfo | null {
  if (!food) return null;
  const { honeyOrigin, originCountry, ...texts } = food;
  const origin = honeyOriginText(food);
  if (!origin && Object.values(texts).every((text) => text.trim() === '')) return null;
  return { ...texts, origin };
}

export async function productDetail(
  db: Db,
  id: string,
  today: string,
  now: Date,
): Promise<ProductDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      productDisplayed: products.productDisplayed,
      maxPerOrder: products.maxPerOrder,
      description: products.description,
      longDescription: products.longDescription,
      courseSeries: products.courseSeries,
      courseTime: products.courseTime,
      courseLocation: products.courseLocation,
      courseSections: products.courseSections,
      food: products.food,
    })
    .from(products)
    .innerJoin(taxClasses, eq(products.taxClassId, taxClasses.id))
    .where(eq(products.id, id));
  if (!row) throw notFound('Dieses Produkt gibt es nicht.');
  const images = await productImageRefs(db, id, row.title);
  // a hidden product's page still answers an old link, but offers nothing the checkout would
  // refuse: sold out (a notice waits for its return), no dates to book
  const forSale = row.productDisplayed;
  let course: CourseInfo | null = null;
  if (row.type === 'course') {
    course = {
      series: row.courseSeries,
      time: row.courseTime ?? '',
      location: row.courseLocation ?? '',
      sections: row.courseSections,
      dates: forSale ? await bookableCourseDates(db, id, today) : [],
    };
  }
  const prices = await pricesNow(db, [row], now);
  return {
    ...toSummary(row, prices.get(row.id)),
    amountAvailable: forSale ? row.amountAvailable : 0,
    maxPerOrder: maxPerOrder(row),
    description: row.description,
    longDescription: row.longDescription,
    images,
    properties: row.properties,
    food: foodInfo(row.food),
    course,
  };
}

/** What search engines should find: the products the shop lists, with their last change. */
export async function listedProductPages(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(onSale)
    .orderBy(products.id);
}
