import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema';
import { releaseOrder } from './fulfilment';
import { applySessionState, type SettleDeps } from './settle-session';

// a little grace past the provider's own 30 minutes, so a payment finishing at the last second wins
const GRACE_MS = 2 * 60 * 1000;

/** Releases holds of orders whose payment window has passed; asks the provider first. */
export async function expireOverdueOrders(deps: SettleDeps, now = new Date()): Promise<number> {
  const overdue = await deps.db
    .select({ id: orders.id, sessionId: orders.paymentSessionId })
    .from(orders)
    .where(
      and(eq(orders.status, 'pending'), lt(orders.expiresAt, new Date(now.getTime() - GRACE_MS))),
    )
    .limit(100);
  let released = 0;
  for (const order of overdue) {
    if (order.sessionId) {
      const session = await deps.payments.retrieveSession(order.sessionId);
      if (session.state === 'paid') {
        await applySessionState(deps, session, order.id);
        continue;
      }
      await deps.payments.expireSession(order.sessionId);
    }
    if (await releaseOrder(deps.db, order.id, 'expired')) released += 1;
  }
  if (released > 0) deps.onStockChange?.();
  return released;
}

/** Runs the release every `intervalMs` while the app is up; a failed round is logged, not fatal. */
export function startExpirySweeper(
  app: FastifyInstance,
  deps: SettleDeps,
  intervalMs: number,
): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOverdueOrders(deps)
      .then((released) => {
        if (released > 0) app.log.info({ released }, 'released holds of expired orders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
