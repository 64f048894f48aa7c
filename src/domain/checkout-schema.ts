import { z } from 'zod';
import { CourseSelection } from './cart-schema';
import { DiscountCodeText, ProductId } from './catalog-schema';
import { DeliveryChoice, OrderDelivery, SHIP_TO_GERMANY } from './delivery-schema';
import { MAX_LINES_PER_ORDER } from './order-limits';
import { PAYMENT_SESSION_ID } from './payment-session';

/**
 * One cart line as the browser sends it. Unknown keys (a legacy client's `price`, `title`…) are
 * stripped, not trusted and not an error: the server prices every line itself
 * (docs/decisions/019-money-and-totals.md).
 */
export const CheckoutLine = z.object({
  productId: ProductId,
  quantity: z.number().int().min(1).max(100),
  course: CourseSelection.nullable().default(null),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

export const CheckoutRequest = z.object({
  lines: z
    .array(CheckoutLine)
    .min(1, 'Der Warenkorb ist leer.')
    .max(MAX_LINES_PER_ORDER, `Eine Bestellung hat höchstens ${MAX_LINES_PER_ORDER} Positionen.`),
  // null or absent: no code applied
  discountCode: DiscountCodeText.nullable()
    .default('')
    .transform((code) => code ?? ''),
  // absent: shipped within Germany, as before the choice existed; ignored for courses alone
  delivery: DeliveryChoice.default(SHIP_TO_GERMANY),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
/** What a client sends (before defaults and trimming): the browser's request type. */
export type CheckoutRequestInput = z.input<typeof CheckoutRequest>;

// the order id lets the browser tell, on the success page, whether its cart is the one paid for
export const CheckoutResponse = z.object({
  url: z.string(),
  orderId: z.string(),
  /** The payment session: the browser cancels it when it starts another for the same cart. */
  sessionId: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const PaymentSessionId = z
  .string()
  .regex(PAYMENT_SESSION_ID, 'ist keine gültige Zahlungssitzung');

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderLineSummary = z.object({
  productId: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  lineCents: z.number().int(),
  course: z
    .object({
      label: z.string().nullable(),
      dates: z.array(z.string()),
      time: z.string(),
      attendee: z.string(),
    })
    .nullable(),
});
export type OrderLineSummary = z.infer<typeof OrderLineSummary>;

export const OrderSummary = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(OrderLineSummary),
  totals: z.object({
    subtotal: z.number().int(),
    vat: z.number().int(),
    taxes: z.array(
      z.object({
        rateBp: z.number().int(),
        gross: z.number().int(),
        net: z.number().int(),
        tax: z.number().int(),
      }),
    ),
    shipping: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
  }),
  discountCode: z.string().nullable(),
  /** Sold under § 19 UStG: the totals name no VAT but the § 19 note (docs/shop/cart.md#vat). */
  smallBusiness: z.boolean(),
  delivery: OrderDelivery,
  /** The shop's own invoice PDF once issued; for orders paid before, the provider's invoice. */
  invoiceUrl: z.string().nullable(),
  /** The provider's receipt: what orders paid before the shop issued invoices show. */
  receiptUrl: z.string().nullable(),
  /** The payment id once paid: it names the purchase in rating links. */
  transactionId: z.string().nullable(),
  /**
   * The paid order's course days as a calendar file, reached by the checkout session like the
   * invoice; null without course lines (docs/shop/courses.md#calendar-file).
   */
  calendarUrl: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
