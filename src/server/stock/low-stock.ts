import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { addDays, berlinDay, berlinInstant } from '../../domain/berlin-time';
import {
  DEFAULT_STOCK_ALERTS,
  LOW_STOCK_DIGEST_TIME,
  StockAlertSettings,
} from '../../domain/stock-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { products, shopSettings } from '../db/schema';
import { type DueJob, scheduleJob } from '../jobs/scheduler';
import { enqueueMail, renderLowStock } from './stock-mails';

// docs/shop/stock.md#low-stock: one mail as a product falls below its threshold (not one per
// sale), re-armed once its stock is back at the threshold; or one digest a day.

export const LOW_STOCK_JOB = 'stock.low-stock';
export const LOW_STOCK_DIGEST_JOB = 'stock.low-stock-digest';
const SETTING_KEY = 'stockAlerts';

export async function stockAlertSettings(db: Db | Tx): Promise<StockAlertSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, SETTING_KEY));
  const parsed = StockAlertSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_STOCK_ALERTS;
}

/** Staff's choice, with who made it in the settings' history ("Änderungen"). */
export async function saveStockAlertSettings(
  db: Db,
  actor: Actor,
  value: StockAlertSettings,
): Promise<StockAlertSettings> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.key, SETTING_KEY))
      .for('update');
    await tx
      .insert(shopSettings)
      .values({ key: SETTING_KEY, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: SETTING_KEY,
      action: before ? 'updated' : 'created',
      before: (before?.value as Record<string, unknown> | undefined) ?? DEFAULT_STOCK_ALERTS,
      after: value,
    });
  });
  return stockAlertSettings(db);
}

/** noteLowStock's condition, on a product row as it stands: whether its UPDATE would match. */
export const fallsLow = (product: {
  type: string;
  amountAvailable: number;
  lowStockThreshold: number;
  lowStockAlerted: boolean;
}): boolean =>
  product.amountAvailable < product.lowStockThreshold &&
  !product.lowStockAlerted &&
  product.type !== 'course';

/**
 * Arms the alert of a product that just fell below its threshold; the mail itself is a job, so
 * the checkout that sold the jar does no more than flip a flag.
 */
export async function noteLowStock(tx: Tx, productId: string, now: Date): Promise<void> {
  const [fell] = await tx
    .update(products)
    .set({ lowStockAlerted: true })
    .where(
      and(
        eq(products.id, productId),
        lt(products.amountAvailable, products.lowStockThreshold),
        eq(products.lowStockAlerted, false),
        ne(products.type, 'course'),
      ),
    )
    .returning({ id: products.id });
  if (fell)
    await scheduleJob(tx, {
      kind: LOW_STOCK_JOB,
      key: `${productId} ${randomUUID()}`,
      dueAt: now,
      payload: { productId },
    });
}

/** Stock came back to (or above) the threshold: the next fall mails again. */
export async function rearmLowStock(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({ lowStockAlerted: false })
    .where(
      and(
        inArray(products.id, productIds),
        eq(products.lowStockAlerted, true),
        sql`${products.amountAvailable} >= ${products.lowStockThreshold}`,
      ),
    );
}

export interface LowStockDeps {
  shopEmail: string;
  publicUrl: string;
}

const belowThreshold = () =>
  and(
    lt(products.amountAvailable, products.lowStockThreshold),
    ne(products.type, 'course'),
    isNull(products.archivedAt),
  );

/** The alert of one product, unless the shop wants the digest or the stock is back meanwhile. */
export async function sendLowStockAlert(tx: Tx, deps: LowStockDeps, job: DueJob): Promise<void> {
  if ((await stockAlertSettings(tx)).mode !== 'each') return;
  const { productId } = job.payload as { productId: string };
  const [row] = await tx
    .select({
      title: products.title,
      amount: products.amountAvailable,
      threshold: products.lowStockThreshold,
    })
    .from(products)
    .where(and(eq(products.id, productId), belowThreshold()));
  if (!row) return;
  await enqueueMail(
    tx,
    'low-stock',
    `low-stock:${job.key}`,
    deps.shopEmail,
    renderLowStock([row], `${deps.publicUrl}/admin/produkte`, false),
  );
}

/** The digest's job for a day, at the digest time in Berlin. */
export const digestJob = (day: string) => ({
  kind: LOW_STOCK_DIGEST_JOB,
  key: day,
  dueAt: berlinInstant(day, LOW_STOCK_DIGEST_TIME),
  payload: { day },
});

/** The next digest not yet due: today's if its time is still ahead, else tomorrow's. */
export function nextDigestJob(now: Date) {
  const today = digestJob(berlinDay(now));
  return today.dueAt > now ? today : digestJob(addDays(berlinDay(now), 1));
}

/** The day's digest (mode "daily"), then the next day's job; once a day with N processes. */
export async function sendLowStockDigest(
  tx: Tx,
  deps: LowStockDeps,
  job: DueJob,
  now: Date,
): Promise<void> {
  const { day } = job.payload as { day: string };
  // from now, not from the job's day: days missed while the shop was down are not mailed one by one
  await scheduleJob(tx, nextDigestJob(now));
  if ((await stockAlertSettings(tx)).mode !== 'daily') return;
  const rows = await tx
    .select({
      title: products.title,
      amount: products.amountAvailable,
      threshold: products.lowStockThreshold,
    })
    .from(products)
    .where(belowThreshold())
    .orderBy(asc(products.title));
  if (rows.length === 0) return;
  await enqueueMail(
    tx,
    'low-stock-digest',
    `low-stock-digest:${day}`,
    deps.shopEmail,
    renderLowStock(rows, `${deps.publicUrl}/admin/produkte`, true),
  );
}
