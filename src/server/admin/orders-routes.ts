import { z } from 'zod';
import { OrderDetail, OrderListPage, OrderListQuery } from '../../domain/admin-orders-schema';
import { actorOf } from '../audit/service';
import { lineRefundsOf, listOrders, orderFacts } from '../checkout/order-admin';
import { loadOrderSummary } from '../checkout/order-summary';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { orderFulfilment } from '../fulfilment/fulfilment-view';
import type { Api } from '../http/typed-routes';
import { resendOrderConfirmation } from '../mail/order-confirmation-mail';
import { mailsOfOrder } from '../mail/outbox-admin';
import { withdrawalsOfOrder } from '../withdrawals/service';

const OrderParams = z.object({ id: z.uuid() });
const Queued = z.object({ queued: z.literal(true) });
const tags = ['Backoffice: Bestellungen'];

/** The backoffice's orders (behind the staff guard): a filtered list and one order in full. */
export function orderAdminRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders, filtered and paged',
        querystring: OrderListQuery,
        response: { 200: OrderListPage },
      },
    },
    async (request) => listOrders(deps.db, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order in full',
        params: OrderParams,
        response: { 200: OrderDetail },
      },
    },
    async (request) => {
      const { id } = request.params;
      const facts = await orderFacts(deps.db, id);
      if (!facts) throw notFound('Diese Bestellung gibt es nicht.');
      const [summary, mails, declared, fulfilment, lineRefunds] = await Promise.all([
        loadOrderSummary(deps.db, id),
        mailsOfOrder(deps.db, id),
        withdrawalsOfOrder(deps.db, id),
        orderFulfilment(deps.db, id),
        lineRefundsOf(deps.db, id),
      ]);
      return {
        ...facts,
        summary,
        fulfilment,
        mails,
        withdrawals: declared.map(({ confirmation: _mail, ...row }) => row),
        lineRefunds,
      };
    },
  );

  app.post(
    '/api/admin/orders/:id/confirmation',
    {
      schema: {
        tags,
        summary: 'Queue the order confirmation mail again',
        params: OrderParams,
        response: { 202: Queued },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await resendOrderConfirmation(deps.db, actorOf(request), id);
      request.log.info({ orderId: id, by: request.staff?.user.id }, 'order confirmation resent');
      return reply.status(202).send({ queued: true as const });
    },
  );
}
