import { and, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type {
  DeclaredWithdrawal,
  OpenWithdrawal,
  OrderWithdrawal,
} from '../../domain/admin-orders-schema';
import {
  orderNumber,
  orderPrefixFrom,
  refundDeadline,
  statusTokenFrom,
} from '../../domain/withdrawal';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../domain/withdrawal-schema';
import type { Actor } from '../audit/service';
import type { Db } from '../db/client';
import { orders, outbox, refunds, withdrawals } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { ShopContact } from '../mail/order-confirmation-template';
import {
  type ReceivedWithdrawal,
  withdrawalConfirmationKey,
  withdrawalConfirmationMail,
} from '../mail/withdrawal-confirmation';
import { withdrawalNoticeMail } from '../mail/withdrawal-notice';

export const referenceOf = (id: number) => `W-${String(id).padStart(6, '0')}`;

/**
 * The orders a declaration's order text can mean: the status link's token names exactly one, the
 * number (typed or in the withdrawal link) those whose id begins with it.
 */
function orderNamedBy(entry: string): SQL | undefined {
  const token = statusTokenFrom(entry);
  if (token) return eq(orders.statusToken, token);
  const prefix = orderPrefixFrom(entry);
  return prefix ? like(sql`${orders.id}::text`, `${prefix}%`) : undefined;
}

/**
 * Records a withdrawal declaration and queues its confirmation and the shop's notice in one
 * transaction. The order is linked only when its number (or link) and the sender's e-mail address
 * both match; the answer is the same either way, so the form tells nobody whether an order exists.
 */
export async function recordWithdrawal(
  db: Db,
  declaration: WithdrawalRequest,
  shop: ShopContact,
): Promise<WithdrawalReceipt> {
  return db.transaction(async (tx) => {
    const named = orderNamedBy(declaration.order);
    const [order] = named
      ? await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(named, eq(sql`lower(${orders.customerEmail})`, declaration.email.toLowerCase())),
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
    const received: ReceivedWithdrawal = {
      reference,
      name: declaration.name,
      email: declaration.email,
      orderReference: declaration.order,
      orderId: order?.id ?? null,
      receivedAt: row.receivedAt,
    };
    await tx
      .insert(outbox)
      .values([withdrawalConfirmationMail(received, shop), withdrawalNoticeMail(received, shop)]);
    return { reference, receivedAt: row.receivedAt.toISOString() };
  });
}

const declarationColumns = {
  id: withdrawals.id,
  name: withdrawals.name,
  email: withdrawals.email,
  orderReference: withdrawals.orderReference,
  receivedAt: withdrawals.receivedAt,
  handledAt: withdrawals.handledAt,
  handledBy: withdrawals.handledBy,
  handledNote: withdrawals.handledNote,
};

type DeclarationRow = Pick<typeof withdrawals.$inferSelect, keyof typeof declarationColumns>;

const asDeclared = (row: DeclarationRow): OrderWithdrawal => ({
  id: row.id,
  reference: referenceOf(row.id),
  name: row.name,
  email: row.email,
  orderReference: row.orderReference,
  receivedAt: row.receivedAt.toISOString(),
  handled: row.handledAt
    ? { at: row.handledAt.toISOString(), by: row.handledBy ?? '', note: row.handledNote ?? '' }
    : null,
});

/** Nobody marked it handled and no refund (asked or paid; not a failed one) names it. */
const unanswered = sql`${withdrawals.handledAt} is null and not exists (select 1 from ${refunds} where ${refunds.withdrawalId} = ${withdrawals.id} and ${refunds.status} <> 'failed')`;

/** An order's cancellation answers its declarations too: it returned everything still paid for. */
const orderNotCancelled = sql`${orders.status} <> 'cancelled'`;

/** Whether an order has a declaration still waiting: the order list's flag. */
export const hasOpenWithdrawal = (): SQL<boolean> =>
  sql<boolean>`${orderNotCancelled} and exists (select 1 from ${withdrawals} where ${withdrawals.orderId} = ${orders.id} and ${unanswered})`;

/** Every declaration still waiting, the oldest (its deadline nearest) first. */
export async function openWithdrawals(db: Db): Promise<OpenWithdrawal[]> {
  const rows = await db
    .select({ ...declarationColumns, orderId: withdrawals.orderId })
    .from(withdrawals)
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    // a declaration may name no order: it waits all the same
    .where(and(unanswered, or(isNull(orders.id), orderNotCancelled)))
    .orderBy(withdrawals.receivedAt, withdrawals.id);
  return rows.map((row) => {
    const { handled: _none, ...declared } = asDeclared(row);
    return {
      ...declared,
      orderId: row.orderId,
      orderNumber: row.orderId ? orderNumber(row.orderId) : null,
      deadline: refundDeadline(row.receivedAt),
    };
  });
}

/**
 * Staff answer a declaration without a refund: a course date (no right of withdrawal), an order
 * refunded by another way or found by hand. Once only: the first note stays.
 */
export async function markWithdrawalHandled(
  db: Db,
  id: number,
  actor: Actor,
  note: string,
  now: Date,
): Promise<OrderWithdrawal> {
  const [marked] = await db
    .update(withdrawals)
    .set({ handledAt: now, handledBy: actor.name, handledNote: note })
    .where(and(eq(withdrawals.id, id), isNull(withdrawals.handledAt)))
    .returning(declarationColumns);
  if (marked) return asDeclared(marked);
  const [exists] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  if (!exists) throw notFound('Diesen Widerruf gibt es nicht.');
  throw conflict('WITHDRAWAL_HANDLED', 'Dieser Widerruf ist schon als erledigt markiert.');
}

/**
 * The declarations naming an order, oldest first, each with the confirmation the customer was
 * sent: what staff see on the order.
 */
export async function withdrawalsOfOrder(db: Db, orderId: string): Promise<DeclaredWithdrawal[]> {
  const declared = await db
    .select({ ...declarationColumns, open: sql<boolean>`${unanswered} and ${orderNotCancelled}` })
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
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
      ...asDeclared(row),
      open: row.open,
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
