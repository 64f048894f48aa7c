import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderDetail } from '../../domain/admin-orders';
import { OrderListQuery } from '../../domain/admin-orders-schema';
import { actorOf, recordChange } from '../audit/service';
import { listOrders, orderFacts } from '../checkout/order-admin';
import { loadOrderSummary } from '../checkout/order-summary';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { conflict, notFound } from '../errors';
import { parseInput } from '../http/parse';
import { withdrawalsOfOrder } from '../withdrawals/service';

const OrderParams = z.object({ id: z.uuid() });

const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

// the order's confirmation and every copy staff sent again
async function mailsOfOrder(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `${confirmationKey(orderId)}%`))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    recipient: row.recipient,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

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
      mailsOfOrder(deps.db, id),
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

  // the very mail the customer got, again: same terms and figures as when the order was paid
  app.post('/api/admin/orders/:id/confirmation', async (request, reply) => {
    const { id } = parseInput(OrderParams, request.params, 'params');
    const [original] = await deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, confirmationKey(id)));
    if (!original)
      throw conflict(
        'NO_CONFIRMATION',
        'Für diese Bestellung wurde keine Bestätigung verschickt (nicht bezahlt oder ohne E-Mail-Adresse).',
      );
    const actor = actorOf(request);
    await deps.db.transaction(async (tx) => {
      await tx.insert(outbox).values({
        kind: original.kind,
        dedupeKey: `${confirmationKey(id)}:resent:${randomUUID()}`,
        recipient: original.recipient,
        subject: original.subject,
        html: original.html,
        text: original.text,
      });
      await recordChange(tx, actor, {
        entity: 'order',
        entityId: id,
        action: 'sent',
        after: { confirmation: original.subject },
      });
    });
    request.log.info({ orderId: id, by: request.staff?.user.id }, 'order confirmation resent');
    return reply.status(202).send({ queued: true });
  });
}
