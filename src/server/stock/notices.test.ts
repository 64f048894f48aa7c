import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductForm } from '../../domain/product-admin-schema';
import { productFormValues } from '../../domain/product-form-values';
import { outbox, stockNotices } from '../db/schema';
import { runDueJobs } from '../jobs/scheduler';
import { exportCustomerData } from '../privacy/service';
import { useTestShop } from '../testing/app';
import { productWithStock, stockOf } from '../testing/catalogue';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';
import { stockJobs } from './jobs';

const handlers = stockJobs({ shopEmail: 'laden@example.org', publicUrl: 'http://localhost:3000' });

describe.each(databaseKinds())('back-in-stock notices on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '10000' } });
  const staff = suiteStaff(shop);
  const post = (url: string, payload?: object) =>
    shop().app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
  const mailsTo = (email: string) =>
    shop().database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
  const tokenIn = (text: string) => /benachrichtigung\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
  /** Staff change a product in the backoffice's form, as it stands now. */
  const staffSaves = async (productId: string, change: Partial<ProductForm>) => {
    const { request } = await staff();
    const url = `/api/admin/products/${productId}`;
    const product = (await request({ method: 'GET', url })).json();
    const saved = await request({
      method: 'PUT',
      url,
      payload: {
        version: product.version,
        stockWas: product.fields.amountAvailable,
        fields: { ...productFormValues(product.fields), ...change },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('double opt-in, then one mail when staff restock, then the entry is gone', async () => {
    const care = await productWithStock(shop().database.db, 'care', 0);
    const email = 'wartet@example.org';
    const asked = await post('/api/stock-notices', { productId: care.id, email });
    expect(asked.statusCode).toBe(202);
    // asking twice sends no second opt-in mail
    expect((await post('/api/stock-notices', { productId: care.id, email })).statusCode).toBe(202);
    const [optIn, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(optIn?.subject).toContain('Bitte bestätigen');
    const token = tokenIn(optIn?.text ?? '');
    expect(optIn?.text).toContain(`benachrichtigung/${token}?abmelden=1`);

    // unconfirmed: a restock mails nobody
    const restock = (amount: number) => staffSaves(care.id, { amountAvailable: String(amount) });
    const confirmed = await post(`/api/stock-notices/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toContain('Danke');
    const data = await exportCustomerData(shop().database.db, email);
    expect(data.stockNotices).toEqual([
      expect.objectContaining({ productId: care.id, confirmed: true }),
    ]);

    await restock(3);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['stock-notice-confirmation', 'back-in-stock']);
    expect(mails[1]?.subject).toContain('ist wieder da');
    // one mail per restock, then the entry ends: selling out and restocking again mails nobody
    await restock(0);
    await restock(4);
    expect(await mailsTo(email)).toHaveLength(2);
    expect(
      await shop()
        .database.db.select()
        .from(stockNotices)
        .where(eq(stockNotices.productId, care.id)),
    ).toEqual([]);
    expect((await post(`/api/stock-notices/${token}/confirm`)).statusCode).toBe(404);
  });

  it('units coming back from an unpaid order mail the waiting through a job', async () => {
    const { db } = shop().database;
    const drink = await productWithStock(db, 'drink', 1);
    const bought = await post('/api/checkout', { lines: [{ productId: drink.id, quantity: 1 }] });
    expect(bought.statusCode).toBe(200);
    expect((await stockOf(db, drink.id))?.amount).toBe(0);
    const email = 'durst@example.org';
    expect((await post('/api/stock-notices', { productId: drink.id, email })).statusCode).toBe(202);
    const [optIn] = await mailsTo(email);
    await post(`/api/stock-notices/${tokenIn(optIn?.text ?? '')}/confirm`);
    const session = bought.json().url.split('/zahlung/')[1];
    expect((await post(`/api/checkout/sessions/${session}/cancel`)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    await runDueJobs(db, handlers, new Date());
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual([
      'stock-notice-confirmation',
      'back-in-stock',
    ]);
  });

  it('a hidden product is sold out on its page; its notice waits through a hidden restock and mails once it is shown', async () => {
    const { db } = shop().database;
    const strength = await productWithStock(db, 'strength', 2);
    const save = (change: Partial<ProductForm>) => staffSaves(strength.id, change);
    await save({ productDisplayed: false });
    // an old link still finds the page, with nothing the checkout would refuse
    const page = await shop().app.inject({ url: `/api/products/${strength.id}` });
    expect(page.json().amountAvailable).toBe(0);

    const email = 'kommt-wieder@example.org';
    const asked = await shop().app.inject({
      method: 'POST',
      url: '/api/stock-notices',
      payload: { productId: strength.id, email },
      remoteAddress: '192.0.2.31',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const token = tokenIn((await mailsTo(email))[0]?.text ?? '');
    const confirmed = await post(`/api/stock-notices/${token}/confirm`);
    expect(confirmed.json().message).toContain('Danke! Wir schreiben dir einmal');

    await save({ amountAvailable: '5' });
    await runDueJobs(db, handlers, new Date());
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['stock-notice-confirmation']);
    await save({ productDisplayed: true });
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual([
      'stock-notice-confirmation',
      'back-in-stock',
    ]);
    expect(await db.select().from(stockNotices).where(eq(stockNotices.token, token))).toEqual([]);
  });

  it('refuses a product in stock and a course, unsubscribes by link, and forgets the address on erasure', async () => {
    const { db } = shop().database;
    const honey = await productWithStock(db, 'honig', 4);
    const inStock = await post('/api/stock-notices', {
      productId: honey.id,
      email: 'a@example.org',
    });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().error.code).toBe('NOT_SOLD_OUT');
    // a full course date has its waitlist; a notice would only race its offers (asked from
    // another client address: the form takes 5 a minute per address)
    const course = await productWithStock(db, 'course');
    const fromElsewhere = (payload: object) =>
      shop().app.inject({
        method: 'POST',
        url: '/api/stock-notices',
        payload,
        remoteAddress: '192.0.2.30',
      });
    const full = await fromElsewhere({ productId: course.id, email: 'a@example.org' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('WAITLIST');
    const dated = await fromElsewhere({
      productId: course.id,
      courseDateId: 1,
      email: 'a@example.org',
    });
    expect(dated.statusCode).toBe(400);
    const soldOut = await productWithStock(db, 'care', 0);
    await post('/api/stock-notices', { productId: soldOut.id, email: 'geht@example.org' });
    const token = tokenIn((await mailsTo('geht@example.org'))[0]?.text ?? '');
    const gone = await shop().app.inject({ method: 'DELETE', url: `/api/stock-notices/${token}` });
    expect(gone.statusCode).toBe(200);
    expect(await db.select().from(stockNotices).where(eq(stockNotices.token, token))).toEqual([]);

    // written directly: this file's requests have used up the form's 5 a minute by now
    await db.insert(stockNotices).values({
      productId: soldOut.id,
      email: 'Loesch@Example.org',
      token: 'erase-me-token-0123456789',
    });
    const { request } = await staff();
    const erased = await request({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: 'loesch@example.org' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased.stockNotices).toBe(1);
    expect(
      await db
        .select()
        .from(stockNotices)
        .where(
          and(like(stockNotices.email, '%xample.org'), eq(stockNotices.productId, soldOut.id)),
        ),
    ).toEqual([]);
  });
});
