import {
  OrderStatusParams,
  OrderStatusView,
  UNKNOWN_STATUS_LINK,
} from '../../domain/order-status-schema';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import { orderStatus } from './order-status';

/** The customer's status page data: public, the unguessable token is the only key. */
export function orderStatusRoutes(
  app: Api,
  deps: { db: Db; today: () => string; readonly shopEmail: string },
): void {
  app.get(
    '/api/order-status/:token',
    {
      schema: {
        tags: ['Bestellstatus'],
        summary: 'An order’s state, items and delivery, for the link in the customer’s mails',
        params: OrderStatusParams,
        response: { 200: OrderStatusView },
      },
    },
    async (request, reply) => {
      const status = await orderStatus(deps.db, request.params.token, deps.shopEmail, deps.today());
      if (!status) throw notFound(UNKNOWN_STATUS_LINK);
      // names the buyer and their address: no shared cache may keep it
      reply.header('cache-control', 'no-store');
      return status;
    },
  );
}
