import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { DeclaredWithdrawal } from '../../domain/admin-orders-schema';
import { orderPrefixFrom } from '../../domain/withdrawal';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../domain/withdrawal-schema';
import type { Db } from '../db/client';
import { orders, outbox, withdrawals } from '../db/schema';
import type { ShopContact } from '../mail/order-confirmation-template';
import {
  enqueueWithdrawalConfirmation,
  withdrawalConfirmationKey,
} from '../mail/withdrawal-confirmation';

const referenceOf = (id: number) => `W-${String(id).padStart(6, '0')}`;

/**
 * Records a withdrawal declaration and queues its confirmation in one transaction. The order is
 * linked only when its number and the sender's e-mail address both match; the answer is the same
 * either way, so the form tells nobody whether an order exists.
 */
export async function recordWithdrawal(
  db: Db,
  declaration: WithdrawalRequest,
  shop: ShopContact,
): Promise<WithdrawalReceipt> {
  return db.transaction(async (tx) => {
    const prefix = orderPrefixFrom(declaration.order);
    const [order] = prefix
      ? await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              like(sql`${orders.id}::text`, `${prefix}%`),
              eq(sql`lower(${orders.customerEmail})`, declaration.email.toLowerCase()),
            ),
          )
          .limit(2)
      : [];
    const [row] = await tx
      .insert(withdrawals)
      .values({
        name: declaration.name,
        email: declaration.email,
        orderReference: declaration.order,
        orderId: order?.id ?? null,
      })
      .returning({ id: withdrawals.id, receivedAt: withdrawals.receivedAt });
    if (!row) throw new Error('the declaration was not stored');
    const reference = referenceOf(row.id);
    await enqueueWithdrawalConfirmation(
      tx,
      {
        reference,
        name: declaration.name,
        email: declaration.email,
        orderReference: declaration.order,
        orderId: order?.id ?? null,
        receivedAt: row.receivedAt,
      },
      shop,
    );
    return { reference, receivedAt: row.receivedAt.toISOString() };
  });
}

/**
 * The declarations naming an order, oldest first, each with the confirmation the customer was
 * sent: what staff see on the order.
 */
export async function withdrawalsOfOrder(db: Db, orderId: string): Promise<DeclaredWithdrawal[]> {
  const declared = await db
    .select({
      id: withdrawals.id,
      name: withdrawals.name,
      email: withdrawals.email,
      orderReference: withdrawals.orderReference,
      receivedAt: withdrawals.receivedAt,
    })
    .from(withdrawals)
    .where(eq(withdrawals.orderId, orderId))
    .orderBy(withdrawals.receivedAt, withdrawals.id);
  const keys = declared.map((row) => withdrawalConfirmationKey(referenceOf(row.id)));
  const mails =
    keys.length === 0
      ? []
      : await db
          .select({
            dedupeKey: outbox.dedupeKey,
            subject: outbox.subject,
            text: outbox.text,
            status: outbox.status,
            sentAt: outbox.sentAt,
          })
          .from(outbox)
          .where(inArray(outbox.dedupeKey, keys));
  return declared.map((row) => {
    const reference = referenceOf(row.id);
    const mail = mails.find((found) => found.dedupeKey === withdrawalConfirmationKey(reference));
    return {
      id: row.id,
      reference,
      name: row.name,
      email: row.email,
      orderReference: row.orderReference,
      receivedAt: row.receivedAt.toISOString(),
      confirmation: mail
        ? {
            subject: mail.subject,
            text: mail.text,
            status: mail.status,
            sentAt: mail.sentAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}
