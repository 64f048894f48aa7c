import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time';
import type { PackingList } from '../../domain/packing-list-schema';
import { orderNumber } from '../../domain/withdrawal';
import type { Actor } from '../audit/service';
import { applyTransition } from '../fulfilment/apply-transition';
import { createSimulatedProvider } from '../payments/simulated';
import { cancelOrder } from '../refunds/service';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { buyWithDelivery, createMarketStall, HEIDE_ADDRESS } from '../testing/delivery';
import { pdfText, pdfWords } from '../testing/pdf-text';
import { createStaff, suiteStaff } from '../testing/staff';

const CREAMY = 'p-fruehtrachthonig-cremig';
const RUNNY = 'p-sommertrachthonig-fluessig';
const SATURDAY = '2027-06-05';
// the demo honeys' older harvest goes first (first expiring, first out) and holds enough here
const OLDER_HARVEST = { lotNumber: 'L2025-08', bestBefore: '2027-08-31' };

describe.each(databaseKinds())('packing lists and delivery notes on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const get = async (url: string) => (await staff()).request({ method: 'GET', url });
  let actor: Actor;

  beforeAll(async () => {
    const { user } = await createStaff(db());
    actor = { id: user.id, name: 'Greta Bienenstöck' };
  });

  const pickupAt = (placeId: number, buyerName: string, date = SATURDAY) =>
    ({ method: 'pickup', buyerName, placeId, date }) as const;

  it('adds up a market day’s goods per product and lists who gets what', async () => {
    const stall = await createMarketStall(db(), actor);
    const { app } = shop();
    const jurgen = await buyWithDelivery(
      app,
      [goodsLine(CREAMY, 2), goodsLine(RUNNY, 1)],
      pickupAt(stall.id, 'Jürgen Weiß'),
    );
    const anna = await buyWithDelivery(
      app,
      [goodsLine(CREAMY, 3)],
      pickupAt(stall.id, 'Anna Groß'),
    );
    // another day, and a cancelled order: neither is loaded for Saturday
    await buyWithDelivery(
      app,
      [goodsLine(RUNNY, 5)],
      pickupAt(stall.id, 'Max Später', '2027-06-12'),
    );
    const cancelled = await buyWithDelivery(
      app,
      [goodsLine(RUNNY, 7)],
      pickupAt(stall.id, 'Eva Ab'),
    );
    await cancelOrder(
      {
        db: db(),
        shop: { shopEmail: 'a@b.de', publicUrl: 'http://x' },
        payments: createSimulatedProvider(db(), 'http://x'),
      },
      actor,
      cancelled,
      1,
      null,
    );
    await applyTransition(
      { db: db(), shop: { shopEmail: 'a@b.de', publicUrl: 'http://x' } },
      actor,
      anna,
      1,
      {
        type: 'start_processing',
      },
    );

    const response = await get(`/api/admin/packing-list?date=${SATURDAY}&group=${stall.id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json<PackingList>();
    expect(list).toMatchObject({
      date: SATURDAY,
      title: 'Wochenmarkt Jüterbog',
      address: 'Marktplatz 3, 14913 Jüterbog',
      products: [
        { productId: CREAMY, title: 'Frühtrachthonig cremig', quantity: 5 },
        { productId: RUNNY, title: 'Sommertrachthonig flüssig', quantity: 1 },
      ],
    });
    expect(list.orders).toEqual(
      [
        {
          orderId: anna,
          orderNumber: orderNumber(anna),
          buyerName: 'Anna Groß',
          state: 'processing',
          stateLabel: 'In Bearbeitung',
          lines: [
            {
              title: 'Frühtrachthonig cremig',
              quantity: 3,
              lots: [{ ...OLDER_HARVEST, quantity: 3 }],
            },
          ],
        },
        {
          orderId: jurgen,
          orderNumber: orderNumber(jurgen),
          buyerName: 'Jürgen Weiß',
          state: 'paid',
          stateLabel: 'Bezahlt',
          lines: [
            {
              title: 'Frühtrachthonig cremig',
              quantity: 2,
              lots: [{ ...OLDER_HARVEST, quantity: 2 }],
            },
            {
              title: 'Sommertrachthonig flüssig',
              quantity: 1,
              lots: [{ ...OLDER_HARVEST, quantity: 1 }],
            },
          ],
        },
      ].sort((a, b) => a.orderNumber.localeCompare(b.orderNumber)),
    );
    expect(list.groups).toContainEqual({ group: 'shipping', label: 'Versand' });
    expect(list.groups).toContainEqual({ group: String(stall.id), label: 'Wochenmarkt Jüterbog' });

    const pdf = await get(`/api/admin/packing-list.pdf?date=${SATURDAY}&group=${stall.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const text = pdfWords(pdf.rawPayload);
    expect(text).toContain('Packliste Wochenmarkt Jüterbog');
    expect(text).toContain('Sa., 05.06.2027');
    expect(text).toContain(' 5 Frühtrachthonig cremig');
    expect(text).toContain(' 1 Sommertrachthonig flüssig');
    expect(text).toContain(`${orderNumber(jurgen)} Jürgen Weiß 2 × Frühtrachthonig cremig`);
    // which jars to take: each line's lot right under it
    expect(pdfText(pdf.rawPayload)).toMatch(
      /2 × Frühtrachthonig cremig[^\n]*\n\s+Los L2025-08 \(MHD 31\.08\.2027\)\n\s+1 × Sommertrachthonig flüssig/,
    );
    expect(text).toContain(
      `${orderNumber(anna)} Anna Groß 3 × Frühtrachthonig cremig In Bearbeitung`,
    );
    expect(text).not.toContain('Max Später');
    expect(text).not.toContain('Eva Ab');
  });

  it('lists the parcels still to pack in the shipping group, until they are shipped', async () => {
    const { app } = shop();
    const parcel = await buyWithDelivery(app, [goodsLine(RUNNY, 2)], {
      method: 'shipping',
      buyerName: 'Heide Köhler',
      address: HEIDE_ADDRESS,
    });
    const today = berlinDay(new Date());
    const shipping = async () =>
      (await get(`/api/admin/packing-list?date=${today}&group=shipping`)).json<PackingList>();
    expect((await shipping()).orders.map((order) => order.orderId)).toContain(parcel);
    // a day before it was paid, it was not there to pack
    const before = (
      await get(`/api/admin/packing-list?date=2020-01-01&group=shipping`)
    ).json<PackingList>();
    expect(before.orders).toEqual([]);
    expect(before.title).toBe('Versand');

    const deps = { db: db(), shop: { shopEmail: 'a@b.de', publicUrl: 'http://x' } };
    await applyTransition(deps, actor, parcel, 1, { type: 'start_processing' });
    await applyTransition(deps, actor, parcel, 2, {
      type: 'ship',
      shipment: { carrier: 'dhl', trackingNumber: '00340434161' },
    });
    expect((await shipping()).orders.map((order) => order.orderId)).not.toContain(parcel);
  });

  it('prints a delivery note with sender, address, goods, number and date, and no prices', async () => {
    const { app } = shop();
    await (await staff()).request({
      method: 'PUT',
      url: '/api/admin/settings/contact',
      payload: {
        business: 'Imkerei Sonnenwiese',
        owner: 'Greta Bienenstöck',
        street: 'Lindenweg 4',
        postalCode: '14476',
        city: 'Groß Glienicke',
        phone: '0331 123456',
        email: 'hallo@sonnenwiese.example',
      },
    });
    const parcel = await buyWithDelivery(app, [goodsLine(CREAMY, 2), goodsLine(RUNNY, 1)], {
      method: 'shipping',
      buyerName: 'Heide Köhler',
      address: HEIDE_ADDRESS,
    });
    const response = await get(`/api/admin/orders/${parcel}/delivery-note.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="lieferschein-${orderNumber(parcel)}.pdf"`,
    );
    const text = pdfWords(response.rawPayload);
    for (const part of [
      'Imkerei Sonnenwiese',
      'Lindenweg 4',
      '14476 Groß Glienicke',
      'Heide Köhler',
      'Lindenstraße 7',
      'Hinterhaus, 2. OG',
      '14467 Potsdam',
      'Lieferschein',
      `Bestellnummer: ${orderNumber(parcel)}`,
      `Bestelldatum: ${berlinDay(new Date()).split('-').reverse().join('.')}`,
      ' 2 Frühtrachthonig cremig',
      ' 1 Sommertrachthonig flüssig',
      // the demo honeys' older harvest goes first (first expiring, first out)
      'L2025-08 (MHD 31.08.2027)',
    ])
      expect(text).toContain(part);
    expect(text).not.toMatch(/€|EUR/);
  });

  it('names the pickup place and day on a pickup order’s delivery note', async () => {
    const stall = await createMarketStall(db(), actor, { name: 'Hofladen Sonnenwiese' });
    const order = await buyWithDelivery(
      shop().app,
      [goodsLine(CREAMY)],
      pickupAt(stall.id, 'Jürgen Weiß'),
    );
    const text = pdfWords((await get(`/api/admin/orders/${order}/delivery-note.pdf`)).rawPayload);
    expect(text).toContain('Jürgen Weiß');
    expect(text).toContain('Abholung: Sa., 05.06.2027');
    expect(text).toContain('Abholort: Hofladen Sonnenwiese, Marktplatz 3, 14913 Jüterbog');
    expect(text).toContain('Samstag: 8:00–13:00 Uhr');
  });

  it('refuses an unknown order or place, a bad date, an unpaid order and strangers', async () => {
    const unknown = await get(
      '/api/admin/orders/00000000-0000-4000-8000-000000000000/delivery-note.pdf',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Diese Bestellung gibt es nicht.');
    const badDate = await get('/api/admin/packing-list.pdf?date=2027-02-30&group=shipping');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toBe('query.date: Bitte ein Datum wählen.');
    const place = await get(`/api/admin/packing-list?date=${SATURDAY}&group=999999`);
    expect(place.statusCode).toBe(404);
    expect(place.json().error.message).toBe('Diesen Abholort gibt es nicht.');
    const { orderId } = await startCheckout(shop().app, [goodsLine(CREAMY)]);
    const unpaid = await get(`/api/admin/orders/${orderId}/delivery-note.pdf`);
    expect(unpaid.statusCode).toBe(409);
    const paid = await buyWithTestCard(shop().app, [goodsLine(CREAMY)]);
    const stranger = await shop().app.inject({
      url: `/api/admin/orders/${paid.orderId}/delivery-note.pdf`,
    });
    expect(stranger.statusCode).toBe(401);
  });
});
