import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { HoldCaps } from '../../domain/address-holds';
import type { CheckoutRequest } from '../../domain/checkout-schema';
import { paths } from '../../domain/routes';
import { lookupDiscountCode } from '../catalog/discount-codes';
import { builtOnce, setTo } from '../db/built-once';
import type { Tx } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { recordLineBatches } from '../stock/batch-stock';
import { type AddressOrders, checkAddressHolds, ordersOfAddress } from './address-holds';
import type { AddressTurns } from './address-turns';
import { lockPickupPlace } from './delivery-options';
import { discountUnavailable, paymentProviderFailed, tooManyOpenOrders } from './errors';
import { expireOverdueOrders } from './expiry';
import { releaseOrder } from './fulfilment';
import { priceCart } from './price-cart';
import { holdCoursePlaces, linesLots, reserveStock } from './reserve';
import type { SettleDeps } from './settle-session';

export interface CheckoutDeps extends SettleDeps {
  today: () => string;
  now?: () => Date;
  /** Unpaid orders one client address may have open at once. */
  maxOpenOrdersPerAddress: number;
  /** What one client address may hold across those orders. */
  holdCaps: HoldCaps;
  /** Checkouts of one address queue in the process, not on pooled connections. */
  addressTurns: AddressTurns;
}

/**
 * One visitor may not hold the shop: at most `limit` unpaid orders per client address. The
 * address's advisory lock makes two simultaneous checkouts from it count one after the other,
 * here and in checkAddressHolds; what its orders hold is read once, under the lock.
 */
async function checkOpenOrders(
  tx: Tx,
  address: string,
  deps: Pick<CheckoutDeps, 'maxOpenOrdersPerAddress' | 'holdCaps'>,
  now: Date,
): Promise<AddressOrders> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-orders:${address}`}))`);
  const held = await ordersOfAddress(tx, address, now, deps.holdCaps.cooldownMs);
  const limit = deps.maxOpenOrdersPerAddress;
  if (held.openOrders < limit) return held;
  const first = held.firstOpenUntil ?? now.getTime();
  throw tooManyOpenOrders(limit, Math.max(1, Math.ceil((first - now.getTime()) / 1000)));
}

// a customer waits while expired holds are released for them: a few orders at most
const ON_DEMAND_RELEASE = 20;
const isShortage = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'INSUFFICIENT_STOCK' || error.code === 'COURSE_FULL');

// every checkout's statements, built once per connection (db/built-once.ts)
const insertPendingOrder = builtOnce(
  [
    'provider',
    'subtotalCents',
    'vatCents',
    'shippingCents',
    'discountCents',
    'totalCents',
    'discountCode',
    'discountPercent',
    'customerEmail',
    'clientAddress',
    'visitorId',
    'expiresAt',
    'deliveryMethod',
    'pickupPlaceId',
    'pickupDate',
    'shippingCountries',
    'smallBusiness',
  ],
  (db, values) =>
    db
      .insert(orders)
      .values({ status: 'pending', ...values })
      .returning({ id: orders.id }),
);
const setPaymentSession = builtOnce(['orderId', 'sessionId'], (db, { orderId, sessionId }) =>
  db
    .update(orders)
    .set({ paymentSessionId: setTo(orders.paymentSessionId, sessionId) })
    .where(eq(orders.id, orderId)),
);

/** Who starts a checkout: their address, and their consent id when the browser has one. */
export interface CheckoutClient {
  address: string;
  visitorId: string | null;
  /** The shop's origin as this visitor reached it: they pay and come back there. */
  origin: string;
}

type PricedLine = Awaited<ReturnType<typeof priceCart>>['lines'][number];

// an order line's columns as the checkout fills them, named once: the insert is made from them
const LINE_FIELDS = [
  'productId',
  'title',
  'unitPriceCents',
  'quantity',
  'taxRateBp',
  'courseDateId',
  'attendee',
] as const satisfies readonly (keyof typeof orderItems.$inferInsert)[];
type LineField = (typeof LINE_FIELDS)[number];

const lineValues = (
  line: PricedLine,
): Required<Pick<typeof orderItems.$inferInsert, LineField>> => ({
  productId: line.productId,
  title: line.title,
  unitPriceCents: line.unitCents,
  quantity: line.quantity,
  taxRateBp: line.taxRateBp,
  courseDateId: line.course?.courseDateId ?? null,
  attendee: line.course
    ? {
        firstName: line.course.firstName,
        lastName: line.course.lastName,
        email: line.course.email,
        phone: line.course.phone,
      }
    : null,
});

// one insert per number of lines (at most MAX_LINES_PER_ORDER), each built once per connection
const insertsByLineCount = new Map<number, ReturnType<typeof buildLinesInsert>>();
function buildLinesInsert(count: number) {
  const rows = Array.from({ length: count }, (_, index) => index);
  const names = ['orderId', ...rows.flatMap((index) => LINE_FIELDS.map((f) => `${f}${index}`))];
  return builtOnce(names, (db, value) =>
    db
      .insert(orderItems)
      .values(
        rows.map((index) => ({
          orderId: value.orderId as Placeholder,
          ...(Object.fromEntries(
            LINE_FIELDS.map((field) => [field, value[`${field}${index}`]]),
          ) as Record<LineField, Placeholder>),
        })),
      )
      .returning({ id: orderItems.id }),
  );
}
function insertLines(tx: Tx, orderId: string, lines: readonly PricedLine[]) {
  let insert = insertsByLineCount.get(lines.length);
  if (!insert) {
    insert = buildLinesInsert(lines.length);
    insertsByLineCount.set(lines.length, insert);
  }
  const values: Record<string, unknown> = { orderId };
  lines.forEach((line, index) => {
    const columns = lineValues(line);
    for (const field of LINE_FIELDS) values[`${field}${index}`] = columns[field];
  });
  return insert(tx, values as Parameters<typeof insert>[1]);
}

type PricedCart = Awaited<ReturnType<typeof priceCart>>;

/** What a checkout knows before it writes: the priced cart, who orders, and when. */
interface OrderDraft {
  priced: PricedCart;
  client: CheckoutClient;
  customerEmail: string | null;
  now: Date;
  expiresAt: Date;
}

/** The pending order with its lines, stock and places, written in the caller's transaction. */
async function writePendingOrder(tx: Tx, deps: CheckoutDeps, draft: OrderDraft): Promise<string> {
  const { priced, client, now } = draft;
  const { held } = await checkOpenOrders(tx, client.address, deps, now);
  // the code was priced outside this transaction: its last use may have gone meanwhile
  if (priced.discountCode) {
    const still = await lookupDiscountCode(tx, priced.discountCode, deps.today(), { lock: true });
    if (still.percentage !== priced.discountPercent) throw discountUnavailable();
  }
  // the place was checked outside this transaction: staff may have removed it meanwhile
  if (priced.delivery.pickupPlaceId !== null)
    await lockPickupPlace(tx, priced.delivery.pickupPlaceId);
  const [order] = await insertPendingOrder(tx, {
    provider: deps.payments.name,
    subtotalCents: priced.totals.subtotal,
    vatCents: priced.totals.vat,
    shippingCents: priced.totals.shipping,
    discountCents: priced.totals.discount,
    totalCents: priced.totals.total,
    discountCode: priced.discountCode,
    discountPercent: priced.discountPercent,
    customerEmail: draft.customerEmail,
    clientAddress: client.address,
    visitorId: client.visitorId,
    expiresAt: draft.expiresAt,
    deliveryMethod: priced.delivery.method,
    pickupPlaceId: priced.delivery.pickupPlaceId,
    pickupDate: priced.delivery.pickupDate,
    shippingCountries: priced.delivery.shippingCountries,
    smallBusiness: priced.smallBusiness,
  });
  if (!order) throw new Error('order insert returned nothing');
  const { lots, left } = await reserveStock(tx, priced.lines, { today: deps.today(), now });
  const items = await insertLines(tx, order.id, priced.lines);
  await recordLineBatches(tx, linesLots(priced.lines, items, lots));
  await holdCoursePlaces(
    tx,
    order.id,
    priced.lines.flatMap((line, index) =>
      line.course ? [{ line, orderItemId: items[index]?.id ?? 0 }] : [],
    ),
  );
  // judged with the order's hold taken, so a short shelf is reported (and freed) first
  await checkAddressHolds(tx, { lines: priced.lines, held, stockLeft: left }, deps.holdCaps, now);
  return order.id;
}

/**
 * Cart → pending order with stock and places reserved in ONE transaction → hosted payment page.
 * If anything is short, the transaction rolls back and nothing stays reserved.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  client: CheckoutClient,
): Promise<{ url: string; orderId: string; sessionId: string }> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const priced = await priceCart(db, request, deps.today(), now);
  const expiresAt = new Date(now.getTime() + deps.payments.sessionLifetimeMs);
  const customerEmail = priced.lines.find((line) => line.course)?.course?.email ?? null;
  const draft: OrderDraft = { priced, client, customerEmail, now, expiresAt };

  const placeOrder = () =>
    deps.addressTurns(client.address, () =>
      db.transaction((tx) => writePendingOrder(tx, deps, draft)),
    );
  let orderId: string;
  try {
    orderId = await placeOrder();
  } catch (error) {
    // what is short may be held by orders whose payment window has passed: free those, try again
    if (!isShortage(error)) throw error;
    const productIds = [...new Set(priced.lines.map((line) => line.productId))];
    const released = await expireOverdueOrders(deps, now, {
      productIds,
      maxOrders: ON_DEMAND_RELEASE,
    });
    if (released === 0) throw error;
    orderId = await placeOrder();
  }
  deps.catalog?.invalidate();

  try {
    const session = await deps.payments.createSession({
      orderId,
      lines: priced.lines.map(({ title, unitCents, quantity }) => ({ title, unitCents, quantity })),
      shippingCents: priced.totals.shipping,
      discountCents: priced.totals.discount,
      totalCents: priced.totals.total,
      customerEmail,
      delivery: priced.delivery.shippingCountries
        ? { method: 'shipping', countries: priced.delivery.shippingCountries }
        : { method: priced.delivery.method === 'pickup' ? 'pickup' : 'none' },
      origin: client.origin,
      successUrl: `${client.origin}${paths.purchaseSucceeded('{id}')}`,
      cancelUrl: `${client.origin}${paths.purchaseCancelled('{id}')}`,
      expiresAt,
      idempotencyKey: `checkout-${orderId}`,
    });
    await setPaymentSession(db, { orderId, sessionId: session.sessionId });
    return { url: session.url, orderId, sessionId: session.sessionId };
  } catch (error) {
    // no payment page, no order: give the stock back at once instead of waiting for expiry
    await releaseOrder(db, orderId, 'failed');
    deps.catalog?.invalidate();
    // the database out of reach is the 503 to try again shortly, not the provider's failure
    const told = error instanceof Error && ('status' in error || isDatabaseUnavailable(error));
    throw told ? error : paymentProviderFailed();
  }
}
