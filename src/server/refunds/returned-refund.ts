import { and, eq } from 'drizzle-orm';
import { REFUND_STATE_LABELS } from '../../domain/refund-schema';
import { recordChange, SHOP_ACTOR } from '../audit/service';
import { orders, refunds } from '../db/schema';
import { enqueueReturnedRefundMails } from '../mail/returned-refund-mail';
import { cancelCreditNote } from './credit-note';
import { lockOrderOfRefund, type RefundDeps, settlePendingRefunds, unreserve } from './service';

// A refund the provider had confirmed can still fail: the bank sends the money back to the
// shop's balance days later (Stripe's refund.failed). The shop then books it as failed, gives
// its units and cents back to "still paid for" and cancels its credit note with a document of
// its own (docs/decisions/029-invoices-and-refunds.md, docs/shop/refunds.md#a-refund-the-bank-sends-back).

/** Books a succeeded refund as failed, once: the same event again finds it failed already. */
async function bookReturned(deps: RefundDeps, refundId: string, failure: string | null) {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    await lockOrderOfRefund(tx, refundId);
    const [refund] = await tx
      .update(refunds)
      .set({ status: 'failed', failure: failure ?? 'refund failed' })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'succeeded')))
      .returning();
    if (!refund) return;
    await unreserve(tx, refund);
    const cancellation = await cancelCreditNote(tx, refund, now);
    if (cancellation)
      await enqueueReturnedRefundMails(tx, cancellation, refund.orderId, refund.failure, deps.shop);
    await recordChange(tx, SHOP_ACTOR, {
      entity: 'order',
      entityId: refund.orderId,
      action: 'updated',
      before: { erstattung: REFUND_STATE_LABELS.succeeded, betrag: refund.amountCents },
      after: {
        erstattung: REFUND_STATE_LABELS.failed,
        betrag: refund.amountCents,
        grund: refund.failure,
        stornierung: cancellation?.content.number ?? null,
      },
    });
  });
}

/**
 * A refund of this payment changed at the provider (webhook): what is pending of it is settled,
 * and the refund the event names, if the shop booked it as given back, is asked about again — a
 * failure then means the money came back to the shop.
 */
export async function refundChanged(
  deps: RefundDeps,
  paymentIntentId: string,
  providerRefundId: string | null,
): Promise<void> {
  await settlePendingRefunds(deps, paymentIntentId);
  if (!providerRefundId) return;
  const [booked] = await deps.db
    .select({ id: refunds.id, provider: orders.provider })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(orders.paymentIntentId, paymentIntentId),
        eq(refunds.providerRefundId, providerRefundId),
        eq(refunds.status, 'succeeded'),
      ),
    );
  if (!booked || booked.provider !== deps.payments.name) return;
  // the event's own copy may be older than another delivered after it: the provider's state now
  const now = await deps.payments.retrieveRefund(providerRefundId);
  if (now.state === 'failed') await bookReturned(deps, booked.id, now.failure);
}
