import type { BulkOutcome } from '../../domain/fulfilment-schema';
import type { Actor } from '../audit/service';
import { AppError } from '../errors';
import { applyTransition, type FulfilmentDeps } from './apply-transition';

/**
 * "In Bearbeitung" for the orders ticked in the list, each in its own transaction: one refused
 * order (moved meanwhile, already further on) holds none of the others back.
 */
export async function startProcessingMany(
  deps: FulfilmentDeps,
  actor: Actor,
  ticked: readonly { id: string; version: number }[],
): Promise<BulkOutcome> {
  const results: BulkOutcome['results'] = [];
  for (const { id, version } of ticked) {
    try {
      const fulfilment = await applyTransition(deps, actor, id, version, {
        type: 'start_processing',
      });
      results.push({ orderId: id, outcome: 'moved', fulfilment });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      results.push({ orderId: id, outcome: 'refused', code: error.code, reason: error.message });
    }
  }
  return { results };
}
