import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import {
  buyers,
  courseBookings,
  courseDates,
  discountCodes,
  images,
  productImages,
  products,
  ratings,
  shippingCosts,
} from '../schema';
import { isCatalogueEmpty, resetDatabase, seedDemoCatalogue } from './seed';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoCatalogue(database.db);
  // generous: rendering ~80 pictures takes seconds, more on a busy CI machine
});

afterAll(async () => {
  await database?.close();
});

async function placesByDate() {
  const dates = await database.db.select().from(courseDates);
  const bookings = await database.db
    .select()
    .from(courseBookings)
    .where(eq(courseBookings.status, 'confirmed'));
  return dates.map((date) => ({
    ...date,
    booked: bookings.filter((booking) => booking.courseDateId === date.id).length,
  }));
}

describe('demo catalogue seed', () => {
  it('has enough displayed products of every type for the shop pages', async () => {
    const rows = await database.db
      .select({ type: products.type, total: count() })
      .from(products)
      .where(eq(products.productDisplayed, true))
      .groupBy(products.type);
    const byType = Object.fromEntries(rows.map((row) => [row.type, row.total]));
    // docs/shop/catalogue.md#paging: page size 6 plus 3 per "Load more" → 13 honey products load
    // more twice
    expect(byType.honig).toBeGreaterThanOrEqual(13);
    expect(byType.drink).toBeGreaterThanOrEqual(4);
    expect(byType.care).toBeGreaterThanOrEqual(3);
    expect(byType.strength).toBeGreaterThanOrEqual(3);
    expect(byType.other).toBeGreaterThanOrEqual(3);
    expect(byType.course).toBeGreaterThanOrEqual(3);
  });

  it('uses valid ids, hides sold-out products and taxes only non-honey items', async () => {
    const rows = await database.db.select().from(products);
    for (const product of rows) {
      expect(product.id).toMatch(/^[pc]-[a-z0-9-]{1,60}$/);
      expect(product.id.startsWith('c-')).toBe(product.type === 'course');
      expect(product.taxClassId).toBe(product.type === 'honig' ? 'exempt' : 'standard');
      expect(Number.isInteger(product.priceCents)).toBe(true);
      if (product.type !== 'course' && product.amountAvailable === 0) {
        expect(product.productDisplayed).toBe(false);
      }
    }
    expect(rows.some((product) => !product.productDisplayed)).toBe(true);
    expect(
      rows.filter((product) => product.amountAvailable > 0 && product.amountAvailable < 5).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('gives every product two to four content-addressed images', async () => {
    const links = await database.db.select().from(productImages);
    const all = await database.db.select({ id: products.id }).from(products);
    for (const { id } of all) {
      const own = links.filter((link) => link.productId === id).map((link) => link.position);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.sort()).toEqual(own.map((_, index) => index));
    }
    const stored = await database.db
      .select({ id: images.id, mime: images.mime, width: images.width })
      .from(images);
    for (const image of stored) {
      expect(image.id).toMatch(/^[a-f0-9]{24}$/);
      expect(image.width).toBe(1200);
    }
  });

  it('stores the discount code, the shipping cost and ratings with a half-star mean', async () => {
    const [code] = await database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'HONIG10'));
    expect(code?.percentage).toBe(10);
    const shipping = await database.db.select().from(shippingCosts);
    expect(shipping.map((row) => row.amountCents)).toEqual([675]);
    const means = await database.db
      .select({ productId: ratings.productId, mean: sql<number>`avg(${ratings.rate})::float` })
      .from(ratings)
      .where(eq(ratings.enabled, true))
      .groupBy(ratings.productId);
    expect(means.some((row) => row.mean === 4.5)).toBe(true);
    const all = await database.db.select().from(ratings);
    expect(all.some((rating) => !rating.enabled)).toBe(true);
    expect(all.some((rating) => rating.enabled && rating.comment === null)).toBe(true);
  });

  it('books course places so that one date is full and one nearly full', async () => {
    const dates = await placesByDate();
    for (const date of dates) {
      expect(date.productId.startsWith('c-')).toBe(true);
      expect(date.startsOn > '2026-11-22').toBe(true);
      expect(date.fixedDates[0]).toBe(date.startsOn);
      expect(date.booked).toBeLessThanOrEqual(date.totalSpace);
    }
    expect(dates.some((date) => date.booked === date.totalSpace)).toBe(true);
    expect(dates.some((date) => [1, 2].includes(date.totalSpace - date.booked))).toBe(true);
    const groups = dates.filter((date) => date.label !== null);
    expect(groups.map((date) => date.label).sort()).toEqual(['Gruppe 1', 'Gruppe 2']);
    for (const group of groups) expect(group.fixedDates.length).toBeGreaterThanOrEqual(4);
    const [series] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, groups[0]?.productId ?? ''));
    expect(series?.courseSeries).toBe(true);
    expect(series?.title).toBe('Kräuterkurs im Jahreskreis');
  });

  it('creates buyers with ids of b- and 17 characters', async () => {
    const rows = await database.db.select().from(buyers);
    expect(rows.length).toBeGreaterThan(0);
    for (const buyer of rows) {
      expect(buyer.id).toMatch(/^b-[A-Za-z0-9]{17}$/);
      expect(buyer.email).toMatch(/@example\.org$/);
    }
  });

  it('resets to an empty database and seeds again', async () => {
    const before = await database.db.select({ total: count() }).from(products);
    await resetDatabase(database.db);
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    const [imageCount] = await database.db.select({ total: count() }).from(images);
    expect(imageCount?.total).toBe(0);
    await seedDemoCatalogue(database.db);
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    const after = await database.db.select({ total: count() }).from(products);
    expect(after).toEqual(before);
  }, 60_000);
});
