import { z } from 'zod';
import { OrderSummary } from './checkout-schema';
import { DELIVERY_METHODS, FULFILMENT_STATES } from './order-states';

// The customer's status page (/bestellung/:token): reached by the link in the order's mails, no
// account. The token is the order's 64 hex characters (docs/decisions/025-order-lifecycle.md).

export const UNKNOWN_STATUS_LINK =
  'Zu diesem Link gibt es keine Bestellung. Bitte prüfe, ob du ihn vollständig aus der E-Mail übernommen hast.';

export const StatusToken = z.string().regex(/^[0-9a-f]{64}$/, UNKNOWN_STATUS_LINK);

export const OrderStatusParams = z.object({ token: StatusToken }).strict();

export const OrderStatusView = z.object({
  orderNumber: z.string(),
  /** The Berlin day the order was paid (yyyy-mm-dd). */
  paidOn: z.string(),
  state: z.enum(FULFILMENT_STATES),
  stateLabel: z.string(),
  delivery: z.enum(DELIVERY_METHODS),
  deliveryLabel: z.string(),
  summary: OrderSummary.pick({
    lines: true,
    totals: true,
    discountCode: true,
    smallBusiness: true,
  }),
  /** For shipped orders: the carrier, the number and, for the known carriers, their page. */
  shipment: z
    .object({
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
    })
    .nullable(),
  /** For pickups: where and when. */
  pickup: z
    .object({
      date: z.string(),
      name: z.string(),
      address: z.string(),
      description: z.string(),
      openingHours: z.array(z.string()),
    })
    .nullable(),
  /** As the post writes it; null for pickups and course-only orders. */
  deliveryAddress: z.array(z.string()).nullable(),
  /** The invoice PDF, once the shop issued one (orders paid before have none here). */
  invoiceUrl: z.string().nullable(),
  /** Money the shop gave back, oldest first: the Berlin day it went out and how much. */
  refunds: z.array(z.object({ on: z.string(), amountCents: z.number().int() })),
  /** Where the customer writes with questions. */
  shopEmail: z.string(),
  /**
   * "Jetzt bewerten" for what may be rated today and is not yet: goods once paid, a course once
   * it took place (docs/shop/ratings.md#who-may-rate); none for a cancelled order.
   */
  ratings: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      path: z.templateLiteral(['/', z.string()]),
    }),
  ),
});
export type OrderStatusView = z.infer<typeof OrderStatusView>;
