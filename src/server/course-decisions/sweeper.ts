import type { FastifyInstance } from 'fastify';
import { SHOP_ACTOR } from '../audit/service';
import type { RefundDeps } from '../refunds/service';
import { settleCancelledDates } from './cancel-date';

/**
 * Refunds and mails the paid bookings of cancelled dates the scheduler cancelled (its transaction
 * cannot call the provider) and of checkouts paid after a cancellation; several processes may run
 * it (the refunds are idempotent, the mails deduplicated).
 */
export function startCancelledDateSweeper(
  app: FastifyInstance,
  deps: RefundDeps,
  intervalMs: number,
): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleCancelledDates(deps, SHOP_ACTOR, (orderItemId, error) =>
      app.log.warn({ orderItemId, err: error }, 'course booking not refunded yet'),
    )
      .catch((error: unknown) => app.log.error({ err: error }, 'cancelled date sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
