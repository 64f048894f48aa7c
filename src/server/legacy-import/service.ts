import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  type ImportProgress,
  type ImportReport,
  LEGACY_COLLECTIONS,
  type LegacyCollection,
} from '../../domain/legacy-import-schema';
import type { Db } from '../db/client';
import { images, legacyRecords } from '../db/schema';
import { ensureTaxClasses } from '../db/tax-classes';
import { createImageSpool, type ImageSpool, imageFromBase64 } from './images';
import { type MappedProduct, mapProduct } from './map-product';
import { importRatings, type MappedRating, mapRating } from './ratings';
import { type ExportEntry, readExport } from './read-export';
import { type ReportBuilder, reportBuilder } from './report';
import {
  importBuyer,
  importDiscountCode,
  importShippingCost,
  mapBuyer,
  mapDiscountCode,
  mapShippingCost,
} from './small-collections';
import { BadValue, idOf } from './values';
import { importProducts } from './write-product';

// the names `mongoexport --collection=… --out=<name>.json` gives, and the spec's collection names
const FILE_NAMES: Record<LegacyCollection, string[]> = {
  buyers: ['buyers', 'buyer'],
  product_images: ['product_images', 'productimages'],
  products: ['products', 'product'],
  ratings: ['ratings', 'rating'],
  discount_codes: ['discount_codes', 'codes', 'code'],
  shipping_costs: ['shipping_costs', 'shippingcosts'],
};
const EXTENSIONS = new Set(['.json', '.jsonl', '.ndjson']);
const RATING_BATCH = 500;
const PRODUCT_BATCH = 100;

export interface ImportOptions {
  dryRun: boolean;
  onProgress?: (progress: ImportProgress) => void;
}

async function exportFiles(dir: string) {
  const names = await readdir(dir);
  const files = new Map<LegacyCollection, { path: string; size: number }>();
  for (const collection of LEGACY_COLLECTIONS) {
    const name = names.find((file) => {
      const extension = extname(file).toLowerCase();
      const base = file.slice(0, file.length - extension.length).toLowerCase();
      return EXTENSIONS.has(extension) && FILE_NAMES[collection].includes(base);
    });
    if (name) {
      const path = join(dir, name);
      files.set(collection, { path, size: (await stat(path)).size });
    }
  }
  return files;
}

const problemOf = (error: unknown) =>
  error instanceof BadValue ? error.message : `Fehler beim Schreiben: ${(error as Error).message}`;

/**
 * Imports the legacy shop's export in DIR (docs/decisions/036-legacy-import.md), collection by
 * collection, streamed. Every record lands whole or is skipped with its reason; the rest goes on.
 * A dry run reads the database only and reports what a run would do.
 */
export async function importLegacyExport(
  db: Db,
  dir: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const { dryRun } = options;
  const report = reportBuilder(dryRun);
  const files = await exportFiles(dir);
  const total = [...files.values()].reduce((sum, file) => sum + file.size, 0);
  let before = 0;
  const spool = await createImageSpool();
  const run = new Run(db, report, spool, dryRun);
  try {
    // an import into a shop that never started has none yet
    if (!dryRun) await ensureTaxClasses(db);
    for (const collection of LEGACY_COLLECTIONS) {
      const file = files.get(collection);
      if (!file) {
        report.missing(collection);
        continue;
      }
      const progress = (bytes: number) =>
        options.onProgress?.({ collection, done: before + bytes, total });
      progress(0);
      await run.collection(collection, readExport(file.path, progress));
      before += file.size;
    }
    options.onProgress?.({ collection: null, done: total, total });
    return report.report();
  } finally {
    await spool.dispose();
  }
}

class Run {
  // what a dry run would have created, so later collections can refer to it
  private readonly pendingBuyers = new Set<string>();
  private readonly products = new Map<string, string>();
  private ratings: MappedRating[] = [];
  // products being mapped (their pictures decoded) while the batch before them is written
  private mapping: { legacyId: string; mapped: Promise<MappedProduct> }[] = [];
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly report: ReportBuilder,
    private readonly spool: ImageSpool,
    private readonly dryRun: boolean,
  ) {}

  async collection(collection: LegacyCollection, entries: AsyncGenerator<ExportEntry>) {
    if (collection === 'ratings') await this.loadProducts();
    const seen = new Map<string, string>();
    let shippingTaken = false;
    const inFlight = new Set<Promise<void>>();
    for await (const entry of entries) {
      if ('problem' in entry) {
        await this.skip(collection, entry.at, entry.problem);
        continue;
      }
      const { document } = entry;
      const legacyId = this.idOf(collection, document) ?? entry.at;
      const first = seen.get(legacyId);
      if (first) {
        await this.skip(collection, legacyId, `Doppelt im Export (zuerst ${first}).`);
        continue;
      }
      seen.set(legacyId, entry.at);
      const work = this.one(collection, document, legacyId, shippingTaken).catch((error) =>
        this.skip(collection, legacyId, problemOf(error)),
      );
      if (collection === 'shipping_costs') shippingTaken = true;
      // images are decoded two at a time (the second core); everything else in order
      if (collection !== 'product_images') await work;
      else {
        const tracked = work.finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
        if (inFlight.size >= 2) await Promise.race(inFlight);
      }
    }
    await Promise.all(inFlight);
    if (collection === 'ratings') await this.flushRatings();
    if (collection === 'products') {
      this.flushProducts();
      await this.writing;
    }
  }

  private idOf(collection: LegacyCollection, doc: Record<string, unknown>): string | null {
    switch (collection) {
      case 'buyers':
        return idOf(doc.buyerId ?? doc._id);
      case 'products':
        return idOf(doc.productId);
      case 'discount_codes':
        return idOf(doc.text ?? doc.code);
      default:
        return idOf(doc._id ?? doc.id);
    }
  }

  private async one(
    collection: LegacyCollection,
    doc: Record<string, unknown>,
    legacyId: string,
    shippingTaken: boolean,
  ): Promise<void> {
    const { db, dryRun, report } = this;
    switch (collection) {
      case 'buyers': {
        const outcome = await importBuyer(db, mapBuyer(doc, legacyId), dryRun);
        if (dryRun) this.pendingBuyers.add(legacyId);
        return report.count(collection, outcome);
      }
      case 'product_images':
        return this.image(doc, legacyId);
      case 'products': {
        if (doc.productId === undefined) throw new BadValue('productId fehlt.');
        return this.queueProduct(legacyId, mapProduct(doc, legacyId, this.spool));
      }
      case 'ratings': {
        if (doc._id === undefined && doc.id === undefined) throw new BadValue('_id fehlt.');
        this.ratings.push(mapRating(doc, legacyId, (id) => this.products.get(id)));
        if (this.ratings.length >= RATING_BATCH) await this.flushRatings();
        return;
      }
      case 'discount_codes':
        return report.count(collection, await importDiscountCode(db, mapDiscountCode(doc), dryRun));
      case 'shipping_costs': {
        if (shippingTaken)
          throw new BadValue('Nur ein Versandpreis (Deutschland) wird übernommen: der erste.');
        const cost = mapShippingCost(doc, legacyId);
        return report.count(collection, await importShippingCost(db, cost, dryRun));
      }
    }
  }

  private async image(doc: Record<string, unknown>, legacyId: string): Promise<void> {
    try {
      const image = await imageFromBase64(doc.image, 'image');
      await this.spool.put(legacyId, image);
      const [stored] = await this.db
        .select({ id: images.id })
        .from(images)
        .where(eq(images.id, image.id));
      this.report.count('product_images', stored ? 'unchanged' : 'created');
    } catch (error) {
      this.spool.refuse(legacyId, problemOf(error));
      throw error;
    }
  }

  // products imported before (and not in this export) keep their ratings' links
  private async loadProducts(): Promise<void> {
    const rows = await this.db
      .select({ legacyId: legacyRecords.legacyId, targetId: legacyRecords.targetId })
      .from(legacyRecords)
      .where(eq(legacyRecords.collection, 'products'));
    for (const row of rows)
      if (!this.products.has(row.legacyId)) this.products.set(row.legacyId, row.targetId);
  }

  /** Products are reported in the export's order, so their refusals wait in the queue too. */
  private async skip(collection: LegacyCollection, id: string, reason: string): Promise<void> {
    if (collection === 'products')
      await this.queueProduct(id, Promise.reject(new BadValue(reason)));
    else this.report.skip(collection, id, reason);
  }

  private async queueProduct(legacyId: string, mapped: Promise<MappedProduct>): Promise<void> {
    // handled when its batch is written; until then a refusal must not count as unhandled
    mapped.catch(() => {});
    this.mapping.push({ legacyId, mapped });
    if (this.mapping.length >= PRODUCT_BATCH) {
      await this.writing;
      this.flushProducts();
    }
  }

  /** Writes the mapped batch in the background: the next batch's pictures decode meanwhile. */
  private flushProducts(): void {
    const batch = this.mapping;
    this.mapping = [];
    const previous = this.writing;
    this.writing = previous.then(() => this.writeProducts(batch));
  }

  private async writeProducts(batch: { legacyId: string; mapped: Promise<MappedProduct> }[]) {
    const mapped: MappedProduct[] = [];
    for (const { legacyId, mapped: pending } of batch) {
      try {
        mapped.push(await pending);
      } catch (error) {
        this.report.skip('products', legacyId, problemOf(error));
      }
    }
    await importProducts(
      this.db,
      mapped,
      { dryRun: this.dryRun, pendingBuyers: this.pendingBuyers },
      (product, result) => {
        if ('problem' in result) {
          this.report.skip('products', product.legacyId, problemOf(result.problem));
          return;
        }
        this.products.set(product.legacyId, result.productId ?? `neu:${product.legacyId}`);
        this.report.count('products', result.outcome);
      },
    );
  }

  private async flushRatings(): Promise<void> {
    const batch = this.ratings;
    this.ratings = [];
    if (batch.length === 0) return;
    await importRatings(this.db, batch, this.dryRun, (rating, outcome) => {
      if (typeof outcome === 'string') this.report.count('ratings', outcome);
      else
        this.report.skip('ratings', rating.legacyId, `Fehler beim Schreiben: ${outcome.problem}`);
    });
  }
}
