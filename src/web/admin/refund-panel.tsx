import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatEuro } from '../../domain/money';
import { randomUuid } from '../../domain/random-uuid';
import { refundAmounts } from '../../domain/refund-amounts';
import {
  invoicedOrderOf,
  REFUND_STATE_LABELS,
  type RefundableOrderView,
  RefundBody,
} from '../../domain/refund-schema';
import { fetchRefundable, refundKeys, requestRefund } from '../api/admin-refunds';
import { issuedDocumentUrl } from '../api/documents';
import { staffDateTime } from './order-status';
import { QueryState, reasonOf } from './query-state';
import { type RefundableWithdrawal, RefundForm, type RefundFormValues } from './refund-form';

const STATE_CLASSES = {
  pending: 'text-bg-warning',
  succeeded: 'text-bg-success',
  failed: 'text-bg-danger',
} as const;

/**
 * "Erstattungen" on an order: what went back (with its credit note), and a form to give back
 * chosen lines and the shipping through the payment provider. A withdrawal's "Erstatten" opens
 * the form filled with everything still paid for.
 */
export function RefundPanel({
  orderId,
  withdrawals,
  startWith,
}: {
  orderId: string;
  withdrawals: readonly RefundableWithdrawal[];
  /** The withdrawal whose "Erstatten" led here. */
  startWith: number | null;
}) {
  const view = useQuery({
    queryKey: refundKeys.order(orderId),
    queryFn: () => fetchRefundable(orderId),
  });
  const [open, setOpen] = useState(startWith !== null);
  if (!view.data) return <QueryState query={view} loading="Erstattungen werden geladen…" />;
  const order = view.data;
  const left = order.totalCents - order.refundedCents - order.pendingCents;
  // what the form can choose: units worth nothing (a 100 % code) still go back, for 0 €, with
  // their places and stock; money left over by a cancellation fee has nothing to choose
  const choosable =
    order.lines.some((line) => line.refundedQuantity < line.quantity) ||
    (!order.shippingRefunded && order.shippingCents > 0);
  const note = !order.refundable
    ? 'Nicht bezahlt: Es gibt nichts zu erstatten.'
    : order.totalCents === 0
      ? 'Diese Bestellung hat nichts gekostet: Es gibt kein Geld zu erstatten.'
      : left <= 0
        ? 'Der ganze Betrag ist erstattet.'
        : null;
  return (
    <section className="staff-tile mb-4" aria-labelledby="erstattungen" id="erstattung">
      <h2 id="erstattungen">Erstattungen</h2>
      {/* an order never paid has no amounts to compare: the note below says so */}
      {order.refundable && (
        <p>
          Bezahlt {formatEuro(order.totalCents)} · erstattet {formatEuro(order.refundedCents)}
          {order.pendingCents > 0 && ` · wird erstattet ${formatEuro(order.pendingCents)}`}
        </p>
      )}
      {order.refunds.length > 0 && (
        <ul className="list-unstyled">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="staff-line">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <span>
                  {formatEuro(refund.amountCents)}{' '}
                  <span className={`badge ${STATE_CLASSES[refund.state]}`}>
                    {REFUND_STATE_LABELS[refund.state]}
                  </span>
                </span>
                <span className="d-flex flex-wrap gap-2">
                  {refund.creditNoteNumber && (
                    <a href={issuedDocumentUrl(orderId, refund.creditNoteNumber)}>
                      Gutschrift {refund.creditNoteNumber}
                    </a>
                  )}
                  {/* the bank sent the money back after the refund had gone through */}
                  {refund.cancellationNumber && (
                    <a href={issuedDocumentUrl(orderId, refund.cancellationNumber)}>
                      Stornierung {refund.cancellationNumber}
                    </a>
                  )}
                </span>
              </div>
              <div className="small text-body-secondary">
                {staffDateTime(refund.requestedAt)} von {refund.requestedBy} · {refund.reason}
                {refund.cancelsOrder && ' · Stornierung'}
                {refund.failure && ` · ${refund.failure}`}
              </div>
            </li>
          ))}
        </ul>
      )}
      {note && <p className="mb-0 text-body-secondary">{note}</p>}
      {order.refundable &&
        choosable &&
        (open ? (
          <RefundDialog
            order={order}
            withdrawals={withdrawals}
            startWith={startWith}
            onDone={() => setOpen(false)}
          />
        ) : (
          <button
            type="button"
            className={`btn btn-outline-primary${note ? ' mt-2' : ''}`}
            onClick={() => setOpen(true)}
          >
            Erstatten …
          </button>
        ))}
    </section>
  );
}

function RefundDialog({
  order,
  withdrawals,
  startWith,
  onDone,
}: {
  order: RefundableOrderView;
  withdrawals: readonly RefundableWithdrawal[];
  startWith: number | null;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  // one key per refund meant: a retry after a timeout, or a double click, is the same refund
  const [key, setKey] = useState(() => randomUuid());
  const refund = useMutation({
    mutationFn: (body: RefundBody) => requestRefund(order.orderId, body),
    onSuccess: async () => {
      setKey(randomUuid());
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order', order.orderId] });
      onDone();
    },
  });
  const payloadOf = (values: RefundFormValues): RefundBody => ({
    key,
    lines: order.lines.map((line, index) => ({
      itemId: line.itemId,
      quantity: values.quantities[index]?.trim() === '' ? 0 : Number(values.quantities[index]),
    })),
    shipping: values.shipping,
    restock: values.restock,
    reason: values.reason,
    withdrawalId: values.withdrawalId === '' ? null : Number(values.withdrawalId),
  });
  const amountOf = (values: RefundFormValues) => {
    const body = payloadOf(values);
    if (body.lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 0))
      return null;
    return refundAmounts(invoicedOrderOf(order), body);
  };
  return (
    <>
      <RefundForm
        order={order}
        withdrawals={withdrawals}
        startWith={startWith}
        schema={RefundBody}
        payloadOf={payloadOf}
        amountOf={amountOf}
        busy={refund.isPending}
        onRefund={(values) => refund.mutate(payloadOf(values))}
        onCancel={onDone}
      />
      {refund.isError && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {reasonOf(refund.error)}
        </p>
      )}
    </>
  );
}
