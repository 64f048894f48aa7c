import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOptions } from '../../domain/delivery-schema';
import type { PickupPlaceInput } from '../../domain/pickup-place-schema';
import type { Actor } from '../audit/service';
import { saveShippingRules } from '../catalog/shipping-costs';
import { issuedDocuments, orders, products } from '../db/schema';
import { createPickupPlace, findPickupPlace, updatePickupPlace } from '../fulfilment/pickup-places';
import { useTestShop } from '../testing/app';
import { emptyCourseDate, productWithStock } from '../testing/catalogue';
import {
  courseLine,
  goodsLine,
  payWithTestCard,
  startCheckout,
  TEST_BUYER,
} from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { createStaff } from '../testing/staff';
import { lockPickupPlace } from './delivery-options';

// A stall open on Sundays 10–12, orders until 09:00 the same morning: its cutoffs fall on the
// days the clocks change (28 March and 31 October 2027), where a fixed UTC offset would be an
// hour off.
const SUNDAY_STALL: PickupPlaceInput = {
  name: 'Sonntagsmarkt Görlitz',
  street: 'Obermarkt 1',
  postalCode: '02826',
  town: 'Görlitz',
  description: 'Stand am Brunnen',
  openingHours: [{ weekday: 7, opens: '10:00', closes: '12:00' }],
  cutoff: { daysBefore: 0, time: '09:00' },
  closedDays: ['2027-04-04'],
  active: true,
};

describe.each(databaseKinds())('the cart’s delivery choice on $name', (kind) => {
  let now = new Date('2027-03-20T12:00:00Z');
  const shop = useTestShop(kind, {
    now: () => now,
    config: { CHECKOUT_RATE_LIMIT: '100000' },
  });
  const db = () => shop().database.db;
  let actor: Actor;
  let stall: number;
  let honey: string;
  let jarCents: number;

  const checkout = (delivery: object, lines: object[] = [goodsLine(honey, 2)]) =>
    startCheckout(shop().app, lines, '127.0.0.1', delivery as never);
  const orderRow = async (orderId: string | undefined) => {
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, orderId ?? ''));
    return row;
  };

  beforeAll(async () => {
    const { user } = await createStaff(db());
    actor = { id: user.id, name: 'Greta Bienenstöck' };
    stall = (await createPickupPlace(db(), actor, SUNDAY_STALL)).id;
    const product = await productWithStock(db(), 'honig', 500);
    honey = product.id;
    jarCents = product.priceCents;
    await saveShippingRules(db(), actor, [
      // free from five jars on
      { group: 'DE', amountCents: 675, freeFromCents: 5 * jarCents, countries: ['DE'] },
      { group: 'EU', amountCents: 1490, freeFromCents: null, countries: ['AT', 'NL'] },
    ]);
  });

  it('offers every rate and each active place with its next days, cutoffs passed left out', async () => {
    // Sunday 21 March 2027, 08:59 CET: that morning's market still takes orders
    now = new Date('2027-03-21T07:59:00Z');
    const options = (
      await shop().app.inject({ url: '/api/delivery-options' })
    ).json<DeliveryOptions>();
    expect(options.shipping.map((rate) => [rate.group, rate.amountCents])).toEqual([
      ['DE', 675],
      ['EU', 1490],
    ]);
    const place = options.pickupPlaces.find((option) => option.id === stall);
    // 4 April is a closed day (Easter)
    expect(place?.dates.slice(0, 4)).toEqual([
      '2027-03-21',
      '2027-03-28',
      '2027-04-11',
      '2027-04-18',
    ]);
    now = new Date('2027-03-21T08:00:00Z');
    const later = (
      await shop().app.inject({ url: '/api/delivery-options' })
    ).json<DeliveryOptions>();
    expect(later.pickupPlaces.find((option) => option.id === stall)?.dates[0]).toBe('2027-03-28');
  });

  it('takes a pickup up to the cutoff minute, in summer time on the day the clocks go forward', async () => {
    // Sunday 28 March 2027: 09:00 is CEST (UTC+2) that morning, 07:00 UTC
    now = new Date('2027-03-28T06:59:00Z');
    const taken = await checkout({ method: 'pickup', placeId: stall, date: '2027-03-28' });
    expect(taken.status).toBe(200);
    const order = await orderRow(taken.orderId);
    expect(order).toMatchObject({
      deliveryMethod: 'pickup',
      pickupPlaceId: stall,
      pickupDate: '2027-03-28',
      shippingCents: 0,
      totalCents: order?.subtotalCents,
    });

    now = new Date('2027-03-28T07:00:00Z');
    const late = await checkout({ method: 'pickup', placeId: stall, date: '2027-03-28' });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'PICKUP_DATE_UNAVAILABLE',
      message: 'Für So., 28.03.2027 ist Bestellschluss vorbei. Bitte wähle einen späteren Tag.',
    });
  });

  it('moves the cutoff with the clocks going back, and refuses closed days and other weekdays', async () => {
    // Sunday 31 October 2027: 09:00 is CET (UTC+1) again, 08:00 UTC
    now = new Date('2027-10-31T07:59:00Z');
    expect((await checkout({ method: 'pickup', placeId: stall, date: '2027-10-31' })).status).toBe(
      200,
    );
    now = new Date('2027-10-31T08:00:00Z');
    expect((await checkout({ method: 'pickup', placeId: stall, date: '2027-10-31' })).status).toBe(
      409,
    );

    now = new Date('2027-03-30T12:00:00Z');
    const closed = await checkout({ method: 'pickup', placeId: stall, date: '2027-04-04' });
    expect(closed.body.error.message).toBe('Am So., 04.04.2027 ist hier geschlossen.');
    const weekday = await checkout({ method: 'pickup', placeId: stall, date: '2027-04-06' });
    expect(weekday.body.error.message).toBe('Am Di., 06.04.2027 gibt es hier keine Abholung.');
  });

  it('refuses an unknown or inactive place and a malformed choice without an order', async () => {
    now = new Date('2027-03-30T12:00:00Z');
    const before = (await db().select({ id: orders.id }).from(orders)).length;
    const unknown = await checkout({ method: 'pickup', placeId: 999_999, date: '2027-04-11' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.code).toBe('PICKUP_PLACE_UNAVAILABLE');

    const inactive = await createPickupPlace(db(), actor, { ...SUNDAY_STALL, name: 'Alter Stand' });
    const place = await findPickupPlace(db(), inactive.id);
    await updatePickupPlace(db(), actor, inactive.id, place?.version ?? 1, {
      ...SUNDAY_STALL,
      active: false,
    });
    expect(
      (await checkout({ method: 'pickup', placeId: inactive.id, date: '2027-04-11' })).body.error
        .code,
    ).toBe('PICKUP_PLACE_UNAVAILABLE');

    for (const bad of [
      { method: 'pickup', placeId: stall },
      { method: 'pickup', placeId: stall, date: '2027-02-30' },
      { method: 'post', country: 'DE' },
      { method: 'shipping', country: 'XX' },
    ]) {
      const response = await checkout(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.code).toBe('INVALID_INPUT');
    }
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);
    // priced a moment before staff closed the place: the order's own transaction refuses it
    await expect(db().transaction((tx) => lockPickupPlace(tx, inactive.id))).rejects.toMatchObject({
      status: 409,
      code: 'PICKUP_PLACE_UNAVAILABLE',
    });
    await db().transaction((tx) => lockPickupPlace(tx, stall));
  });

  it('prices shipping by the destination’s group, free from an order value, refused where not shipped', async () => {
    now = new Date('2027-03-30T12:00:00Z');
    const germany = await orderRow((await checkout({ method: 'shipping', country: 'DE' })).orderId);
    expect(germany?.shippingCents).toBe(675);
    expect(germany?.shippingCountries).toEqual(['DE']);

    const austria = await orderRow((await checkout({ method: 'shipping', country: 'AT' })).orderId);
    expect(austria?.shippingCents).toBe(1490);
    expect(austria?.shippingCountries).toEqual(['AT', 'NL']);

    const plenty = await orderRow(
      (await checkout({ method: 'shipping', country: 'DE' }, [goodsLine(honey, 5)])).orderId,
    );
    expect(plenty?.shippingCents).toBe(0);

    const france = await checkout({ method: 'shipping', country: 'FR' });
    expect(france.status).toBe(409);
    expect(france.body.error).toMatchObject({
      code: 'SHIPPING_UNAVAILABLE',
      message: 'Nach Frankreich versenden wir leider nicht.',
    });
  });

  it('asks courses alone for no delivery, whatever the cart sent', async () => {
    now = new Date('2027-03-30T12:00:00Z');
    const date = await emptyCourseDate(db(), 10);
    const booked = await checkout({ method: 'pickup', placeId: 999_999, date: '2027-04-11' }, [
      courseLine(date),
    ]);
    expect(booked.status).toBe(200);
    expect(await orderRow(booked.orderId)).toMatchObject({
      deliveryMethod: 'none',
      shippingCents: 0,
      pickupPlaceId: null,
    });
    const paid = await payWithTestCard(shop().app, booked.sessionId, 'kurs@example.org');
    expect(paid.statusCode).toBe(200);
  });

  it('stores who bought and where the parcel goes; the page refuses what the order cannot take', async () => {
    now = new Date('2027-03-30T12:00:00Z');
    const { sessionId, orderId } = await checkout({ method: 'shipping', country: 'AT' });
    const pay = (buyer: object | null) =>
      payWithTestCard(shop().app, sessionId, 'k@example.org', buyer);

    const view = await shop().app.inject({ url: `/api/payments/simulated/${sessionId}` });
    expect(view.json().buyerRules).toEqual({
      delivery: 'shipping',
      shippingCountries: ['AT', 'NL'],
      billingAddressRequired: false,
    });
    const refusals: [object | null, string, string][] = [
      [null, 'body.buyer', 'Bitte gib deinen Namen und die Lieferadresse an.'],
      [
        { name: 'Jürgen Müller', deliveryAddress: null },
        'body.buyer.deliveryAddress',
        'Bitte gib die Lieferadresse an.',
      ],
      [
        TEST_BUYER,
        'body.buyer.deliveryAddress.country',
        'Wir liefern nur nach Österreich, Niederlande.',
      ],
      [
        { ...TEST_BUYER, name: 'Jürgen\u0007Müller' },
        'body.buyer.name',
        'Name enthält unzulässige Zeichen.',
      ],
    ];
    for (const [buyer, field, message] of refusals) {
      const response = await pay(buyer);
      expect(response.statusCode, JSON.stringify(buyer)).toBe(400);
      expect(response.json().error.details.field).toBe(field);
      if (message) expect(response.json().error.message).toContain(message);
    }
    const buyer = {
      name: ' Jürgen Müller ',
      deliveryAddress: {
        street: 'Hauptplatz 1',
        addressLine2: 'c/o Café Größl',
        postalCode: '8010',
        town: 'Graz',
        country: 'at',
      },
      phone: '+43 316 123456',
      billingAddress: {
        name: 'Imkerei Müller GmbH',
        street: 'Lindenweg 4',
        postalCode: '02826',
        town: 'Görlitz',
        country: 'DE',
      },
    };
    expect((await pay(buyer)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'paid',
      buyerName: 'Jürgen Müller',
      phone: '+43 316 123456',
      deliveryAddress: { ...buyer.deliveryAddress, country: 'AT' },
      billingAddress: { ...buyer.billingAddress, addressLine2: null },
    });
  });

  it('asks a pickup for a name and no address', async () => {
    now = new Date('2027-03-30T12:00:00Z');
    const { sessionId, orderId } = await checkout({
      method: 'pickup',
      placeId: stall,
      date: '2027-04-11',
    });
    const withAddress = await payWithTestCard(shop().app, sessionId, 'k@example.org', TEST_BUYER);
    expect(withAddress.statusCode).toBe(400);
    expect(withAddress.json().error.message).toBe(
      'body.buyer.deliveryAddress: Bei Abholung gibt es keine Lieferadresse.',
    );
    const paid = await payWithTestCard(shop().app, sessionId, 'k@example.org', {
      name: 'Anna Groß',
      phone: '0171 1234567',
    });
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      buyerName: 'Anna Groß',
      deliveryAddress: null,
      phone: '0171 1234567',
    });
  });

  const VEREIN = {
    name: 'Imkerverein Görlitz e. V.',
    street: 'Am Markt 1',
    postalCode: '02826',
    town: 'Görlitz',
    country: 'DE',
  };
  const invoiceBuyer = async (orderId: string | undefined) => {
    const [invoice] = await db()
      .select({ content: issuedDocuments.content })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.orderId, orderId ?? ''), eq(issuedDocuments.kind, 'invoice')));
    return invoice?.content.buyer;
  };

  it('offers courses alone a billing address up to 250 €, asks it above, and the invoice names it', async () => {
    now = new Date('2027-03-30T12:00:00Z');
    const date = await emptyCourseDate(db(), 10);
    await db().update(products).set({ priceCents: 14_900 }).where(eq(products.id, date.productId));
    const rulesOf = async (sessionId: string) =>
      (await shop().app.inject({ url: `/api/payments/simulated/${sessionId}` })).json().buyerRules;

    const one = await startCheckout(shop().app, [courseLine(date, 1)]);
    expect(await rulesOf(one.sessionId)).toEqual({
      delivery: 'none',
      shippingCountries: [],
      billingAddressRequired: false,
    });
    const company = { name: VEREIN.name, billingAddress: VEREIN };
    expect(
      (await payWithTestCard(shop().app, one.sessionId, 'k@example.org', company)).statusCode,
    ).toBe(200);
    expect(await orderRow(one.orderId)).toMatchObject({
      buyerName: 'Imkerverein Görlitz e. V.',
      deliveryAddress: null,
      billingAddress: { ...VEREIN, addressLine2: null },
    });
    expect(await invoiceBuyer(one.orderId)).toMatchObject({
      name: 'Imkerverein Görlitz e. V.',
      addressLines: ['Am Markt 1', '02826 Görlitz'],
    });

    // 2 × 149 € = 298 €: above a Kleinbetragsrechnung
    const two = await startCheckout(shop().app, [courseLine(date, 2)]);
    expect((await rulesOf(two.sessionId)).billingAddressRequired).toBe(true);
    const bare = await payWithTestCard(shop().app, two.sessionId, 'k@example.org', null);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toMatchObject({
      message: 'body.buyer: Bitte gib die Rechnungsadresse an.',
      details: { field: 'body.buyer' },
    });
    const paid = await payWithTestCard(shop().app, two.sessionId, 'k@example.org', {
      name: 'Jürgen Müller',
      billingAddress: { ...VEREIN, name: 'Jürgen Müller' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await invoiceBuyer(two.orderId)).toMatchObject({
      name: 'Jürgen Müller',
      addressLines: ['Am Markt 1', '02826 Görlitz'],
    });
  });

  it('asks a pickup above 250 € for a billing address besides the name', async () => {
    now = new Date('2027-03-30T12:00:00Z');
    // a wholesale crate of honey, more than a jar costs
    const [crate] = await db()
      .insert(products)
      .values({
        ...(await db().select().from(products).where(eq(products.id, honey)))[0],
        id: `p-kiste-${kind.name.toLowerCase()}`,
        title: 'Honigkiste für Wiederverkäufer',
        priceCents: 25_100,
        amountAvailable: 5,
      } as typeof products.$inferInsert)
      .returning({ id: products.id });
    const { sessionId, orderId } = await checkout(
      { method: 'pickup', placeId: stall, date: '2027-04-11' },
      [goodsLine(crate?.id ?? '', 1)],
    );
    const nameOnly = await payWithTestCard(shop().app, sessionId, 'k@example.org', {
      name: 'Anna Groß',
    });
    expect(nameOnly.statusCode).toBe(400);
    expect(nameOnly.json().error.details.field).toBe('body.buyer.billingAddress');
    const paid = await payWithTestCard(shop().app, sessionId, 'k@example.org', {
      name: 'Anna Groß',
      billingAddress: { ...VEREIN, name: 'Anna Groß' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await invoiceBuyer(orderId)).toMatchObject({
      name: 'Anna Groß',
      addressLines: ['Am Markt 1', '02826 Görlitz'],
    });
  });
});
