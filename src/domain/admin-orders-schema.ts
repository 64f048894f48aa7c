import { z } from 'zod';
import { ORDER_STATUSES } from './checkout-schema';

/** The backoffice's order list: a status, a search (e-mail or order number) and a page. */
export const OrderListQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    q: z.string().trim().max(254).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type OrderListQuery = z.infer<typeof OrderListQuery>;
