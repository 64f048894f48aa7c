import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time';
import type { OrderSummary } from '../../domain/checkout-schema';
import type { OrderStatusView } from '../../domain/order-status-schema';
import { orderNumber } from '../../domain/withdrawal';
import type { Actor } from '../audit/service';
import { courseDates, orders } from '../db/schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate, mailsTo } from '../testing/catalogue';
import {
  buyWithTestCard,
  courseLine,
  goodsLine,
  payWithTestCard,
  startCheckout,
} from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { buyWithDelivery, createMarketStall, HEIDE_ADDRESS } from '../testing/delivery';
import { createStaff, nextAddress, suiteStaff } from '../testing/staff';
import { applyTransition } from './apply-transition';

const HONEY = 'p-fruehtrachthonig-cremig';
const SHOP = { shopEmail: 'hallo@hofladen.example', publicUrl: 'http://localhost:3000' };
const UNKNOWN =
  'Zu diesem Link gibt es keine Bestellung. Bitte prüfe, ob du ihn vollständig aus der E-Mail übernommen hast.';

describe.each(databaseKinds())('the customer’s order status on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const db = () => shop().database.db;
  const staff = suiteStaff(shop);
  let actor: Actor;

  beforeAll(async () => {
    const { user } = await createStaff(db());
    actor = { id: user.id, name: 'Greta Bienenstöck' };
  });

  const tokenOf = async (orderId: string) => {
    const [row] = await db()
      .select({ token: orders.statusToken })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.token ?? '';
  };
  const status = (token: string) => shop().app.inject({ url: `/api/order-status/${token}` });
  const move = (orderId: string, version: number, action: Parameters<typeof applyTransition>[4]) =>
    applyTransition({ db: db(), shop: SHOP }, actor, orderId, version, action);

  it('shows a parcel from paid to shipped, with the carrier’s tracking link', async () => {
    const orderId = await buyWithDelivery(
      shop().app,
      [goodsLine(HONEY, 2)],
      {
        method: 'shipping',
        buyerName: 'Heide Köhler',
        address: HEIDE_ADDRESS,
      },
      'heide@example.org',
    );
    const token = await tokenOf(orderId);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const [confirmation] = await mailsTo(db(), 'heide@example.org');
    expect(confirmation?.text).toContain(`http://localhost:3000/bestellung/${token}`);

    const paid = await status(token);
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['cache-control']).toBe('no-store');
    const view = paid.json<OrderStatusView>();
    expect(view).toMatchObject({
      orderNumber: orderNumber(orderId),
      state: 'paid',
      stateLabel: 'Bezahlt',
      delivery: 'shipping',
      deliveryLabel: 'Versand',
      shipment: null,
      pickup: null,
      deliveryAddress: ['Heide Köhler', 'Lindenstraße 7', 'Hinterhaus, 2. OG', '14467 Potsdam'],
    });
    expect(view.summary.lines).toMatchObject([{ title: 'Frühtrachthonig cremig', quantity: 2 }]);
    expect(view.summary.totals.total).toBeGreaterThan(0);
    expect(view).not.toHaveProperty('orderId');

    await move(orderId, 1, { type: 'start_processing' });
    expect((await status(token)).json<OrderStatusView>().stateLabel).toBe('In Bearbeitung');
    await move(orderId, 2, {
      type: 'ship',
      shipment: { carrier: 'dhl', trackingNumber: '0034 0434 1606' },
    });
    expect((await status(token)).json<OrderStatusView>()).toMatchObject({
      state: 'shipped',
      stateLabel: 'Versandt',
      shipment: {
        carrier: 'DHL',
        trackingNumber: '0034 0434 1606',
        trackingUrl:
          'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341606',
      },
    });
    const notice = (await mailsTo(db(), 'heide@example.org')).find(
      (mail) => mail.kind === 'shipping-confirmation',
    );
    expect(notice?.text).toContain(`/bestellung/${token}`);
  });

  it('shows a pickup’s place, day and opening hours', async () => {
    const stall = await createMarketStall(db(), actor);
    const orderId = await buyWithDelivery(shop().app, [goodsLine(HONEY)], {
      method: 'pickup',
      buyerName: 'Jürgen Weiß',
      placeId: stall.id,
      date: '2027-06-05',
    });
    await move(orderId, 1, { type: 'start_processing' });
    await move(orderId, 2, { type: 'prepare_pickup' });
    const view = (await status(await tokenOf(orderId))).json<OrderStatusView>();
    expect(view).toMatchObject({
      state: 'ready_for_pickup',
      stateLabel: 'Abholbereit',
      delivery: 'pickup',
      deliveryLabel: 'Abholung',
      deliveryAddress: null,
      shipment: null,
      pickup: {
        date: '2027-06-05',
        name: 'Wochenmarkt Jüterbog',
        address: 'Marktplatz 3, 14913 Jüterbog',
        description: 'Stand neben dem Käsewagen',
        openingHours: ['Samstag: 8:00–13:00 Uhr'],
      },
    });
  });

  it('offers a rating for the goods at once, for a course once it took place, and none twice', async () => {
    const date = await emptyCourseDate(db(), 5);
    const { sessionId } = await startCheckout(
      shop().app,
      [goodsLine(HONEY), courseLine(date)],
      nextAddress(),
    );
    await payWithTestCard(shop().app, sessionId, 'rating@example.org');
    const order = (
      await shop().app.inject({ url: `/api/checkout/sessions/${sessionId}` })
    ).json<OrderSummary>();
    const token = await tokenOf(order.orderId);
    const ratingsNow = async () => (await status(token)).json<OrderStatusView>().ratings;
    const link = (productId: string) =>
      `/produkt/${productId}?transactionId=${order.transactionId}`;

    // the shop's day is 2026-11-22, the course's 2027-06-01
    expect(await ratingsNow()).toEqual([
      { productId: HONEY, title: 'Frühtrachthonig cremig', path: link(HONEY) },
    ]);
    const rated = await shop().app.inject({
      method: 'POST',
      url: `/api/products/${HONEY}/ratings`,
      payload: { transactionId: order.transactionId, rate: 5 },
      remoteAddress: nextAddress(),
    });
    expect(rated.statusCode).toBe(201);
    expect(await ratingsNow()).toEqual([]);

    await db()
      .update(courseDates)
      .set({ startsOn: '2026-11-21', fixedDates: ['2026-11-21'] })
      .where(eq(courseDates.id, date.id));
    expect(await ratingsNow()).toEqual([
      {
        productId: date.productId,
        title: expect.any(String),
        path: link(date.productId),
      },
    ]);

    // a cancelled order (refunds/service.ts does it with its refund) asks for no rating
    await db()
      .update(orders)
      .set({ fulfilmentState: 'cancelled' })
      .where(eq(orders.id, order.orderId));
    expect((await status(token)).json<OrderStatusView>().state).toBe('cancelled');
    expect(await ratingsNow()).toEqual([]);
  });

  it('tells the buyer of a called-off date that the order is cancelled and what went back', async () => {
    const date = await emptyCourseDate(db(), 3);
    const order = await buyWithTestCard(shop().app, [courseLine(date, 2)], 'absage@example.org');
    const token = await tokenOf(order.orderId);
    expect((await status(token)).json<OrderStatusView>()).toMatchObject({
      state: 'paid',
      refunds: [],
    });

    const called = await (await staff()).request({
      method: 'POST',
      url: `/api/admin/course-dates/${date.id}/cancel`,
      payload: { reason: 'Die Kursleiterin ist krank.' },
    });
    expect(called.statusCode, called.body).toBe(200);
    const after = (await status(token)).json<OrderStatusView>();
    expect(after).toMatchObject({
      state: 'cancelled',
      stateLabel: 'Storniert',
      refunds: [{ on: berlinDay(new Date()), amountCents: order.totals.total }],
    });
  });

  it('answers an unknown, an unpaid and a malformed token alike, with no hint which', async () => {
    const unknown = await status('0'.repeat(64));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: UNKNOWN });

    const { orderId } = await startCheckout(shop().app, [goodsLine(HONEY)]);
    const unpaid = await status(await tokenOf(orderId ?? ''));
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json().error.message).toBe(UNKNOWN);

    const malformed = await status('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(`params.token: ${UNKNOWN}`);
  });
});
