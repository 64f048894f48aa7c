import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../domain/catalog-schema';
import type { OrderSummary } from '../../domain/checkout-schema';
import { courseDates, orders, ratings } from '../db/schema';
import { startTestShop, type TestShop } from '../testing/app';
import { emptyCourseDate, mailsTo, productWithStock } from '../testing/catalogue';
import {
  buyWithTestCard,
  courseLine,
  goodsLine,
  JUERGEN,
  payWithTestCard,
  startCheckout,
} from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens, nextAddress } from '../testing/staff';

describe.each(databaseKinds())('verified ratings on $name', (kind) => {
  let shop: TestShop;
  let staffToken: string;
  beforeAll(async () => {
    shop = await startTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '10000' } });
    const staff = await createStaff(shop.database.db);
    staffToken = (await loginTokens(shop.app, staff.email)).access_token;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const buy = (productIds: string[], email?: string) =>
    buyWithTestCard(
      shop.app,
      productIds.map((id) => goodsLine(id)),
      email,
    );
  const purchase = (transactionId: string, productId: string) =>
    shop.app.inject({ url: `/api/purchases/${transactionId}?productId=${productId}` });
  const rate = (productId: string, body: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/ratings`,
      payload: body,
      remoteAddress: nextAddress(),
    });
  const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${staffToken}` },
      ...(payload ? { payload } : {}),
    });

  it('gives a paid order a payment id and a rating link per product, in mail and summary', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 10);
    const drink = await productWithStock(shop.database.db, 'drink', 10);
    const order = await buy([honey.id, drink.id], 'links@example.org');
    expect(order.status).toBe('paid');
    expect(order.transactionId).toMatch(/^pi_sim_[A-Za-z0-9]{24}$/);
    const [mail] = await mailsTo(shop.database.db, 'links@example.org');
    for (const id of [honey.id, drink.id])
      expect(mail?.text).toContain(
        `http://localhost:3000/produkt/${id}?transactionId=${order.transactionId}`,
      );
  });

  it('answers the purchase check with status and canRate only', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 10);
    const other = await productWithStock(shop.database.db, 'care', 10);
    const { transactionId } = await buy([honey.id]);
    const bought = await purchase(transactionId ?? '', honey.id);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({ status: 'succeeded', canRate: true, ratableFrom: null });
    expect((await purchase(transactionId ?? '', other.id)).json()).toEqual({
      status: 'succeeded',
      canRate: false,
      ratableFrom: null,
    });
    expect((await purchase('pi_sim_NoSuchPaymentAtAll12345', honey.id)).statusCode).toBe(404);
    expect((await purchase('not-a-payment', honey.id)).statusCode).toBe(400);
    expect((await purchase(transactionId ?? '', '')).statusCode).toBe(400);
  });

  it('stores a buyer rating disabled, once per product and order, text as text', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 10);
    const { transactionId } = await buy([honey.id]);
    const missingStar = await rate(honey.id, { transactionId, title: 'Lecker' });
    expect(missingStar.statusCode).toBe(400);
    expect(missingStar.json().error.message).toContain('Es fehlt die Bewertung!');

    const script = '<script>alert("x")</script> sehr gut';
    const created = await rate(honey.id, {
      transactionId,
      rate: 5,
      title: 'Wie früher',
      ort: 'Görlitz',
      comment: `${script}\nZeile zwei`,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toContain('sobald wir sie freigegeben haben');
    const [stored] = await shop.database.db
      .select()
      .from(ratings)
      .where(eq(ratings.id, created.json().id));
    expect(stored).toMatchObject({ enabled: false, comment: `${script}\nZeile zwei`, rate: 5 });
    expect(stored?.date).toBe('2026-11-22');
    const listed = await shop.app.inject({ url: `/api/products/${honey.id}/ratings` });
    expect(listed.json().map((rating: { id: number }) => rating.id)).not.toContain(
      created.json().id,
    );

    const second = await rate(honey.id, { transactionId, rate: 1 });
    expect(second.statusCode).toBe(409);
    expect((await purchase(transactionId ?? '', honey.id)).json().canRate).toBe(false);
  });

  it('refuses forged, foreign and cancelled purchases, and control characters, without writing', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 10);
    const other = await productWithStock(shop.database.db, 'other', 10);
    const order = await buy([honey.id]);
    const transactionId = order.transactionId ?? '';
    const before = (await shop.database.db.select().from(ratings)).length;

    expect(
      (await rate(honey.id, { transactionId: 'pi_sim_Forged000000000000000', rate: 5 })).statusCode,
    ).toBe(404);
    expect((await rate(other.id, { transactionId, rate: 5 })).statusCode).toBe(403);
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u001bb'])
      expect((await rate(honey.id, { transactionId, rate: 4, title: text })).statusCode).toBe(400);
    expect((await rate(honey.id, { transactionId, rate: 6 })).statusCode).toBe(400);
    expect(
      (await rate(honey.id, { transactionId, rate: 4, comment: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    expect((await rate(honey.id, { transactionId, rate: 4, extra: 1 })).statusCode).toBe(400);

    await shop.database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, order.orderId));
    expect((await purchase(transactionId, honey.id)).json()).toEqual({
      status: 'canceled',
      canRate: false,
      ratableFrom: null,
    });
    expect((await rate(honey.id, { transactionId, rate: 5 })).statusCode).toBe(403);
    expect((await shop.database.db.select().from(ratings)).length).toBe(before);
  });

  it('takes a course’s rating from its last day on, and none for a cancelled date', async () => {
    const date = await emptyCourseDate(shop.database.db, 5);
    const { sessionId } = await startCheckout(shop.app, [courseLine(date)], nextAddress());
    await payWithTestCard(shop.app, sessionId, JUERGEN.email);
    const order = (
      await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` })
    ).json<OrderSummary>();
    const transactionId = order.transactionId ?? '';
    const [mail] = await mailsTo(shop.database.db, JUERGEN.email);
    expect(mail?.text).toContain('Termin');
    expect(mail?.text).not.toContain('Jetzt bewerten');

    // the shop's day is 2026-11-22; the course is on 2027-06-01
    expect((await purchase(transactionId, date.productId)).json()).toEqual({
      status: 'succeeded',
      canRate: false,
      ratableFrom: '2027-06-01',
    });
    const early = await rate(date.productId, { transactionId, rate: 5 });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: 'COURSE_NOT_HELD_YET',
      message: 'Bewerten kannst du den Kurs, sobald er stattgefunden hat: ab dem 01.06.2027.',
    });

    // a series counts from its last day: held on the shop's day itself
    await shop.database.db
      .update(courseDates)
      .set({ startsOn: '2026-11-15', fixedDates: ['2026-11-15', '2026-11-22'] })
      .where(eq(courseDates.id, date.id));
    expect((await purchase(transactionId, date.productId)).json()).toEqual({
      status: 'succeeded',
      canRate: true,
      ratableFrom: null,
    });

    await shop.database.db
      .update(courseDates)
      .set({ cancelledAt: new Date('2026-11-10T09:00:00Z') })
      .where(eq(courseDates.id, date.id));
    expect((await purchase(transactionId, date.productId)).json().canRate).toBe(false);
    expect((await rate(date.productId, { transactionId, rate: 5 })).statusCode).toBe(403);

    await shop.database.db
      .update(courseDates)
      .set({ cancelledAt: null })
      .where(eq(courseDates.id, date.id));
    expect((await rate(date.productId, { transactionId, rate: 5 })).statusCode).toBe(201);
  });

  it('lets staff moderate, and the shop shows mean and count of enabled ratings at once', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 10);
    const summaryOf = async () => {
      const list = await shop.app.inject({ url: '/api/products?type=honig' });
      return list.json<ProductSummary[]>().find((product) => product.id === honey.id)?.rating;
    };
    const before = await summaryOf();
    const ids: number[] = [];
    for (const stars of [5, 2]) {
      const { transactionId } = await buy([honey.id]);
      const created = await rate(honey.id, {
        transactionId,
        rate: stars,
        title: 'T',
        ort: 'O',
        comment: 'C',
      });
      ids.push(created.json().id);
    }

    expect((await shop.app.inject({ url: '/api/admin/ratings' })).statusCode).toBe(401);
    const queue = await admin('GET', `/api/admin/ratings?productId=${honey.id}&enabled=false`);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().map((rating: { id: number }) => rating.id)).toEqual(
      expect.arrayContaining(ids),
    );

    for (const id of ids)
      expect((await admin('PATCH', `/api/admin/ratings/${id}`, { enabled: true })).statusCode).toBe(
        200,
      );
    const count = (before?.count ?? 0) + 2;
    expect((await summaryOf())?.count).toBe(count);
    const enabled = await shop.app.inject({ url: `/api/products/${honey.id}/ratings` });
    expect(enabled.json().map((rating: { id: number }) => rating.id)).toEqual(
      expect.arrayContaining(ids),
    );

    const edited = await admin('PATCH', `/api/admin/ratings/${ids[1]}`, {
      enabled: false,
      title: 'Korrigiert',
    });
    expect(edited.json()).toMatchObject({
      enabled: false,
      title: 'Korrigiert',
      ort: 'O',
      comment: 'C',
    });
    expect((await summaryOf())?.count).toBe(count - 1);

    expect((await admin('DELETE', `/api/admin/ratings/${ids[0]}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/ratings/${ids[0]}`)).statusCode).toBe(404);
    expect((await summaryOf())?.count).toBe(count - 2);
    expect((await admin('PATCH', `/api/admin/ratings/${ids[1]}`, {})).statusCode).toBe(400);
    expect(
      (await admin('PATCH', '/api/admin/ratings/99999999999', { enabled: true })).statusCode,
    ).toBe(400);
  });
});
