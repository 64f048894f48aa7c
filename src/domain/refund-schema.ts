import { z } from 'zod';
import { textLine } from './form-text';

// What staff send to give money back and what the backoffice reads of an order's refunds
// (refunds/routes.ts; docs/decisions/029-invoices-and-refunds.md).

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: 'Wird erstattet',
  succeeded: 'Erstattet',
  failed: 'Fehlgeschlagen',
};

const RequestKey = z.uuid('Bitte die Seite neu laden und noch einmal versuchen.');

export const RefundBody = z
  .object({
    /** Made by the browser for one click: sent again (a retry, a double click) it is the same refund. */
    key: RequestKey,
    lines: z
      .array(
        z
          .object({
            itemId: z.number().int().positive().max(2_147_483_647),
            quantity: z
              .number('Bitte eine Anzahl angeben.')
              .int('Bitte eine ganze Zahl angeben.')
              .min(0, 'Bitte 0 oder mehr angeben.')
              .max(100_000, 'So viele wurden nicht bestellt.'),
          })
          .strict(),
      )
      .max(200),
    shipping: z.boolean(),
    restock: z.boolean(),
    reason: textLine('Der Grund', 300).min(1, 'Bitte einen Grund angeben.'),
    /** The "Vertrag widerrufen" declaration this refund answers, if any. */
    withdrawalId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  })
  .strict();
export type RefundBody = z.input<typeof RefundBody>;

export const RefundView = z.object({
  id: z.string(),
  state: z.enum(REFUND_STATES),
  amountCents: z.number(),
  shippingCents: z.number(),
  lines: z.array(z.object({ itemId: z.number(), quantity: z.number(), grossCents: z.number() })),
  restock: z.boolean(),
  cancelsOrder: z.boolean(),
  reason: z.string(),
  withdrawalId: z.number().nullable(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
  failure: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The credit note cancelled because the bank sent its refund back ("Stornierung der Gutschrift"). */
  cancellationNumber: z.string().nullable(),
});
export type RefundView = z.infer<typeof RefundView>;

/** An order as the refund form shows it: what was bought, what went back, what may still go. */
export const RefundableOrderView = z.object({
  orderId: z.string(),
  /** Paid and with a payment to refund to. */
  refundable: z.boolean(),
  lines: z.array(
    z.object({
      itemId: z.number(),
      title: z.string(),
      quantity: z.number(),
      refundedQuantity: z.number(),
      refundedCents: z.number(),
      unitCents: z.number(),
      taxRateBp: z.number(),
      isCourse: z.boolean(),
    }),
  ),
  /** With the lines' rates: the form works out the amount with the server's own function. */
  discountCents: z.number(),
  shippingCents: z.number(),
  shippingRefunded: z.boolean(),
  totalCents: z.number(),
  /** Given back, and on its way back. */
  refundedCents: z.number(),
  pendingCents: z.number(),
  refunds: z.array(RefundView),
  /** The shop's invoice of the order; null for orders paid before the shop issued invoices. */
  invoiceNumber: z.string().nullable(),
});
export type RefundableOrderView = z.infer<typeof RefundableOrderView>;

/** The view's order as `refundAmounts` takes it. */
export const invoicedOrderOf = (view: RefundableOrderView) => ({
  lines: view.lines.map((line) => ({ ...line, id: line.itemId })),
  shippingCents: view.shippingCents,
  discountCents: view.discountCents,
  shippingRefunded: view.shippingRefunded,
});
