import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CheckoutRequest } from '../../domain/checkout-schema';
import { lineRoom, maxPerOrder } from '../../domain/order-limits';
import { cartTotals, type Totals } from '../../domain/pricing';
import { lookupDiscountCode } from '../catalog/discount-codes';
import { pricesNow } from '../catalog/price-history';
import { builtOnce } from '../db/built-once';
import type { Db } from '../db/client';
import { courseDates, products, taxClasses } from '../db/schema';
import { invalidInput } from '../errors';
import { chargedRateBp, smallBusinessNow } from '../invoices/small-business';
import { type PricedDelivery, priceDelivery } from './delivery-options';
import { courseDateUnavailable, orderLimit, productUnavailable } from './errors';

export interface PricedCheckoutLine {
  productId: string;
  title: string;
  unitCents: number;
  quantity: number;
  taxRateBp: number;
  isCourse: boolean;
  course: {
    courseDateId: number;
    startsOn: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    offer?: string;
  } | null;
}

export interface PricedCart {
  lines: PricedCheckoutLine[];
  totals: Totals;
  discountCode: string | null;
  discountPercent: number;
  delivery: PricedDelivery;
  /** Priced as a small business (§ 19 UStG): every line at 0 %, and the order says so. */
  smallBusiness: boolean;
}

/**
 * One order takes at most a product's limit: of goods in all its lines together, of a course per
 * booking (each line is one attendee's places).
 */
function checkOrderLimits(
  lines: PricedCheckoutLine[],
  byId: Map<string, { type: string; maxPerOrder: number | null }>,
): void {
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) continue;
    const limit = maxPerOrder(product);
    const others = lines.filter((other) => other !== line);
    if (line.quantity > lineRoom(line, others, limit))
      throw orderLimit(line.productId, line.title, limit, line.isCourse);
  }
}

// read by every checkout: built once per connection (db/built-once.ts), one text for any
// number of products
const productsToPrice = builtOnce(['ids'], (db, { ids }) =>
  db
    .select({
      id: products.id,
      title: products.title,
      type: products.type,
      priceCents: products.priceCents,
      reducedPriceCents: products.reducedPriceCents,
      reductionStartsAt: products.reductionStartsAt,
      reductionEndsAt: products.reductionEndsAt,
      displayed: products.productDisplayed,
      maxPerOrder: products.maxPerOrder,
      taxRateBp: chargedRateBp,
      smallBusiness: smallBusinessNow,
    })
    .from(products)
    .innerJoin(taxClasses, eq(products.taxClassId, taxClasses.id))
    .where(sql`${products.id} = any(${ids})`),
);

/**
 * Prices a cart from the database alone: the client's word counts only for ids, quantities and
 * the delivery it chose, which is checked at `now`.
 */
export async function priceCart(
  db: Db,
  request: CheckoutRequest,
  today: string,
  now: Date,
): Promise<PricedCart> {
  const ids = [...new Set(request.lines.map((line) => line.productId))];
  const rows = await productsToPrice(db, { ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // a running reduction is charged, decided here by the server's clock, never by the browser
  const prices = await pricesNow(db, rows, now);

  const dateIds = request.lines.flatMap((line) => (line.course ? [line.course.courseDateId] : []));
  const dates = dateIds.length
    ? await db
        .select({
          id: courseDates.id,
          productId: courseDates.productId,
          startsOn: courseDates.startsOn,
          cancelled: isNotNull(courseDates.cancelledAt),
        })
        .from(courseDates)
        .where(and(inArray(courseDates.id, dateIds)))
    : [];
  const dateById = new Map(dates.map((date) => [date.id, date]));

  const lines = request.lines.map((line, index): PricedCheckoutLine => {
    const product = byId.get(line.productId);
    if (!product?.displayed) throw productUnavailable(line.productId, product?.title);
    const isCourse = product.type === 'course';
    if (isCourse !== (line.course !== null)) {
      throw invalidInput(
        `lines.${index}.course`,
        isCourse ? 'Für einen Kurs fehlen Termin und Teilnehmer.' : 'Nur Kurse haben einen Termin.',
      );
    }
    const date = line.course ? dateById.get(line.course.courseDateId) : undefined;
    const gone = !date || date.productId !== product.id || date.startsOn < today || date.cancelled;
    if (line.course && gone) {
      throw courseDateUnavailable(product.id, product.title);
    }
    return {
      productId: product.id,
      title: product.title,
      unitCents: prices.get(product.id)?.priceCents ?? product.priceCents,
      quantity: line.quantity,
      taxRateBp: product.taxRateBp,
      isCourse,
      course: line.course && date ? { ...line.course, startsOn: date.startsOn } : null,
    };
  });

  checkOrderLimits(lines, byId);
  const discount = await lookupDiscountCode(db, request.discountCode, today);
  const delivery = await priceDelivery(db, request.delivery, lines, discount.percentage, now);
  const totals = cartTotals(lines, {
    shippingCents: delivery.shippingCents,
    discountPercent: discount.percentage,
  });
  return {
    lines,
    totals,
    delivery,
    discountCode: discount.percentage > 0 ? discount.code : null,
    discountPercent: discount.percentage,
    smallBusiness: rows.some((row) => row.smallBusiness),
  };
}
