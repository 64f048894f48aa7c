import type { FastifyInstance } from 'fastify';
import { SHOP_ACTOR } from '../audit/service';
import { repeatWhileOpen } from '../jobs/repeat';
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
  repeatWhileOpen(app, intervalMs, 'cancelled date sweep failed', () =>
    settleCancelledDates(deps, SHOP_ACTOR, (orderItemId, error) =>
      app.log.warn({ orderItemId, err: error }, 'course booking not refunded yet'),
    ),
  );
}
