import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { DeclaredWithdrawal } from '../../domain/admin-orders-schema';
import { formatEuro } from '../../domain/money';
import type { refundAmounts } from '../../domain/refund-amounts';
import type { RefundableOrderView, RefundBody } from '../../domain/refund-schema';
import { CheckField } from '../ui/check-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { schemaResolver } from './schema-resolver';

export interface RefundFormValues {
  /** Units to give back per order line, as typed. */
  quantities: string[];
  shipping: boolean;
  restock: boolean;
  reason: string;
  /** A withdrawal's id, or '' for none. */
  withdrawalId: string;
}

/** What the form names of an order's withdrawals. */
export type RefundableWithdrawal = Pick<DeclaredWithdrawal, 'id' | 'reference' | 'name' | 'open'>;

/**
 * The declaration a refund answers unless staff choose otherwise: the one a withdrawal's
 * "Erstatten" led here from, else the order's only open one (a refund that names none leaves it
 * waiting on the Übersicht).
 */
export function answeredWithdrawal(
  withdrawals: readonly RefundableWithdrawal[],
  startWith: number | null,
): string {
  if (startWith !== null) return String(startWith);
  const open = withdrawals.filter((withdrawal) => withdrawal.open);
  return open.length === 1 ? String(open[0]?.id) : '';
}

/** Lines, shipping, restock and reason, checked as the server does, with the amount as it will be. */
export function RefundForm({
  order,
  withdrawals,
  startWith,
  schema,
  payloadOf,
  amountOf,
  busy,
  onRefund,
  onCancel,
}: {
  order: RefundableOrderView;
  withdrawals: readonly RefundableWithdrawal[];
  startWith: number | null;
  schema: z.ZodType<unknown, RefundBody>;
  payloadOf(values: RefundFormValues): RefundBody;
  amountOf(values: RefundFormValues): ReturnType<typeof refundAmounts> | null;
  busy: boolean;
  onRefund(values: RefundFormValues): void;
  onCancel(): void;
}) {
  const everything = startWith !== null;
  const shippingLeft = !order.shippingRefunded && order.shippingCents > 0;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RefundFormValues>({
    defaultValues: {
      quantities: order.lines.map((line) =>
        String(everything ? line.quantity - line.refundedQuantity : 0),
      ),
      shipping: everything && shippingLeft,
      restock: true,
      reason: everything ? 'Widerruf' : '',
      withdrawalId: answeredWithdrawal(withdrawals, startWith),
    },
    resolver: schemaResolver(
      schema,
      payloadOf,
      Object.fromEntries(
        order.lines.map((_, index) => [`lines.${index}.quantity`, `quantities.${index}` as const]),
      ),
    ),
  });
  const amount = amountOf(watch());
  return (
    <form noValidate onSubmit={handleSubmit(onRefund)}>
      <fieldset className="mb-3">
        <legend className="h6">Was geht zurück?</legend>
        {order.lines.map((line, index) => {
          const left = line.quantity - line.refundedQuantity;
          return (
            <TextField
              key={line.itemId}
              id={`erstatten-${line.itemId}`}
              label={`${line.title} (${left} von ${line.quantity} erstattbar, je ${formatEuro(line.unitCents)})`}
              className="mb-2"
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              disabled={left === 0}
              error={errors.quantities?.[index]?.message}
              {...register(`quantities.${index}`)}
            />
          );
        })}
        {shippingLeft && (
          <CheckField
            id="erstatten-versand"
            label={`Versandkosten erstatten (${formatEuro(order.shippingCents)})`}
            {...register('shipping')}
          />
        )}
        <CheckField
          id="erstatten-lager"
          label="Ware zurück ins Lager (Kursplätze werden immer wieder frei)"
          {...register('restock')}
        />
      </fieldset>
      <TextField
        id="erstatten-grund"
        // a refund of 0 issues no credit note; its mail to the customer states the reason
        label={
          amount?.ok && amount.amountCents === 0
            ? 'Grund (steht in der E-Mail zur Stornierung)'
            : 'Grund (steht auf der Gutschrift)'
        }
        className="mb-3"
        error={errors.reason?.message}
        {...register('reason')}
      />
      {withdrawals.length > 0 && (
        <SelectField
          id="erstatten-widerruf"
          label="Zu einem Widerruf"
          className="mb-3"
          error={errors.withdrawalId?.message}
          {...register('withdrawalId')}
        >
          <option value="">Keinem</option>
          {withdrawals.map((withdrawal) => (
            <option key={withdrawal.id} value={withdrawal.id}>
              {withdrawal.reference} von {withdrawal.name}
            </option>
          ))}
        </SelectField>
      )}
      <p className="fw-semibold" aria-live="polite">
        {amount?.ok
          ? `Erstattungsbetrag: ${formatEuro(amount.amountCents)}`
          : (amount?.reason ?? 'Bitte ganze Zahlen angeben.')}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-danger" disabled={busy || !amount?.ok}>
          {amount?.ok ? `${formatEuro(amount.amountCents)} erstatten` : 'Erstatten'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
