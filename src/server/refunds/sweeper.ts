import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../jobs/repeat';
import { type RefundDeps, settleStaleRefunds } from './service';

// a refund is asked about again once it has stood pending this long (a webhook usually comes first)
const STALE_AFTER_MS = 2 * 60_000;

/** Settles refunds left pending, every `intervalMs`; several processes may run it (state guard). */
export function startRefundSweeper(
  app: FastifyInstance,
  deps: RefundDeps,
  intervalMs: number,
): void {
  repeatWhileOpen(app, intervalMs, 'refund sweep failed', async () => {
    const settled = await settleStaleRefunds(deps, STALE_AFTER_MS, (refundId, error) =>
      app.log.warn({ refundId, err: error }, 'pending refund not settled yet'),
    );
    if (settled > 0) app.log.info({ settled }, 'settled pending refunds');
  });
}
