import { aliasedTable, and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { keepFee } from '../../domain/course-self-service';
import { transition } from '../../domain/order-lifecycle';
import {
  everythingLeft,
  type RefundAmounts,
  type RefundRequest,
  refundAmounts,
} from '../../domain/refund-amounts';
import type { RefundableOrderView, RefundView } from '../../domain/refund-schema';
import { type Actor, recordChange } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { PaymentProvider, ProviderRefund } from '../checkout/payment-provider';
import type { Db, Tx } from '../db/client';
import { issuedDocuments, orderItems, orders, refunds, withdrawals } from '../db/schema';
import { AppError, conflict, notFound } from '../errors';
import { carryOut, staleVersion } from '../fulfilment/apply-transition';
import { fulfilmentView, type OrderFulfilment } from '../fulfilment/fulfilment-view';
import { readOrder, storeLifecycle } from '../fulfilment/order-row';
import { enqueueCancellationMail } from '../mail/cancellation-mail';
import { enqueueCreditNoteMail } from '../mail/credit-note-mail';
import type { ShopContact } from '../mail/order-confirmation-template';
import { askedBy, recordBookingsCancelled } from './booking-cancelled';
import { issueCreditNote } from './credit-note';
import { giveBack } from './give-back';
import { type RefundableOrder, readRefundableOrder, takesRefunds } from './refundable-order';

// Money back to the customer, through the payment provider, once
// (docs/decisions/029-invoices-and-refunds.md): reserve in one transaction, ask the provider
// with the refund's id as idempotency key, book the outcome in a second transaction guarded by
// the refund's state.

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
  /** Signature and links of the customer's mails. */
  shop: ShopContact;
  /** Stock came back: the shop's lists must show it. */
  catalog?: CatalogCaches;
  now?: () => Date;
}

export interface RefundInput extends RefundRequest {
  key: string;
  restock: boolean;
  reason: string;
  withdrawalId: number | null;
  /**
   * Staff's form: a known key must ask for what its refund took. The shop's own keys (a cancel,
   * a booking) are asked again with "everything left", which the first try already took.
   */
  sameAsKnown?: true;
  /**
   * The cancellation fee kept of what the lines are worth (a booking cancelled by its link),
   * judged in the transaction that reserves the refund.
   */
  keepFee?: (amountCents: number, tx: Tx) => Promise<number>;
  /** Staff cancel a course booking with it: settled, it enters the date's history. */
  cancelsBooking?: true;
}

type RefundRow = typeof refunds.$inferSelect;

const notConfirmed = () =>
  new AppError(
    502,
    'REFUND_NOT_CONFIRMED',
    'Der Zahlungsdienst hat die Erstattung noch nicht bestätigt. Bitte gleich noch einmal versuchen – es wird nur einmal erstattet.',
  );

const cancelNotRefunded = (failure: string | null) =>
  conflict(
    'REFUND_FAILED',
    `Die Bestellung ist storniert, aber der Zahlungsdienst hat die Erstattung abgelehnt${failure ? ` („${failure.replace(/\.$/, '')}“)` : ''}. Das Geld ist nicht zurückgegangen: Bitte erstatte es unter „Erstattungen“ oder direkt beim Zahlungsdienst.`,
  );

function refused(problem: Exclude<ReturnType<typeof refundAmounts>, { ok: true }>): AppError {
  if (problem.code === 'TOO_MANY') return conflict('REFUND_TOO_MANY', problem.reason);
  if (problem.code === 'UNKNOWN_LINE')
    return new AppError(400, 'INVALID_INPUT', problem.reason, { field: 'body.lines' });
  return new AppError(400, 'NOTHING_TO_REFUND', problem.reason, { field: 'body.lines' });
}

async function checkWithdrawal(tx: Tx, orderId: string, withdrawalId: number | null) {
  if (withdrawalId === null) return;
  const [withdrawal] = await tx
    .select({ orderId: withdrawals.orderId })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  if (withdrawal?.orderId !== orderId)
    throw conflict(
      'WITHDRAWAL_OF_ANOTHER_ORDER',
      'Dieser Widerruf gehört nicht zu dieser Bestellung.',
    );
}

/**
 * Whether a request sent again with a known key asks for what that refund was asked: a form
 * changed after an unanswered try must not get the first refund back as if it were the new one.
 * The shipping is compared as asked, not as taken: whether it was left to take depends on other
 * refunds, which may have failed in between and freed it.
 */
function sameRefund(known: RefundRow, input: RefundInput): boolean {
  const asked = new Map<number, number>();
  for (const line of input.lines)
    if (line.quantity > 0) asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.quantity);
  const took = new Map(known.lines.map((line) => [line.itemId, line.quantity]));
  if (known.shippingAsked !== input.shipping) return false;
  return asked.size === took.size && [...asked].every(([item, n]) => took.get(item) === n);
}

/** Marks the refunded units and the shipping as given back: no second refund can take them. */
async function reserve(tx: Tx, order: RefundableOrder, amounts: RefundAmounts): Promise<void> {
  for (const line of amounts.lines)
    await tx
      .update(orderItems)
      .set({
        refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}`,
        refundedCents: sql`${orderItems.refundedCents} + ${line.grossCents}`,
      })
      .where(eq(orderItems.id, line.itemId));
  if (amounts.shippingCents > 0)
    await tx.update(orders).set({ shippingRefunded: true }).where(eq(orders.id, order.orderId));
}

/** A refused refund (or one the bank sent back) frees what it had reserved. */
/**
 * The refund's order row, locked before anything of the refund is written: reserving a refund
 * starts with that lock too (readRefundableOrder), so a settlement never holds the order's lines
 * while a reservation holding the order waits for them — two such transactions would deadlock.
 */
export async function lockOrderOfRefund(tx: Tx, refundId: string): Promise<void> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(refunds, eq(refunds.orderId, orders.id))
    .where(eq(refunds.id, refundId))
    .for('update', { of: orders });
}

export async function unreserve(tx: Tx, refund: RefundRow): Promise<void> {
  for (const line of refund.lines)
    await tx
      .update(orderItems)
      .set({
        refundedQuantity: sql`${orderItems.refundedQuantity} - ${line.quantity}`,
        refundedCents: sql`${orderItems.refundedCents} - ${line.grossCents}`,
      })
      .where(eq(orderItems.id, line.itemId));
  if (refund.shippingCents > 0)
    await tx.update(orders).set({ shippingRefunded: false }).where(eq(orders.id, refund.orderId));
}

/**
 * A cancel refunds everything still paid for, which is not known while a refund is on its way:
 * were it left out and then refused, the cancelled order would keep money no one gives back
 * (docs/decisions/029-invoices-and-refunds.md). The order row is locked, so none starts meanwhile.
 */
async function refuseWhilePending(tx: Tx, orderId: string): Promise<void> {
  const [pending] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')))
    .limit(1);
  if (pending)
    throw conflict(
      'REFUND_PENDING',
      'Eine Erstattung dieser Bestellung ist noch unterwegs („Wird erstattet“). Bitte erst stornieren, wenn sie erstattet oder fehlgeschlagen ist.',
    );
}

interface Cancel {
  version: number;
  reason: string | null;
}

/** The lifecycle's "cancel", in the transaction that reserves the cancelling refund. */
async function cancelInLifecycle(
  tx: Tx,
  deps: RefundDeps,
  actor: Actor,
  orderId: string,
  cancel: Cancel,
  now: Date,
) {
  const locked = await readOrder(tx, orderId, { lock: true });
  if (!locked?.lifecycle)
    throw conflict('ORDER_NOT_PAID', 'Diese Bestellung ist nicht bezahlt: Es gibt nichts zu tun.');
  if (locked.version !== cancel.version) throw staleVersion();
  const moved = transition(locked.lifecycle, { type: 'cancel', reason: cancel.reason }, now);
  if (!moved.ok) throw conflict(moved.code, moved.reason);
  await storeLifecycle(tx, orderId, moved.order, locked.version);
  await carryOut(tx, deps, actor, orderId, moved.events, null);
}

/**
 * Step 1: the refund as asked, reserved under the order's lock — or the one this key already
 * made. With `cancel` the order is cancelled in the same transaction (refunding everything left).
 */
async function reserveRefund(
  deps: RefundDeps,
  actor: Actor,
  orderId: string,
  input: RefundInput,
  cancel: Cancel | null,
): Promise<RefundRow | null> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const order = await readRefundableOrder(tx, orderId, { lock: true });
    if (!order) throw notFound('Diese Bestellung gibt es nicht.');
    const [known] = await tx.select().from(refunds).where(eq(refunds.requestKey, input.key));
    if (known) {
      if (known.orderId !== orderId)
        throw conflict('REFUND_KEY_USED', 'Diese Erstattung gehört zu einer anderen Bestellung.');
      if (input.sameAsKnown && !sameRefund(known, input))
        throw conflict(
          'REFUND_KEY_USED',
          'Zu diesem Formular gibt es schon eine Erstattung mit anderen Positionen. Bitte die Seite neu laden: Sie steht in der Liste der Erstattungen.',
        );
      return known;
    }
    if (!takesRefunds(order))
      throw conflict(
        'ORDER_NOT_PAID',
        'Diese Bestellung ist nicht bezahlt: Es gibt nichts zu erstatten.',
      );
    await checkWithdrawal(tx, orderId, input.withdrawalId);
    const asked = refundAmounts(order, input);
    const amounts =
      asked.ok && input.keepFee
        ? { ...keepFee(asked, await input.keepFee(asked.amountCents, tx)), ok: true as const }
        : asked;
    // only money needs the provider: places and goods go back without it (an order that cost
    // nothing, a fee that keeps the whole price, a cancel after everything was refunded)
    if (order.provider !== deps.payments.name && amounts.ok && amounts.amountCents > 0)
      throw otherProvider(order.provider);
    if (cancel) {
      await refuseWhilePending(tx, orderId);
      await cancelInLifecycle(tx, deps, actor, orderId, cancel, now);
    }
    if (!amounts.ok) {
      // everything was given back before: the cancel alone is left to do
      if (cancel && amounts.code === 'NOTHING_TO_REFUND') return null;
      throw refused(amounts);
    }
    await reserve(tx, order, amounts);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        requestKey: input.key,
        status: 'pending',
        amountCents: amounts.amountCents,
        feeCents: asked.ok ? asked.amountCents - amounts.amountCents : 0,
        lines: amounts.lines,
        taxes: amounts.taxes,
        shippingCents: amounts.shippingCents,
        shippingAsked: input.shipping,
        restock: input.restock,
        cancelsOrder: cancel !== null,
        reason: input.reason,
        withdrawalId: input.withdrawalId,
        requestedBy: actor.name,
        requestedById: actor.id,
        cancelsBooking: input.cancelsBooking ?? false,
        createdAt: now,
      })
      .returning();
    if (!refund) throw new Error('refund not written');
    await recordChange(tx, actor, {
      entity: 'order',
      entityId: orderId,
      action: 'refunded',
      before: null,
      after: {
        erstattung: amounts.amountCents,
        positionen: amounts.lines.map((line) => `${line.quantity}× #${line.itemId}`).join(', '),
        versand: amounts.shippingCents > 0,
        zurueckInsLager: input.restock,
        grund: input.reason,
      },
    });
    return refund;
  });
}

const PROVIDER_NAMES = { stripe: 'Stripe', simulated: 'die simulierte Zahlung' } as const;

/**
 * The money went through a provider this shop is not connected to now (Stripe's key removed,
 * a backup restored into a demo): another provider would book a refund no money followed.
 */
const otherProvider = (provider: keyof typeof PROVIDER_NAMES) =>
  conflict(
    'PAYMENT_PROVIDER_MISSING',
    `Diese Bestellung wurde über ${PROVIDER_NAMES[provider]} bezahlt. Der Shop ist gerade nicht damit verbunden, und nur dort kann das Geld zurückgehen.`,
  );

// a cancellation whose fee keeps everything paid: the places are freed, no money moves, and
// providers refuse a refund of 0 (Stripe: "amount must be at least 1")
const NOTHING_BACK: ProviderRefund = { providerRefundId: null, state: 'succeeded', failure: null };

/** Step 2: the provider, asked with the refund's own id — a second ask is the same refund. */
async function askProvider(deps: RefundDeps, refund: RefundRow): Promise<ProviderRefund> {
  // also when the sweeper or a webhook finds it pending: the process stopped before booking it
  if (refund.amountCents === 0) return NOTHING_BACK;
  const [order] = await deps.db
    .select({ paymentIntentId: orders.paymentIntentId, provider: orders.provider })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  // stays pending, asked again once the shop is connected to its provider again
  if (order && order.provider !== deps.payments.name) throw otherProvider(order.provider);
  if (refund.providerRefundId) return deps.payments.retrieveRefund(refund.providerRefundId);
  if (!order?.paymentIntentId) throw new Error(`refund ${refund.id}: order without payment`);
  return deps.payments.refund({
    refundId: refund.id,
    orderId: refund.orderId,
    paymentIntentId: order.paymentIntentId,
    amountCents: refund.amountCents,
  });
}

/**
 * Step 3: books what the provider said, once — of a click, its retry, the webhook and the
 * sweeper arriving together, one sees the refund pending and settles it. A success issues the
 * credit note and gives back places and (if asked) stock; a failure frees the reserved units.
 */
export async function bookOutcome(
  deps: RefundDeps,
  refundId: string,
  outcome: ProviderRefund,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const settled = await deps.db.transaction(async (tx) => {
    if (outcome.state === 'pending') {
      if (outcome.providerRefundId)
        await tx
          .update(refunds)
          .set({ providerRefundId: outcome.providerRefundId })
          .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
      return null;
    }
    await lockOrderOfRefund(tx, refundId);
    const [refund] = await tx
      .update(refunds)
      .set({
        status: outcome.state,
        settledAt: now,
        providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${outcome.providerRefundId})`,
        failure: outcome.failure,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (!refund) return null;
    if (refund.status === 'failed') {
      await unreserve(tx, refund);
      return refund;
    }
    const freed = await giveBack(tx, refund.lines, refund.restock);
    if (refund.cancelsBooking) await recordBookingsCancelled(tx, refund, freed);
    await cancelWhenNothingLeft(tx, deps, refund, now);
    // nothing paid back, nothing to correct on the invoice: the fee kept is what was paid, and
    // the customer learns of it without a credit note
    if (refund.amountCents === 0) {
      await enqueueCancellationMail(tx, refund, deps.shop);
      return refund;
    }
    const creditNote = await issueCreditNote(tx, refund, now);
    await enqueueCreditNoteMail(tx, creditNote, refund.orderId, deps.shop);
    return refund;
  });
  if (settled?.status === 'succeeded') deps.catalog?.invalidate();
}

/**
 * A refund that gave back everything left of an order ends it as "Stornieren" would: nothing is
 * left to send and no place kept, so its lists, its status page and its buttons say cancelled. An
 * order sent or handed over stays as it was (the machine refuses to cancel it), and so does one
 * the refund cancels itself.
 */
async function cancelWhenNothingLeft(tx: Tx, deps: RefundDeps, refund: RefundRow, now: Date) {
  if (refund.cancelsOrder) return;
  const [left] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, refund.orderId),
        gt(orderItems.quantity, orderItems.refundedQuantity),
      ),
    )
    .limit(1);
  if (left) return;
  const locked = await readOrder(tx, refund.orderId, { lock: true });
  if (!locked?.lifecycle) return;
  const moved = transition(locked.lifecycle, { type: 'cancel', reason: refund.reason }, now);
  if (!moved.ok) return;
  await storeLifecycle(tx, refund.orderId, moved.order, locked.version);
  await carryOut(tx, deps, await askedBy(tx, refund), refund.orderId, moved.events, null);
}

async function carryOutRefund(deps: RefundDeps, refund: RefundRow): Promise<void> {
  if (refund.status !== 'pending') return;
  let outcome: ProviderRefund;
  try {
    outcome = await askProvider(deps, refund);
  } catch {
    // the outcome is unknown: the refund stays pending; asking again is safe
    throw notConfirmed();
  }
  await bookOutcome(deps, refund.id, outcome);
}

/** Gives back chosen lines (and the shipping) of a paid order; the same key again is the same refund. */
export async function requestRefund(
  deps: RefundDeps,
  actor: Actor,
  orderId: string,
  input: RefundInput,
): Promise<RefundView> {
  const refund = await reserveRefund(deps, actor, orderId, input, null);
  if (!refund) throw new Error('a refund without cancel always reserves or refuses');
  await carryOutRefund(deps, refund);
  return refundViewOf(deps.db, refund.id);
}

/**
 * "Stornieren": the order leaves the lifecycle and everything still paid for goes back, goods to
 * the shelf (they never left the farm). A repeated click with the same version is the same refund.
 */
export async function cancelOrder(
  deps: RefundDeps,
  actor: Actor,
  orderId: string,
  version: number,
  reason: string | null,
): Promise<OrderFulfilment> {
  const left = await readRefundableOrder(deps.db, orderId, { lock: false });
  if (!left) throw notFound('Diese Bestellung gibt es nicht.');
  const refund = await reserveRefund(
    deps,
    actor,
    orderId,
    {
      ...everythingLeft(left),
      key: `cancel:${orderId}:${version}`,
      restock: true,
      reason: reason ?? 'Bestellung storniert',
      withdrawalId: null,
    },
    { version, reason },
  );
  if (refund) {
    await carryOutRefund(deps, refund);
    const settled = await refundViewOf(deps.db, refund.id);
    // turned down (a refund the bank sent back later had its credit note): the cancel stands,
    // the order is out of the lifecycle, and the money is still paid for
    if (settled.state === 'failed' && settled.creditNoteNumber === null)
      throw cancelNotRefunded(settled.failure);
  }
  const after = await readOrder(deps.db, orderId, { lock: false });
  if (!after?.lifecycle) throw notFound('Diese Bestellung gibt es nicht.');
  return fulfilmentView(orderId, after.lifecycle, after.version);
}

/**
 * Refunds left pending for a while — the provider answered "pending" and its webhook has not
 * come, or the process died between asking and booking — are asked about again, one by one;
 * one that cannot be settled now does not hold up the rest. Returns how many were settled.
 */
export async function settleStaleRefunds(
  deps: RefundDeps,
  olderThanMs: number,
  log: (refundId: string, error: unknown) => void,
): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const stale = await deps.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lt(refunds.createdAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(100);
  let settled = 0;
  for (const refund of stale) {
    try {
      const outcome = await askProvider(deps, refund);
      await bookOutcome(deps, refund.id, outcome);
      if (outcome.state !== 'pending') settled += 1;
    } catch (error) {
      log(refund.id, error);
    }
  }
  return settled;
}

/**
 * A course booking of the shop whose date was cancelled: what is left of its line goes back.
 * Answers the refund, or null when nothing of the line was left to refund.
 */
export async function refundCourseBooking(
  deps: RefundDeps,
  actor: Actor,
  orderItemId: number,
): Promise<RefundView | null> {
  const [item] = await deps.db
    .select({
      orderId: orderItems.orderId,
      left: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`,
    })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  if (!item || Number(item.left) <= 0) return null;
  return requestRefund(deps, actor, item.orderId, {
    key: `course-booking:${orderItemId}`,
    lines: [{ itemId: orderItemId, quantity: Number(item.left) }],
    shipping: false,
    restock: false,
    reason: 'Kurstermin abgesagt',
    withdrawalId: null,
  });
}

/** A refund of this payment changed at the provider (webhook): settle what is pending of it. */
export async function settlePendingRefunds(deps: RefundDeps, paymentIntentId: string) {
  const pending = await deps.db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.paymentIntentId, paymentIntentId), eq(refunds.status, 'pending')));
  for (const { refund } of pending)
    await bookOutcome(deps, refund.id, await askProvider(deps, refund));
}

const viewOf = (
  refund: RefundRow,
  creditNoteNumber: string | null,
  cancellationNumber: string | null,
): RefundView => ({
  id: refund.id,
  state: refund.status,
  amountCents: refund.amountCents,
  shippingCents: refund.shippingCents,
  lines: refund.lines,
  restock: refund.restock,
  cancelsOrder: refund.cancelsOrder,
  reason: refund.reason,
  withdrawalId: refund.withdrawalId,
  requestedBy: refund.requestedBy,
  requestedAt: refund.createdAt.toISOString(),
  settledAt: refund.settledAt?.toISOString() ?? null,
  failure: refund.failure,
  creditNoteNumber,
  cancellationNumber,
});

const cancellations = aliasedTable(issuedDocuments, 'cancellations');

const refundsWithCreditNotes = (db: Db) =>
  db
    .select({
      refund: refunds,
      creditNote: issuedDocuments.number,
      cancellation: cancellations.number,
    })
    .from(refunds)
    .leftJoin(
      issuedDocuments,
      and(eq(issuedDocuments.refundId, refunds.id), eq(issuedDocuments.kind, 'credit_note')),
    )
    .leftJoin(
      cancellations,
      and(
        eq(cancellations.refundId, refunds.id),
        eq(cancellations.kind, 'credit_note_cancellation'),
      ),
    );

async function refundViewOf(db: Db, refundId: string): Promise<RefundView> {
  const [row] = await refundsWithCreditNotes(db).where(eq(refunds.id, refundId));
  if (!row) throw notFound('Diese Erstattung gibt es nicht.');
  return viewOf(row.refund, row.creditNote, row.cancellation);
}

/** The refund form's view of an order. */
export async function refundableOrderView(db: Db, orderId: string): Promise<RefundableOrderView> {
  const order = await readRefundableOrder(db, orderId, { lock: false });
  if (!order) throw notFound('Diese Bestellung gibt es nicht.');
  const rows = await refundsWithCreditNotes(db)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
  const [invoice] = await db
    .select({ number: issuedDocuments.number })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, 'invoice')));
  const total = (state: RefundRow['status']) =>
    rows
      .filter((row) => row.refund.status === state)
      .reduce((sum, row) => sum + row.refund.amountCents, 0);
  return {
    orderId,
    refundable: takesRefunds(order),
    lines: order.lines.map((line) => ({
      itemId: line.id,
      title: line.title,
      quantity: line.quantity,
      refundedQuantity: line.refundedQuantity,
      refundedCents: line.refundedCents,
      unitCents: line.unitCents,
      taxRateBp: line.taxRateBp,
      isCourse: line.isCourse,
    })),
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    shippingRefunded: order.shippingRefunded,
    totalCents: order.totalCents,
    refundedCents: total('succeeded'),
    pendingCents: total('pending'),
    refunds: rows.map((row) => viewOf(row.refund, row.creditNote, row.cancellation)),
    invoiceNumber: invoice?.number ?? null,
  };
}
