import { z } from 'zod';
import { StoredBillingAddress, StoredPostalAddress } from './address-schema';
import { MAIL_STATUSES } from './admin-outbox';
import { ORDER_STATUSES, OrderSummary } from './checkout-schema';
import { IsoDay } from './day-schema';
import { textLine } from './form-text';
import { FulfilmentView } from './fulfilment-schema';
import { DELIVERY_METHODS, FULFILMENT_STATES } from './order-states';
import { RowIdParam } from './row-id';

/**
 * The backoffice's order list: a payment status, the state after payment, the delivery method,
 * a pickup place and day, a search (e-mail or order number) and a page.
 */
export const OrderListQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    state: z.enum(FULFILMENT_STATES).optional(),
    delivery: z.enum(DELIVERY_METHODS).optional(),
    place: RowIdParam.optional(),
    day: IsoDay.optional(),
    q: z.string().trim().max(254).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderListRow = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  totalCents: z.number().int(),
  email: z.string().nullable(),
  buyerName: z.string().nullable(),
  delivery: z.enum(DELIVERY_METHODS),
  /** Null until paid. */
  state: z.enum(FULFILMENT_STATES).nullable(),
  /** Sent back with a move from the list ("In Bearbeitung" for the ticked orders). */
  version: z.number().int(),
  pickupPlaceName: z.string().nullable(),
  pickupDate: z.string().nullable(),
  /** A withdrawal declaration names it that no refund has answered and nobody marked handled. */
  openWithdrawal: z.boolean(),
  /** Goods no refund gave back: something to pack, send or hand over. */
  goodsLeft: z.boolean(),
});
export type OrderListRow = z.infer<typeof OrderListRow>;

export const OrderListPage = z.object({
  orders: z.array(OrderListRow),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type OrderListPage = z.infer<typeof OrderListPage>;

/** A confirmation mail of the order (the first, and each one staff sent again). */
export const OrderMail = z.object({
  kind: z.string(),
  subject: z.string(),
  recipient: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderMail = z.infer<typeof OrderMail>;

/** A withdrawal declaration naming the order. */
export const OrderWithdrawal = z.object({
  /** What a refund names when it answers this declaration. */
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  orderReference: z.string(),
  receivedAt: z.string(),
  /** Staff marked it handled without a refund (a course booking, an order found by hand). */
  handled: z.object({ at: z.string(), by: z.string(), note: z.string() }).nullable(),
});
export type OrderWithdrawal = z.infer<typeof OrderWithdrawal>;

/** A declaration still waiting for an answer, on the backoffice's start page. */
export const OpenWithdrawal = OrderWithdrawal.omit({ handled: true }).extend({
  /** Null when the number it gave is no order of the sender's address. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** The last day to refund (§ 357 BGB), yyyy-mm-dd in Berlin. */
  deadline: z.string(),
});
export type OpenWithdrawal = z.infer<typeof OpenWithdrawal>;

/** Why a declaration needs no refund: staff say so in a line. */
export const WithdrawalHandled = z
  .object({ note: textLine('Der Vermerk', 300).min(1, 'Bitte kurz vermerken, warum.') })
  .strict();
export type WithdrawalHandled = z.infer<typeof WithdrawalHandled>;

/** A declaration with the confirmation the customer was sent, if any yet. */
export const DeclaredWithdrawal = OrderWithdrawal.extend({
  /** Still waiting for its answer: no refund names it, nobody marked it handled, the order stands. */
  open: z.boolean(),
  confirmation: z
    .object({
      subject: z.string(),
      text: z.string(),
      status: z.enum(MAIL_STATUSES),
      sentAt: z.string().nullable(),
    })
    .nullable(),
});
export type DeclaredWithdrawal = z.infer<typeof DeclaredWithdrawal>;

export const OrderDetail = OrderListRow.extend({
  summary: OrderSummary,
  provider: z.enum(['stripe', 'simulated']),
  paymentIntentId: z.string().nullable(),
  phone: z.string().nullable(),
  deliveryAddress: StoredPostalAddress.nullable(),
  /** Only when it differs from the delivery address. */
  billingAddress: StoredBillingAddress.nullable(),
  pickupPlace: z
    .object({
      id: z.number().int(),
      name: z.string(),
      street: z.string(),
      postalCode: z.string(),
      town: z.string(),
    })
    .nullable(),
  /** Null until paid: the order has no lifecycle yet. */
  fulfilment: FulfilmentView.nullable(),
  mails: z.array(OrderMail),
  withdrawals: z.array(DeclaredWithdrawal.omit({ confirmation: true })),
  /** What went back of each of the summary's lines, in the same order. */
  lineRefunds: z.array(z.object({ quantity: z.number().int(), cents: z.number().int() })),
});
export type OrderDetail = z.infer<typeof OrderDetail>;
