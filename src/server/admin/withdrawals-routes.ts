import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import { withdrawalsOfOrder } from '../withdrawals/service';

const OrderParams = z.object({ id: z.uuid() });

/** Staff see the withdrawal declarations of an order (behind the staff guard). */
export function withdrawalAdminRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/api/admin/orders/:id/withdrawals', async (request) => {
    const { id } = parseInput(OrderParams, request.params, 'params');
    return withdrawalsOfOrder(deps.db, id);
  });
}
