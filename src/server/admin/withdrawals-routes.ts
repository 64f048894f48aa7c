import { z } from 'zod';
import { DeclaredWithdrawal } from '../../domain/admin-orders-schema';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { withdrawalsOfOrder } from '../withdrawals/service';

const OrderParams = z.object({ id: z.uuid() });

/** Staff see the withdrawal declarations of an order (behind the staff guard). */
export function withdrawalAdminRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/admin/orders/:id/withdrawals',
    {
      schema: {
        tags: ['Backoffice: Bestellungen'],
        summary: 'The withdrawal declarations naming an order',
        params: OrderParams,
        response: { 200: z.array(DeclaredWithdrawal) },
      },
    },
    async (request) => withdrawalsOfOrder(deps.db, request.params.id),
  );
}
