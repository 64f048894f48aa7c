import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListPage } from '../../domain/admin-orders-schema';
import type { BulkOutcome, FulfilmentView, TodayView } from '../../domain/fulfilment-schema';
import type { PackingList } from '../../domain/packing-list-schema';
import type { PickupPlace } from '../../domain/pickup-place';
import type { RefundableOrderView } from '../../domain/refund-schema';
import { orderNumber } from '../../domain/withdrawal';
import { type Actor, auditTrail } from '../audit/service';
import { useTestShop } from '../testing/app';
import { emptyCourseDate, productWithStock } from '../testing/catalogue';
import { buyWithTestCard, courseLine, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { buyForPickup, SHIPPING_BUYER, testPickupPlace } from '../testing/pickup-orders';
import { suiteStaff } from '../testing/staff';

// the shop's clock: orders are bought before the days they are collected on (the cart refuses a
// day past its cutoff), then the "Heute" tests move it to the Berlin day they look at
const BEFORE_THE_DAYS = new Date('2026-10-01T10:00:00Z');
let clock = BEFORE_THE_DAYS;

describe.each(databaseKinds())('staff moving orders on $name', (kind) => {
  const shop = useTestShop(kind, {
    now: () => clock,
    config: { CHECKOUT_RATE_LIMIT: '100000' },
  });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });
  const move = (orderId: string, version: number, action: object) =>
    call('POST', `/api/admin/orders/${orderId}/fulfilment`, { version, action });
  let honeyId: string;
  let market: PickupPlace;
  let farm: PickupPlace;

  beforeEach(() => {
    clock = BEFORE_THE_DAYS;
  });

  beforeAll(async () => {
    honeyId = (await productWithStock(db(), 'honig', 500)).id;
    const { staff: member } = await staff();
    const actor: Actor = { id: member.user.id, name: 'Greta Bienenstöck' };
    // a stall open every morning, so each test picks the day it needs
    market = await testPickupPlace(db(), actor, {
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        opens: '08:00',
        closes: '13:00',
      })),
    });
    farm = await testPickupPlace(db(), actor, {
      name: 'Hofladen Sonnenwiese',
      openingHours: [{ weekday: 7, opens: '10:00', closes: '12:00' }],
    });
  });

  const buyShipped = async (email = 'versand@example.org') =>
    (await buyWithTestCard(shop().app, [goodsLine(honeyId)], email)).orderId;

  it('moves an order to shipped with a carrier and tracking number, each step in the history', async () => {
    const orderId = await buyShipped();
    const processing = await move(orderId, 1, { type: 'start_processing' });
    expect(processing.statusCode).toBe(200);
    expect(processing.json<FulfilmentView>()).toMatchObject({
      state: 'processing',
      version: 2,
      nextActions: ['ship', 'cancel'],
    });
    const shipped = await move(orderId, 2, {
      type: 'ship',
      shipment: { carrier: 'other', carrierName: 'Radkurier Potsdam', trackingNumber: 'RK 7' },
    });
    expect(shipped.json<FulfilmentView>()).toMatchObject({
      state: 'shipped',
      shipment: { carrier: 'other', carrierName: 'Radkurier Potsdam', trackingNumber: 'RK 7' },
      nextActions: [],
    });
    const trail = await auditTrail(db(), 'order', orderId);
    expect(trail.map((entry) => entry.changes[0])).toEqual([
      { field: 'state', before: 'processing', after: 'shipped' },
      { field: 'state', before: 'paid', after: 'processing' },
    ]);
  });

  it('answers an illegal move and a stale version with 409 and the German reason', async () => {
    const orderId = await buyShipped();
    const early = await move(orderId, 1, {
      type: 'ship',
      shipment: { carrier: 'dhl', trackingNumber: '003404341606' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'ILLEGAL_TRANSITION',
      message: '„Versandt“ geht nicht bei einer Bestellung im Status „Bezahlt“.',
    });
    const pickup = await move(orderId, 1, { type: 'prepare_pickup' });
    expect(pickup.json().error).toEqual({
      code: 'WRONG_DELIVERY',
      message: 'Diese Bestellung wird versandt, nicht abgeholt.',
    });

    expect((await move(orderId, 1, { type: 'start_processing' })).statusCode).toBe(200);
    const stale = await move(orderId, 1, { type: 'cancel', reason: 'Doppelt bestellt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'VERSION_CONFLICT',
      message:
        'Jemand anderes hat diese Bestellung inzwischen geändert. Lade sie neu, um den aktuellen Stand zu sehen.',
    });
    expect((await auditTrail(db(), 'order', orderId)).length).toBe(1);
  });

  it('refuses a shipment without a usable tracking number or carrier name, field by field', async () => {
    const orderId = await buyShipped();
    await move(orderId, 1, { type: 'start_processing' });
    const refused = await move(orderId, 2, {
      type: 'ship',
      shipment: { carrier: 'dhl', trackingNumber: '12-34' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'body.action.shipment.trackingNumber: Bitte gib die Sendungsnummer so ein, wie sie auf dem Paketschein steht (Buchstaben und Ziffern).',
    );
    const unnamed = await move(orderId, 2, {
      type: 'ship',
      shipment: { carrier: 'other', carrierName: ' ', trackingNumber: 'A1' },
    });
    expect(unnamed.json().error.details.field).toBe('body.action.shipment.carrierName');
    expect(
      (await call('GET', `/api/admin/orders/${orderId}`)).json<OrderDetail>().fulfilment,
    ).toMatchObject({ state: 'processing', version: 2 });
  });

  it('starts processing ticked orders one by one: moved, already further, changed meanwhile', async () => {
    const fresh = await buyShipped();
    const further = await buyShipped();
    const changed = await buyShipped();
    await move(further, 1, { type: 'start_processing' });
    await move(changed, 1, { type: 'cancel', reason: null });
    const bulk = await call('POST', '/api/admin/orders/bulk-processing', {
      orders: [
        { id: fresh, version: 1 },
        { id: further, version: 2 },
        { id: changed, version: 1 },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    const { results } = bulk.json<BulkOutcome>();
    expect(results.map((result) => [result.orderId, result.outcome])).toEqual([
      [fresh, 'moved'],
      [further, 'refused'],
      [changed, 'refused'],
    ]);
    expect(results[1]).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      reason: 'Die Bestellung ist bereits „In Bearbeitung“.',
    });
    expect(results[2]).toMatchObject({ code: 'VERSION_CONFLICT' });
    const empty = await call('POST', '/api/admin/orders/bulk-processing', { orders: [] });
    expect(empty.json().error.message).toBe(
      'body.orders: Bitte mindestens eine Bestellung auswählen.',
    );
  });

  it('filters the list by state, delivery, pickup place and day, and keeps the old filters', async () => {
    const atMarket = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: market.id,
      day: '2026-10-31',
      email: 'markt@example.org',
    });
    const atFarm = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: farm.id,
      day: '2026-11-01',
      email: 'hof@example.org',
    });
    const list = async (query: string) =>
      (await call('GET', `/api/admin/orders?${query}`)).json<OrderListPage>().orders;

    const pickups = await list('delivery=pickup&status=paid');
    expect(pickups.every((row) => row.delivery === 'pickup')).toBe(true);
    expect(pickups.map((row) => row.orderId)).toEqual(expect.arrayContaining([atMarket, atFarm]));
    expect((await list(`place=${market.id}`)).map((row) => row.orderId)).toContain(atMarket);
    expect((await list(`place=${market.id}`)).map((row) => row.orderId)).not.toContain(atFarm);
    const saturday = await list('day=2026-10-31');
    expect(saturday.map((row) => row.orderId)).toEqual([atMarket]);
    expect(saturday[0]).toMatchObject({
      buyerName: 'Anna Groß',
      state: 'paid',
      version: 1,
      pickupPlaceName: 'Wochenmarkt Potsdam',
      pickupDate: '2026-10-31',
    });

    await move(atFarm, 1, { type: 'start_processing' });
    const processing = await list('state=processing&delivery=pickup');
    expect(processing.map((row) => row.orderId)).toEqual([atFarm]);
    expect(await list(`state=processing&q=${orderNumber(atMarket)}`)).toEqual([]);
    for (const bad of ['state=versandt', 'delivery=post', 'place=0', 'day=2026-02-30']) {
      expect((await call('GET', `/api/admin/orders?${bad}`)).statusCode).toBe(400);
    }
  });

  it('shows the order detail with buyer, addresses, pickup choice and the next actions', async () => {
    const shipped = (
      await buyWithTestCard(shop().app, [goodsLine(honeyId)], 'detail@example.org', {
        buyer: SHIPPING_BUYER,
      })
    ).orderId;
    const detail = (await call('GET', `/api/admin/orders/${shipped}`)).json<OrderDetail>();
    expect(detail).toMatchObject({
      buyerName: 'Jürgen Müller',
      phone: '0171 1234567',
      delivery: 'shipping',
      deliveryAddress: { street: 'Lindenstraße 5', postalCode: '10969', town: 'Berlin' },
      billingAddress: { name: 'Imkerei Müller GmbH' },
      pickupPlace: null,
      fulfilment: { state: 'paid', version: 1, nextActions: ['start_processing', 'cancel'] },
    });
    const pickup = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: market.id,
      day: '2026-10-31',
    });
    const collected = (await call('GET', `/api/admin/orders/${pickup}`)).json<OrderDetail>();
    expect(collected).toMatchObject({
      delivery: 'pickup',
      pickupDate: '2026-10-31',
      pickupPlace: { id: market.id, name: 'Wochenmarkt Potsdam', town: 'Potsdam' },
      deliveryAddress: null,
    });
  });

  it('lists today’s work for the Berlin day of the clock, across the autumn clock change', async () => {
    const sunday = '2026-10-25';
    const early = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: farm.id,
      day: sunday,
      buyerName: 'Erna Früh',
    });
    const ready = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: market.id,
      day: sunday,
      buyerName: 'Rudi Bereit',
    });
    const collected = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: market.id,
      day: sunday,
    });
    const monday = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: market.id,
      day: '2026-10-26',
    });
    const toShip = await buyShipped();
    await move(ready, 1, { type: 'start_processing' });
    await move(ready, 2, { type: 'prepare_pickup' });
    await move(collected, 1, { type: 'start_processing' });
    await move(collected, 2, { type: 'prepare_pickup' });
    await move(collected, 3, { type: 'hand_over' });

    const today = async () => (await call('GET', '/api/admin/fulfilment/today')).json<TodayView>();
    // 00:30 summer time, 23:59 winter time (the 25-hour day), then a minute into Monday
    for (const instant of ['2026-10-24T22:30:00Z', '2026-10-25T22:59:00Z']) {
      clock = new Date(instant);
      const view = await today();
      expect(view.day).toBe(sunday);
      expect(view.pickups.map((group) => group.place.name)).toEqual([
        'Hofladen Sonnenwiese',
        'Wochenmarkt Potsdam',
      ]);
      expect(view.pickups[0]?.orders.map((order) => order.orderId)).toEqual([early]);
      expect(view.pickups[1]?.orders).toEqual([
        expect.objectContaining({
          orderId: ready,
          buyerName: 'Rudi Bereit',
          state: 'ready_for_pickup',
          version: 3,
          nextActions: ['hand_over', 'cancel'],
          items: [expect.objectContaining({ quantity: 1 })],
        }),
      ]);
      expect(view.shipping.map((order) => order.orderId)).toContain(toShip);
      expect(view.shipping.every((order) => ['paid', 'processing'].includes(order.state))).toBe(
        true,
      );
    }
    clock = new Date('2026-10-25T23:00:00Z');
    const next = await today();
    expect(next.day).toBe('2026-10-26');
    expect(next.pickups.flatMap((group) => group.orders.map((order) => order.orderId))).toEqual([
      monday,
    ]);
    const chosen = (
      await call('GET', `/api/admin/fulfilment/today?day=${sunday}`)
    ).json<TodayView>();
    expect(chosen.pickups.map((group) => group.orders.length)).toEqual([1, 1]);
  });

  it('lists only goods still to send: no course place, no unit refunded before it left', async () => {
    const date = await emptyCourseDate(db(), 5);
    const { orderId } = await buyWithTestCard(
      shop().app,
      [goodsLine(honeyId, 3), courseLine(date)],
      'gemischt@example.org',
    );
    const { lines: bought } = (
      await call('GET', `/api/admin/orders/${orderId}/refunds`)
    ).json<RefundableOrderView>();
    const honey = bought.find((line) => !line.isCourse);
    const refunded = await call('POST', `/api/admin/orders/${orderId}/refunds`, {
      key: randomUUID(),
      lines: [{ itemId: honey?.itemId, quantity: 1 }],
      shipping: false,
      restock: true,
      reason: 'Ein Glas weniger',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const shipping = (await call('GET', '/api/admin/fulfilment/today')).json<TodayView>().shipping;
    expect(shipping.find((order) => order.orderId === orderId)?.items).toEqual([
      { quantity: 2, title: honey?.title },
    ]);
    // a day after every payment of this suite: its parcels still to pack
    const packing = (
      await call('GET', '/api/admin/packing-list?date=2030-01-01&group=shipping')
    ).json<PackingList>();
    expect(packing.orders.find((order) => order.orderId === orderId)?.lines).toEqual([
      expect.objectContaining({ quantity: 2, title: honey?.title }),
    ]);
  });

  it('finds the right day on the spring clock change too', async () => {
    clock = new Date('2027-03-20T10:00:00Z');
    const spring = await buyForPickup(shop().app, {
      productId: honeyId,
      placeId: market.id,
      day: '2027-03-28',
    });
    const onTheDay = async () =>
      (await call('GET', '/api/admin/fulfilment/today')).json<TodayView>();
    for (const [instant, day] of [
      ['2027-03-27T22:59:00Z', '2027-03-27'],
      ['2027-03-27T23:00:00Z', '2027-03-28'],
      ['2027-03-28T21:59:00Z', '2027-03-28'],
      ['2027-03-28T22:00:00Z', '2027-03-29'],
    ] as const) {
      clock = new Date(instant);
      const view = await onTheDay();
      expect(view.day).toBe(day);
      const listed = view.pickups.flatMap((group) => group.orders.map((order) => order.orderId));
      expect(listed.includes(spring)).toBe(day === '2027-03-28');
    }
  });
});
