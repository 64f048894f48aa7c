import { z } from 'zod';
import { MAIL_STATUSES } from './admin-outbox';
import { ORDER_STATUSES, OrderSummary } from './checkout-schema';

/** The backoffice's order list: a status, a search (e-mail or order number) and a page. */
export const OrderListQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
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
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  orderReference: z.string(),
  receivedAt: z.string(),
});
export type OrderWithdrawal = z.infer<typeof OrderWithdrawal>;

/** A declaration with the confirmation the customer was sent, if any yet. */
export const DeclaredWithdrawal = OrderWithdrawal.extend({
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
  mails: z.array(OrderMail),
  withdrawals: z.array(OrderWithdrawal),
});
export type OrderDetail = z.infer<typeof OrderDetail>;
