import { z } from 'zod';
import {
  DeclaredWithdrawal,
  OpenWithdrawal,
  OrderWithdrawal,
  WithdrawalHandled,
} from '../../domain/admin-orders-schema';
import { RowIdParam } from '../../domain/row-id';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { markWithdrawalHandled, openWithdrawals, withdrawalsOfOrder } from '../withdrawals/service';

const OrderParams = z.object({ id: z.uuid() });
const WithdrawalParams = z.object({ id: RowIdParam });

/** Staff see the withdrawal declarations and answer them (behind the staff guard). */
export function withdrawalAdminRoutes(app: Api, deps: { db: Db; now: () => Date }): void {
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

  app.get(
    '/api/admin/withdrawals/open',
    {
      schema: {
        tags: ['Backoffice: Bestellungen'],
        summary:
          'Declarations no refund answered, whose order is not cancelled and nobody marked handled',
        response: { 200: z.array(OpenWithdrawal) },
      },
    },
    async () => openWithdrawals(deps.db),
  );

  app.post(
    '/api/admin/withdrawals/:id/handled',
    {
      schema: {
        tags: ['Backoffice: Bestellungen'],
        summary: 'Mark a declaration handled without a refund, saying why',
        params: WithdrawalParams,
        body: WithdrawalHandled,
        response: { 200: OrderWithdrawal },
      },
    },
    async (request) =>
      markWithdrawalHandled(
        deps.db,
        request.params.id,
        actorOf(request),
        request.body.note,
        deps.now(),
      ),
  );
}
