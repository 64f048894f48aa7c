import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderDetail } from '../../domain/admin-orders';
import { OrderListQuery } from '../../domain/admin-orders-schema';
import { actorOf } from '../audit/service';
import { listOrders, orderFacts } from '../checkout/order-admin';
import { loadOrderSummary } from '../checkout/order-summary';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { parseInput } from '../http/parse';
import { confirmationMailsOf, resendOrderConfirmation } from '../mail/order-confirmation-mail';
import { withdrawalsOfOrder } from '../withdrawals/service';

const OrderParams = z.object({ id: z.uuid() });

/** The backoffice's orders (behind the staff guard): a filtered list and one order in full. */
export function orderAdminRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/api/admin/orders', async (request) =>
    listOrders(deps.db, parseInput(OrderListQuery, request.query, 'query')),
  );

  app.get('/api/admin/orders/:id', async (request): Promise<OrderDetail> => {
    const { id } = parseInput(OrderParams, request.params, 'params');
    const facts = await orderFacts(deps.db, id);
    if (!facts) throw notFound('Diese Bestellung gibt es nicht.');
    const [summary, mails, declared] = await Promise.all([
      loadOrderSummary(deps.db, id),
      confirmationMailsOf(deps.db, id),
      withdrawalsOfOrder(deps.db, id),
    ]);
    return {
      ...facts,
      summary,
      mails,
      withdrawals: declared.map(({ confirmation: _mail, ...row }) => ({
        ...row,
        receivedAt: row.receivedAt.toISOString(),
      })),
    };
  });

  app.post('/api/admin/orders/:id/confirmation', async (request, reply) => {
    const { id } = parseInput(OrderParams, request.params, 'params');
    await resendOrderConfirmation(deps.db, actorOf(request), id);
    request.log.info({ orderId: id, by: request.staff?.user.id }, 'order confirmation resent');
    return reply.status(202).send({ queued: true });
  });
}
