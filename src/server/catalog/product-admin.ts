import { isDeepStrictEqual } from 'node:util';
import { and, eq, exists, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { imageUrl } from '../../domain/catalog';
import { EMPTY_FOOD } from '../../domain/food-info';
import { compareTitles } from '../../domain/german-order';
import { berlinLocalText } from '../../domain/price-history';
import {
  ADMIN_PRODUCT_LIST_LIMIT,
  type AdminProduct,
  type AdminProductList,
  MAX_STOCK,
  type ProductFields,
  type TaxClass,
} from '../../domain/product-admin-schema';
import { productSlug } from '../../domain/product-slug';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { likeText } from '../db/like-pattern';
import {
  auditLog,
  courseBookings,
  courseDates,
  images,
  orderItems,
  productBatches,
  productImages,
  products,
  taxClasses,
} from '../db/schema';
import { AppError, conflict, invalidInput, notFound } from '../errors';
import { recordPriceChange, reductionOf } from './price-history';
import {
  checkListable,
  type ProductSaveRules,
  reductionColumns,
  reductionToStore,
  storedFood,
} from './product-save-rules';

const NO_PRODUCT = 'Dieses Produkt gibt es nicht.';

const fieldColumns = {
  type: products.type,
  title: products.title,
  priceCents: products.priceCents,
  shortDescription: products.shortDescription,
  description: products.description,
  longDescription: products.longDescription,
  amountAvailable: products.amountAvailable,
  productDisplayed: products.productDisplayed,
  properties: products.properties,
  netContentAmount: products.netContentAmount,
  netContentUnit: products.netContentUnit,
  taxClassId: products.taxClassId,
  maxPerOrder: products.maxPerOrder,
  courseTime: products.courseTime,
  courseLocation: products.courseLocation,
  courseBring: products.courseBring,
  courseSeries: products.courseSeries,
  food: products.food,
  reducedPriceCents: products.reducedPriceCents,
  reductionStartsAt: products.reductionStartsAt,
  reductionEndsAt: products.reductionEndsAt,
};

type StoredRow = NonNullable<Awaited<ReturnType<typeof load>>>;

function toFields({ version, archivedAt, updatedAt, ...row }: StoredRow): ProductFields {
  return {
    ...row,
    courseTime: row.courseTime ?? '',
    courseLocation: row.courseLocation ?? '',
    courseBring: row.courseBring ?? '',
    food: row.food ?? EMPTY_FOOD,
    // staff enter and read a reduction in Berlin time
    reductionStartsAt: row.reductionStartsAt && berlinLocalText(row.reductionStartsAt),
    reductionEndsAt: row.reductionEndsAt && berlinLocalText(row.reductionEndsAt),
  };
}

/** Course details only belong to courses, food information to food; a reduction as decided. */
function storable(
  fields: ProductFields,
  rules: ProductSaveRules,
  reduction: ReturnType<typeof reductionToStore>,
) {
  const isCourse = fields.type === 'course';
  return {
    ...fields,
    courseTime: isCourse ? fields.courseTime : null,
    courseLocation: isCourse ? fields.courseLocation : null,
    courseBring: isCourse ? fields.courseBring : null,
    courseSeries: isCourse && fields.courseSeries,
    food: storedFood(fields, rules.foodTypes),
    ...reductionColumns(reduction),
  };
}

export async function listTaxClasses(db: Db): Promise<TaxClass[]> {
  return db.select().from(taxClasses).orderBy(taxClasses.rateBp, taxClasses.id);
}

/**
 * Products for the backoffice list, by German title, then id, the first of them when there are
 * more than the list shows, with how many match; archived ones only when asked for.
 */
export async function listAdminProducts(
  db: Db,
  filter: { q?: string; type?: ProductFields['type']; archived?: boolean },
): Promise<AdminProductList> {
  const conditions: (SQL | undefined)[] = [
    filter.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    filter.type ? eq(products.type, filter.type) : undefined,
  ];
  if (filter.q) {
    const pattern = `%${likeText(filter.q)}%`;
    conditions.push(or(ilike(products.title, pattern), ilike(products.id, pattern)));
  }
  const rows = await db
    .select({
      id: products.id,
      type: products.type,
      title: products.title,
      priceCents: products.priceCents,
      amountAvailable: products.amountAvailable,
      productDisplayed: products.productDisplayed,
      archivedAt: products.archivedAt,
      imageId: sql<string | null>`(select pi.image_id from product_images pi
        where pi.product_id = "products"."id" order by pi.position limit 1)`,
    })
    .from(products)
    .where(and(...conditions));
  // sorted here, in German order, before the list is cut: the database's collation would put
  // "Äpfel" after "Zucker", and a limit taken there would show whichever rows came first
  const shown = rows
    // two products of one title (a copy being prepared) keep one order: by their ids
    .sort((a, b) => compareTitles(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, ADMIN_PRODUCT_LIST_LIMIT)
    .map(({ archivedAt, imageId, ...row }) => ({
      ...row,
      archived: archivedAt !== null,
      imageUrl: imageId ? imageUrl(imageId, 160) : null,
    }));
  return { products: shown, total: rows.length };
}

async function imagesOf(db: Db | Tx, productId: string) {
  const rows = await db
    .select({ id: productImages.imageId, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(productImages.position);
  return rows.map((row) => ({ ...row, url: imageUrl(row.id, 320) }));
}

async function load(db: Db | Tx, id: string, forUpdate = false) {
  const query = db
    .select({
      ...fieldColumns,
      version: products.version,
      archivedAt: products.archivedAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function adminProduct(db: Db | Tx, id: string): Promise<AdminProduct> {
  const row = await load(db, id);
  if (!row) throw notFound(NO_PRODUCT);
  return {
    id,
    version: row.version,
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    fields: toFields(row),
    images: await imagesOf(db, id),
  };
}

async function checkTaxClass(db: Db | Tx, taxClassId: string): Promise<void> {
  const [found] = await db
    .select({ id: taxClasses.id })
    .from(taxClasses)
    .where(eq(taxClasses.id, taxClassId));
  if (!found) throw invalidInput('body.fields.taxClassId', 'Diesen Steuersatz gibt es nicht.');
}

/** A new product under an id made from its title; the same title twice gets -2, -3, … */
export async function createProduct(
  db: Db,
  actor: Actor,
  fields: ProductFields,
  rules: ProductSaveRules,
): Promise<AdminProduct> {
  checkListable(fields, rules.foodTypes);
  const reduction = reductionToStore(fields, null, rules.now);
  return db.transaction(async (tx) => {
    await checkTaxClass(tx, fields.taxClassId);
    const pattern = `${likeText(productSlug(fields.type, fields.title))}%`;
    // a deleted product's id stays taken: its history in the audit log must not become another's
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
    while (taken.has(productSlug(fields.type, fields.title, n))) n += 1;
    const id = productSlug(fields.type, fields.title, n);
    const [created] = await tx
      .insert(products)
      .values({ id, ...storable(fields, rules, reduction) })
      .onConflictDoNothing()
      .returning({ id: products.id });
    // another staff member took the same id this very moment
    if (!created) throw conflict('PRODUCT_EXISTS', 'Bitte noch einmal speichern.');
    await recordPriceChange(tx, id, null, { priceCents: fields.priceCents, reduction }, rules.now);
    const product = await adminProduct(tx, id);
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: id,
      action: 'created',
      after: product.fields,
    });
    return product;
  });
}

/** What the stock side (stock/: alerts, back-in-stock notices) hears of staff's edit. */
export interface StockHooks {
  /** Staff moved a product's stock. */
  moved(tx: Tx, productId: string, before: number, after: number): Promise<void>;
  /** A hidden product is shown again with units to sell: whoever asked for it hears of it. */
  shownAgain(tx: Tx, productId: string): Promise<void>;
}

/** Kept in batches while one is on sale; once all expired, a plain stock may start again. */
async function hasBatches(tx: Tx, productId: string): Promise<boolean> {
  const [batch] = await tx
    .select({ id: productBatches.id })
    .from(productBatches)
    .where(and(eq(productBatches.productId, productId), eq(productBatches.expired, false)))
    .limit(1);
  return batch !== undefined;
}

const staleVersion = () =>
  conflict(
    'VERSION_CONFLICT',
    'Jemand anderes hat dieses Produkt inzwischen geändert. Lade es neu, um die neue Fassung zu sehen.',
  );

/**
 * Saves staff's edit when nobody saved in between (optimistic version). The stock is moved by
 * what staff changed (`stockWas` → new value), not overwritten: sales and held places during
 * the edit stay counted.
 */
export async function updateProduct(
  db: Db,
  actor: Actor,
  id: string,
  update: { version: number; stockWas: number; fields: ProductFields },
  rules: ProductSaveRules,
  stockHooks?: StockHooks,
): Promise<AdminProduct> {
  checkListable(update.fields, rules.foodTypes);
  return db.transaction(async (tx) => {
    const row = await load(tx, id, true);
    if (!row) throw notFound(NO_PRODUCT);
    if (row.version !== update.version) throw staleVersion();
    if (row.archivedAt) {
      throw conflict('PRODUCT_ARCHIVED', 'Archivierte Produkte lassen sich nicht mehr ändern.');
    }
    const { fields } = update;
    if ((row.type === 'course') !== (fields.type === 'course')) {
      throw invalidInput(
        'body.fields.type',
        'Ein Kurs bleibt ein Kurs und eine Ware eine Ware: lege dafür ein neues Produkt an.',
      );
    }
    await checkTaxClass(tx, fields.taxClassId);
    if (fields.amountAvailable !== update.stockWas && (await hasBatches(tx, id))) {
      throw invalidInput(
        'body.fields.amountAvailable',
        'Dieses Produkt wird in Losen geführt: Ändere die Menge beim Los.',
      );
    }
    const stock = row.amountAvailable + (fields.amountAvailable - update.stockWas);
    if (stock > MAX_STOCK) {
      throw invalidInput(
        'body.fields.amountAvailable',
        `Der Bestand hat sich inzwischen geändert und wäre nun ${stock.toLocaleString('de-DE')}; höchstens ${MAX_STOCK.toLocaleString('de-DE')} gehen.`,
      );
    }
    if (stock < 0) {
      throw new AppError(
        409,
        'STOCK_SOLD',
        `Inzwischen wurde verkauft: Der Bestand ist jetzt ${row.amountAvailable}. Bitte neu laden.`,
        { field: 'body.fields.amountAvailable' },
      );
    }
    const before = await adminProduct(tx, id);
    // a save that changes nothing keeps the version (other open forms stay valid) and the history
    if (isDeepStrictEqual({ ...fields, amountAvailable: stock }, before.fields)) return before;
    const reductionBefore = reductionOf(row);
    const reduction = reductionToStore(fields, reductionBefore, rules.now);
    await recordPriceChange(
      tx,
      id,
      { priceCents: row.priceCents, reduction: reductionBefore },
      { priceCents: fields.priceCents, reduction },
      rules.now,
    );
    await tx
      .update(products)
      .set({
        ...storable(fields, rules, reduction),
        amountAvailable: stock,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    if (stock !== row.amountAvailable) await stockHooks?.moved(tx, id, row.amountAvailable, stock);
    if (!row.productDisplayed && fields.productDisplayed && stock > 0)
      await stockHooks?.shownAgain(tx, id);
    const after = await adminProduct(tx, id);
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: id,
      action: 'updated',
      before: before.fields,
      after: after.fields,
    });
    return after;
  });
}

const wasOrdered = (id: string) =>
  or(
    exists(sql`(select 1 from ${orderItems} where ${orderItems.productId} = ${id})`),
    exists(
      sql`(select 1 from ${courseBookings} join ${courseDates} on ${courseDates.id} = ${courseBookings.courseDateId} where ${courseDates.productId} = ${id})`,
    ),
  );

/** Images no product shows any more go with their last product. */
export async function dropUnusedImages(tx: Tx, ids: string[]): Promise<void> {
  for (const id of ids) {
    await tx
      .delete(images)
      .where(
        and(
          eq(images.id, id),
          sql`not exists (select 1 from product_images pi where pi.image_id = ${id})`,
        ),
      );
  }
}

/**
 * Deletes a product nobody ordered; one that was ordered (or has course places booked) is
 * archived instead, hidden from the shop, so orders and invoices keep their product.
 */
export async function removeProduct(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<'deleted' | 'archived'> {
  return db.transaction(async (tx) => {
    const row = await load(tx, id, true);
    if (!row) throw notFound(NO_PRODUCT);
    if (row.version !== version) throw staleVersion();
    const before = await adminProduct(tx, id);
    const [ordered] = await tx
      .select({ yes: sql<boolean>`true` })
      .from(products)
      .where(and(eq(products.id, id), wasOrdered(id)));
    if (ordered) {
      await tx
        .update(products)
        .set({
          archivedAt: new Date(),
          productDisplayed: false,
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      await recordChange(tx, actor, {
        entity: 'product',
        entityId: id,
        action: 'archived',
        before: before.fields,
        after: { ...before.fields, productDisplayed: false },
      });
      return 'archived';
    }
    await tx.delete(products).where(eq(products.id, id));
    await dropUnusedImages(
      tx,
      before.images.map((image) => image.id),
    );
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: id,
      action: 'deleted',
      before: before.fields,
    });
    return 'deleted';
  });
}
