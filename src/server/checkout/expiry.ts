import { and, asc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { repeatWhileOpen } from '../jobs/repeat';
import { type SettleDeps, settleOverdueOrder } from './settle-session';

// a little grace past the payment page's own lifetime, so a payment finishing at the last second wins
const GRACE_MS = 2 * 60 * 1000;
// orders per query; each order is released in a transaction of its own
const BATCH = 100;

interface OverdueOrder {
  id: string;
  sessionId: string | null;
  expiresAt: Date;
}

export interface OverdueScope {
  /** Only orders holding one of these products (a checkout that met short stock). */
  productIds?: string[];
  /** Stop after this many orders (a customer is waiting); unbounded for the sweeper. */
  maxOrders?: number;
}

async function overdueBatch(
  db: Db,
  cutoff: Date,
  after: OverdueOrder | null,
  scope: OverdueScope,
  limit: number,
): Promise<OverdueOrder[]> {
  const holding = scope.productIds?.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(orderItems)
          .where(
            and(eq(orderItems.orderId, orders.id), inArray(orderItems.productId, scope.productIds)),
          ),
      )
    : undefined;
  // keyset paging: an order that could not be released this round is not met again
  const pastCursor = after
    ? sql`(${orders.expiresAt}, ${orders.id}) > (${after.expiresAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ id: orders.id, sessionId: orders.paymentSessionId, expiresAt: orders.expiresAt })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, cutoff), holding, pastCursor))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(limit);
}

/**
 * Releases the holds of every order whose payment window has passed, batch after batch until
 * none is left. One order's trouble (its provider call failing) does not hold up the others; the
 * first such error is raised once all were tried.
 */
export async function expireOverdueOrders(
  deps: SettleDeps,
  now = new Date(),
  scope: OverdueScope = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const maxOrders = scope.maxOrders ?? Number.POSITIVE_INFINITY;
  let after: OverdueOrder | null = null;
  let seen = 0;
  let released = 0;
  let failure: unknown = null;
  while (seen < maxOrders) {
    const batch = await overdueBatch(
      deps.db,
      cutoff,
      after,
      scope,
      Math.min(BATCH, maxOrders - seen),
    );
    for (const order of batch) {
      try {
        if (await settleOverdueOrder(deps, order, now)) released += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    seen += batch.length;
    after = batch.at(-1) ?? null;
    if (batch.length < BATCH) break;
  }
  if (released > 0) deps.catalog?.invalidate();
  if (failure) throw failure;
  return released;
}

/** Runs the release every `intervalMs` while the app is up; a failed round is logged, not fatal. */
export function startExpirySweeper(
  app: FastifyInstance,
  deps: SettleDeps,
  intervalMs: number,
): void {
  repeatWhileOpen(app, intervalMs, 'expiry sweep failed', async () => {
    const released = await expireOverdueOrders(deps);
    if (released > 0) app.log.info({ released }, 'released holds of expired orders');
  });
}
