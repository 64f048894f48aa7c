import { and, asc, eq, lt } from 'drizzle-orm';
import { addDays, berlinDay, berlinInstant } from '../../domain/berlin-time';
import type { Db, Tx } from '../db/client';
import { productBatches, products } from '../db/schema';
import { type JobHandlers, scheduleJob } from '../jobs/scheduler';
import { expireBatches } from './batch-stock';
import {
  LOW_STOCK_DIGEST_JOB,
  LOW_STOCK_JOB,
  type LowStockDeps,
  nextDigestJob,
  noteLowStock,
  sendLowStockAlert,
  sendLowStockDigest,
} from './low-stock';
import { BACK_IN_STOCK_JOB, notifySubscribers } from './notices';

// The stock's due work on the shared scheduler (docs/decisions/030-scheduled-jobs.md).

export const BATCH_EXPIRY_JOB = 'stock.batches-expire';

/** Just after a Berlin midnight, the batches whose best-before day ended leave the stock. */
const expiryJob = (day: string) => ({
  kind: BATCH_EXPIRY_JOB,
  key: day,
  dueAt: berlinInstant(day, '00:00'),
});

export const nextExpiryJob = (now: Date) => expiryJob(addDays(berlinDay(now), 1));

async function expireDueBatches(tx: Tx, now: Date): Promise<void> {
  const today = berlinDay(now);
  await scheduleJob(tx, nextExpiryJob(now));
  const due = await tx
    .selectDistinct({ productId: productBatches.productId })
    .from(productBatches)
    .where(and(eq(productBatches.expired, false), lt(productBatches.bestBefore, today)))
    .orderBy(asc(productBatches.productId));
  // one product after the other, in id order, each locked first as checkout locks it
  for (const { productId } of due) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('no key update');
    if ((await expireBatches(tx, productId, today)) > 0) await noteLowStock(tx, productId, now);
  }
}

export function stockJobs(deps: LowStockDeps): JobHandlers {
  return {
    [BACK_IN_STOCK_JOB]: async (tx, job) => {
      const { productId } = job.payload as { productId: string };
      await notifySubscribers(tx, productId, deps);
    },
    [LOW_STOCK_JOB]: (tx, job) => sendLowStockAlert(tx, deps, job),
    [LOW_STOCK_DIGEST_JOB]: (tx, job, now) => sendLowStockDigest(tx, deps, job, now),
    [BATCH_EXPIRY_JOB]: (tx, _job, now) => expireDueBatches(tx, now),
  };
}

/**
 * The recurring jobs chain themselves (each schedules the next day's); this starts the chain, and
 * restarts it after a stop. Scheduling a key twice is one job, so every process may call it.
 */
export async function scheduleStockJobs(db: Db, now: Date): Promise<void> {
  await scheduleJob(db, nextDigestJob(now));
  // today's own midnight job: on a first start it runs at once and catches up what expired
  await scheduleJob(db, expiryJob(berlinDay(now)));
}
