import { rm } from 'node:fs/promises';
import { EJSON } from 'bson';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../domain/legacy-import-schema';
import type { Db } from '../db/client';
import {
  buyers,
  courseBookings,
  courseDates,
  discountCodes,
  productImages,
  products,
  ratings,
  shippingCosts,
} from '../db/schema';
import { databaseKinds, type TestDatabase } from '../testing/databases';
import {
  BUYER_ANNA,
  BUYER_BERND,
  type LegacyDocuments,
  legacyDocuments,
  writeLegacyExport,
} from '../testing/legacy-export';
import { productOfLegacyId } from './legacy-records';
import { importLegacyExport } from './service';

const counts = (report: ImportReport) =>
  Object.fromEntries(
    Object.entries(report.collections).map(([name, c]) => [
      name,
      `${c.created}/${c.updated}/${c.unchanged}/${c.skipped}`,
    ]),
  );
const skips = (report: ImportReport) =>
  report.skipped.map((skip) => `${skip.collection} ${skip.id}: ${skip.reason}`);

async function placesOf(db: Db, legacyId: string) {
  const id = await productOfLegacyId(db, legacyId);
  const dates = await db
    .select()
    .from(courseDates)
    .where(eq(courseDates.productId, id ?? ''))
    .orderBy(courseDates.startsOn);
  return Promise.all(
    dates.map(async (date) => {
      const taken = await db
        .select({ buyer: buyers.firstName })
        .from(courseBookings)
        .innerJoin(buyers, eq(buyers.id, courseBookings.buyerId))
        .where(eq(courseBookings.courseDateId, date.id))
        .orderBy(buyers.firstName);
      return {
        label: date.label,
        startsOn: date.startsOn,
        fixedDates: date.fixedDates,
        totalSpace: date.totalSpace,
        taken: taken.map((row) => row.buyer),
      };
    }),
  );
}

describe.each(databaseKinds())('legacy import on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let documents: LegacyDocuments;
  const dirs: string[] = [];
  const exportOf = async (docs: LegacyDocuments, relaxed: boolean, array?: string[]) => {
    const dir = await writeLegacyExport(docs, { relaxed, array });
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    documents = await legacyDocuments();
  });
  afterAll(async () => {
    await database.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('dry run: counts per collection and every skipped record with its reason, nothing written', async () => {
    const dir = await exportOf(documents, false, ['buyer']);
    const report = await importLegacyExport(db, dir, { dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(counts(report)).toEqual({
      buyers: '2/0/0/1',
      product_images: '2/0/0/1',
      products: '4/0/0/8',
      ratings: '2/0/0/2',
      discount_codes: '1/0/0/1',
      shipping_costs: '1/0/0/0',
    });
    expect(skips(report)).toEqual([
      'buyers b-Nameless000000003: firstName und lastName fehlen.',
      'product_images 65a1b2c3d4e5f60718293a43: image ist kein gültiges Base64.',
      'products p3: price „12,90“ hat ein Dezimalkomma; erwartet wird ein Punkt (12.90).',
      'products p4: Unbekannter productType „gemuese“.',
      'products p5: title fehlt.',
      'products p6: Bild (image) ist kein gültiges Base64.',
      'products p1: Doppelt im Export (zuerst Zeile 1).',
      'products Zeile 8: productId fehlt.',
      'products p7: Bild 65a1b2c3d4e5f60718293a43: image ist kein gültiges Base64.',
      'products c3: Mehr Buchungen als Plätze: 2027-07-01 2 von 1. Bitte im alten Shop die Plätze erhöhen oder Buchungen klären.',
      'ratings 65b000000000000000000003: Produkt p3 wurde nicht übernommen.',
      'ratings 65b000000000000000000004: rate 7 liegt nicht zwischen 1 und 5.',
      'discount_codes NULL: percentage 0 liegt nicht zwischen 1 und 100.',
    ]);
    expect(await db.select().from(products)).toEqual([]);
    expect(await db.select().from(buyers)).toEqual([]);
  });

  it('imports what the dry run promised, with progress up to the whole export', async () => {
    const dir = await exportOf(documents, false, ['buyer']);
    const seen: number[] = [];
    const report = await importLegacyExport(db, dir, {
      dryRun: false,
      onProgress: (progress) => seen.push(progress.done / progress.total),
    });
    expect(counts(report).products).toBe('4/0/0/8');
    expect(report.skipped).toHaveLength(13);
    expect(seen.at(-1)).toBe(1);

    const honeyId = await productOfLegacyId(db, 'p1');
    expect(honeyId).toBe('p-bluetenhonig-aus-dem-altbestand');
    const [honey] = await db
      .select()
      .from(products)
      .where(eq(products.id, honeyId ?? ''));
    expect(honey).toMatchObject({
      priceCents: 1290,
      amountAvailable: 20,
      type: 'honig',
      taxClassId: 'exempt',
    });
    expect(honey?.properties).toEqual([{ key: 'gewicht', value: '500 g' }]);
    const pictures = await db
      .select({ imageId: productImages.imageId, position: productImages.position })
      .from(productImages)
      .where(eq(productImages.productId, honeyId ?? ''))
      .orderBy(productImages.position);
    expect(pictures).toHaveLength(3);
    const [juice] = await db.select().from(products).where(eq(products.id, 'p-holundersaft'));
    expect(juice?.priceCents).toBe(450);

    expect(await placesOf(db, 'c1')).toEqual([
      {
        label: null,
        startsOn: '2027-05-08',
        fixedDates: [],
        totalSpace: 8,
        taken: ['Anna', 'Anna', 'Bernd'],
      },
      { label: null, startsOn: '2027-06-12', fixedDates: [], totalSpace: 6, taken: [] },
    ]);
    const [course] = await db
      .select()
      .from(products)
      .where(eq(products.id, 'c-imkern-fuer-einsteiger'));
    expect(course).toMatchObject({
      courseTime: '10:00 – 16:00',
      courseSeries: false,
      priceCents: 8900,
    });
    expect(course?.properties).toEqual([{ key: 'leitung', value: 'Imker Jonas' }]);
    expect(course?.courseSections).toEqual([
      { heading: 'Weitere Informationen', items: ['Leitung: Imker Jonas'] },
    ]);
    expect(await placesOf(db, 'c2')).toEqual([
      {
        label: 'Gruppe 1',
        startsOn: '2027-03-13',
        fixedDates: ['2027-03-13', '2027-05-08'],
        totalSpace: 10,
        taken: ['Bernd'],
      },
      {
        label: 'Gruppe 2',
        startsOn: '2027-03-20',
        fixedDates: ['2027-03-20', '2027-05-15'],
        totalSpace: 10,
        taken: [],
      },
    ]);
    const [series] = await db
      .select()
      .from(products)
      .where(eq(products.id, 'c-kraeuterjahr-in-gruppen'));
    expect(series).toMatchObject({ courseSeries: true, priceCents: 14900 });
    expect(series?.courseSections).toEqual([
      { heading: 'Weitere Informationen', items: ['Wetterfeste Kleidung mitbringen'] },
    ]);
    expect(
      await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, 'c-ueberbuchter-kurs')),
    ).toEqual([]);

    const [anna] = await db.select().from(buyers).where(eq(buyers.id, BUYER_ANNA));
    expect(anna).toMatchObject({
      lastName: 'Imker',
      email: 'anna@example.org',
      phone: '0171 111111',
    });
    const stored = await db
      .select({ rate: ratings.rate, enabled: ratings.enabled, date: ratings.date })
      .from(ratings)
      .orderBy(ratings.rate);
    expect(stored).toEqual([
      { rate: 4, enabled: false, date: '2024-06-02' },
      { rate: 5, enabled: true, date: '2024-05-01' },
    ]);
    expect(
      await db
        .select({ code: discountCodes.code, percentage: discountCodes.percentage })
        .from(discountCodes),
    ).toEqual([{ code: 'SOMMER15', percentage: 15 }]);
    const [shipping] = await db
      .select()
      .from(shippingCosts)
      .where(eq(shippingCosts.countryGroup, 'DE'));
    expect(shipping?.amountCents).toBe(675);
  });

  it('a second run over the same export, in the other Extended JSON form, changes nothing', async () => {
    const dir = await exportOf(documents, true, ['products']);
    const report = await importLegacyExport(db, dir, { dryRun: false });
    expect(counts(report)).toEqual({
      buyers: '0/0/2/1',
      product_images: '0/0/2/1',
      products: '0/0/4/8',
      ratings: '0/0/2/2',
      discount_codes: '0/0/1/1',
      shipping_costs: '0/0/1/0',
    });
  });

  it('a newer export updates what changed: price, places, a rating, a picture dropped', async () => {
    // a copy that keeps the BSON types (structuredClone drops their classes)
    const newer: LegacyDocuments = EJSON.parse(EJSON.stringify(documents, { relaxed: false }), {
      relaxed: false,
    });
    const [honey, juice] = newer.products as Record<string, unknown>[];
    if (!honey || !juice) throw new Error('fixture changed');
    juice.price = '4.80';
    honey.imageIds = [];
    const course = (newer.products ?? []).find((doc) => doc.productId === 'c1') as {
      properties: { dates: { reserved: string[] }[] }[];
    };
    const first = course.properties[0]?.dates[0];
    if (first) first.reserved = [BUYER_ANNA, BUYER_BERND];
    (newer.ratings?.[1] as Record<string, unknown>).enabled = true;
    const dir = await exportOf(newer, false);
    const dry = await importLegacyExport(db, dir, { dryRun: true });
    expect(counts(dry).products).toBe('0/3/1/8');
    const report = await importLegacyExport(db, dir, { dryRun: false });
    expect(counts(report).products).toBe('0/3/1/8');
    expect(counts(report).ratings).toBe('0/1/1/2');
    const [stored] = await db.select().from(products).where(eq(products.id, 'p-holundersaft'));
    expect(stored?.priceCents).toBe(480);
    expect((await placesOf(db, 'c1'))[0]?.taken).toEqual(['Anna', 'Bernd']);
    const honeyPictures = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, 'p-bluetenhonig-aus-dem-altbestand'));
    expect(honeyPictures).toHaveLength(1);
    expect(await db.select().from(ratings).where(eq(ratings.enabled, true))).toHaveLength(2);
    expect(counts(await importLegacyExport(db, dir, { dryRun: false })).products).toBe('0/0/4/8');
  });
});
