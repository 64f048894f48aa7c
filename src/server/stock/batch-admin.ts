import { and, asc, eq, sql } from 'drizzle-orm';
import type { BatchInput, ProductStockView } from '../../domain/stock-schema';
import { type Actor, recordChange } from '../audit/service';
import type { StockHooks } from '../catalog/product-admin';
import type { Db, Tx } from '../db/client';
import { orderItemBatches, productBatches, products } from '../db/schema';
import { conflict, invalidInput, notFound } from '../errors';
import { noteLowStock, rearmLowStock } from './low-stock';
import { notifySubscribers } from './notices';

// Staff's batches on the product page (docs/shop/stock.md#batches).

export interface StockAdminDeps {
  db: Db;
  publicUrl: string;
  today: () => string;
  now: () => Date;
}

/** Locks the product first, as checkout does, so batches and sales take turns. */
async function lockGoods(tx: Tx, productId: string) {
  const [product] = await tx
    .select({ type: products.type, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  if (!product) throw notFound('Dieses Produkt gibt es nicht.');
  if (product.type === 'course') throw invalidInput('params.id', 'Kurse haben keine Lose.');
  if (product.archivedAt)
    throw conflict('PRODUCT_ARCHIVED', 'Archivierte Produkte lassen sich nicht mehr ändern.');
}

export async function productStock(db: Db | Tx, productId: string): Promise<ProductStockView> {
  const [product] = await db
    .select({ amount: products.amountAvailable, threshold: products.lowStockThreshold })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Dieses Produkt gibt es nicht.');
  const batches = await db
    .select({
      id: productBatches.id,
      lotNumber: productBatches.lotNumber,
      producedOn: productBatches.producedOn,
      bestBefore: productBatches.bestBefore,
      quantity: productBatches.quantity,
      expired: productBatches.expired,
      sold: sql<number>`coalesce((select sum(oib.quantity - oib.returned_quantity)::int
        from order_item_batches oib where oib.batch_id = "product_batches"."id"), 0)`,
    })
    .from(productBatches)
    .where(eq(productBatches.productId, productId))
    .orderBy(asc(productBatches.bestBefore), asc(productBatches.id));
  return {
    productId,
    amountAvailable: product.amount,
    lowStockThreshold: product.threshold,
    batches: batches.map((batch) => ({ ...batch, sold: Number(batch.sold) })),
  };
}

/** Sum of the batches on sale: a product with batches has exactly this as its stock. */
async function resum(tx: Tx, productId: string): Promise<{ before: number; after: number }> {
  const [row] = await tx
    .select({ before: products.amountAvailable })
    .from(products)
    .where(eq(products.id, productId));
  const [sum] = await tx
    .select({ units: sql<number>`coalesce(sum(${productBatches.quantity}), 0)::int` })
    .from(productBatches)
    .where(and(eq(productBatches.productId, productId), eq(productBatches.expired, false)));
  const after = Number(sum?.units ?? 0);
  await tx
    .update(products)
    .set({ amountAvailable: after, updatedAt: new Date() })
    .where(eq(products.id, productId));
  return { before: row?.before ?? 0, after };
}

/** After staff changed the stock: alerts re-arm or fire, and a restock mails who waits. */
async function stockMoved(
  deps: StockAdminDeps,
  tx: Tx,
  productId: string,
  moved: { before: number; after: number },
) {
  if (moved.after > moved.before) {
    await rearmLowStock(tx, [productId]);
    await notifySubscribers(tx, productId, deps);
  } else if (moved.after < moved.before) await noteLowStock(tx, productId, deps.now());
}

/** What staff's product edits tell the stock side (catalog/product-admin.ts updateProduct). */
export const productStockHooks = (deps: StockAdminDeps): StockHooks => ({
  moved: (tx, productId, before, after) => stockMoved(deps, tx, productId, { before, after }),
  shownAgain: async (tx, productId) => {
    await notifySubscribers(tx, productId, deps);
  },
});

const lotLabel = (lot: string) => `Los ${lot}`;

export async function addBatch(
  deps: StockAdminDeps,
  actor: Actor,
  productId: string,
  input: BatchInput,
): Promise<ProductStockView> {
  if (input.bestBefore < deps.today())
    throw invalidInput('body.bestBefore', 'Das Mindesthaltbarkeitsdatum ist schon vorbei.');
  if (input.producedOn && input.producedOn > input.bestBefore)
    throw invalidInput(
      'body.producedOn',
      'Ernte oder Herstellung liegt nach dem Mindesthaltbarkeitsdatum.',
    );
  return deps.db.transaction(async (tx) => {
    await lockGoods(tx, productId);
    const [created] = await tx
      .insert(productBatches)
      .values({ productId, ...input })
      .onConflictDoNothing()
      .returning({ id: productBatches.id });
    if (!created)
      throw conflict('LOT_EXISTS', `Das Los ${input.lotNumber} gibt es bei diesem Produkt schon.`, {
        field: 'body.lotNumber',
      });
    // the first batch replaces the plain stock: from now on the batches are the stock
    await stockMoved(deps, tx, productId, await resum(tx, productId));
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: productId,
      action: 'updated',
      after: {
        [lotLabel(input.lotNumber)]: input.quantity,
        [`${lotLabel(input.lotNumber)} MHD`]: input.bestBefore,
      },
    });
    return productStock(tx, productId);
  });
}

/** A counted correction (breakage, a miscount): the batch holds `quantity` from now on. */
export async function correctBatch(
  deps: StockAdminDeps,
  actor: Actor,
  productId: string,
  batchId: number,
  quantity: number,
): Promise<ProductStockView> {
  return deps.db.transaction(async (tx) => {
    await lockGoods(tx, productId);
    const [batch] = await tx
      .select()
      .from(productBatches)
      .where(and(eq(productBatches.id, batchId), eq(productBatches.productId, productId)));
    if (!batch) throw notFound('Dieses Los gibt es nicht.');
    if (batch.quantity === quantity) return productStock(tx, productId);
    await tx.update(productBatches).set({ quantity }).where(eq(productBatches.id, batchId));
    await stockMoved(deps, tx, productId, await resum(tx, productId));
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: productId,
      action: 'updated',
      before: { [lotLabel(batch.lotNumber)]: batch.quantity },
      after: { [lotLabel(batch.lotNumber)]: quantity },
    });
    return productStock(tx, productId);
  });
}

/** Only a batch nothing was sold from may go (the sold lots are the traceability record). */
export async function removeBatch(
  deps: StockAdminDeps,
  actor: Actor,
  productId: string,
  batchId: number,
): Promise<ProductStockView> {
  return deps.db.transaction(async (tx) => {
    await lockGoods(tx, productId);
    const [sold] = await tx
      .select({ one: sql`1` })
      .from(orderItemBatches)
      .where(eq(orderItemBatches.batchId, batchId))
      .limit(1);
    if (sold)
      throw conflict(
        'LOT_SOLD',
        'Aus diesem Los wurde schon verkauft; es bleibt für die Rückverfolgung. Setze die Menge auf 0.',
      );
    const [gone] = await tx
      .delete(productBatches)
      .where(and(eq(productBatches.id, batchId), eq(productBatches.productId, productId)))
      .returning();
    if (!gone) throw notFound('Dieses Los gibt es nicht.');
    await stockMoved(deps, tx, productId, await resum(tx, productId));
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: productId,
      action: 'updated',
      before: { [lotLabel(gone.lotNumber)]: gone.quantity },
    });
    return productStock(tx, productId);
  });
}

export async function setLowStockThreshold(
  deps: StockAdminDeps,
  productId: string,
  threshold: number,
): Promise<ProductStockView> {
  return deps.db.transaction(async (tx) => {
    await lockGoods(tx, productId);
    await tx
      .update(products)
      .set({ lowStockThreshold: threshold })
      .where(eq(products.id, productId));
    await rearmLowStock(tx, [productId]);
    await noteLowStock(tx, productId, deps.now());
    return productStock(tx, productId);
  });
}
