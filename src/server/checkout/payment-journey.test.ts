// One scenario, every payment provider: checkout → pay → settle → confirmation, a cancel and an
// expiry run the same steps through the simulated page and through Stripe, so both keep the
// same promises (stock and places held once, given back once, one confirmation). What only one
// provider has — Stripe's session parameters, webhooks, the simulated card checks — is tested
// beside that provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import {
  bookingsOf,
  emptyCourseDate,
  mailsTo,
  productWithStock,
  stockOf,
} from '../testing/catalogue';
import { courseLine, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { PAYMENT_PROVIDERS, type ProviderShop } from '../testing/payment-providers';
import { expireOverdueOrders } from './expiry';

const attendee = (email: string) => ({
  firstName: 'Anna',
  lastName: 'Imker',
  email,
  phone: '0171 1234567',
});

describe.each(databaseKinds())('on $name', (kind) => {
  describe.each(PAYMENT_PROVIDERS)('paying through the $name provider', (provider) => {
    let shop: ProviderShop;
    beforeAll(async () => {
      shop = await provider.start(kind);
    });
    afterAll(async () => {
      await shop?.close();
    });

    const settle = async (sessionId: string) =>
      (await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` })).json<OrderSummary>();

    /** A pending order for `quantity` jars of a fresh product and `places` on a fresh date. */
    async function pendingOrder(stock: number, quantity: number, places: number, email: string) {
      const honey = await productWithStock(shop.database.db, 'honig', stock);
      const date = await emptyCourseDate(shop.database.db, places + 2);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: {
          lines: [goodsLine(honey.id, quantity), courseLine(date, places, attendee(email))],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const sessionId = shop.sessionOf(response.json<{ url: string }>().url);
      expect(sessionId).not.toBe('');
      expect((await stockOf(shop.database.db, honey.id))?.amount).toBe(stock - quantity);
      expect(await bookingsOf(shop.database.db, date.id)).toHaveLength(places);
      return { honeyId: honey.id, dateId: date.id, sessionId };
    }

    async function expectReleased(order: { honeyId: string; dateId: number }, stock: number) {
      expect((await stockOf(shop.database.db, order.honeyId))?.amount).toBe(stock);
      expect(await bookingsOf(shop.database.db, order.dateId)).toHaveLength(0);
    }

    it('checkout, payment and the success page: paid once, with one confirmation and the documents', async () => {
      const email = `bezahlt-${provider.name}@example.org`;
      // the last jars on the shelf
      const order = await pendingOrder(3, 3, 2, email);
      expect((await settle(order.sessionId)).status).toBe('pending');

      await shop.pay(order.sessionId, email);
      // the success page may be opened and reloaded at once, any number of times
      const summaries = await Promise.all(Array.from({ length: 6 }, () => settle(order.sessionId)));
      for (const summary of summaries) {
        expect(summary.status).toBe('paid');
        expect(summary).toMatchObject(shop.documentsOf(order.sessionId));
        expect(summary.receiptUrl).toBeTruthy();
      }
      // sold out is read from the stock; the owner's "displayed" flag is left alone
      expect(await stockOf(shop.database.db, order.honeyId)).toEqual({
        amount: 0,
        displayed: true,
      });
      const places = await bookingsOf(shop.database.db, order.dateId);
      expect(places.map((place) => place.status)).toEqual(['confirmed', 'confirmed']);
      expect(places[0]?.buyerId).toMatch(/^b-[A-Za-z0-9]{17}$/);
      expect(new Set(places.map((place) => place.buyerId)).size).toBe(1);
      const mails = await mailsTo(shop.database.db, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Teilnehmer: Anna Imker');
      expect(await shop.stillPayable(order.sessionId)).toBe(false);
    });

    it('a cancel ends the session and gives stock and places back exactly once', async () => {
      const order = await pendingOrder(7, 4, 3, `abgebrochen-${provider.name}@example.org`);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const cancelled = await shop.app.inject({
          method: 'POST',
          url: `/api/checkout/sessions/${order.sessionId}/cancel`,
        });
        expect(cancelled.statusCode).toBe(200);
        expect(cancelled.json<OrderSummary>().status).toBe('cancelled');
      }
      await expectReleased(order, 7);
      expect(await shop.stillPayable(order.sessionId)).toBe(false);
      expect((await settle(order.sessionId)).status).toBe('cancelled');
    });

    it('an order left unpaid past its session is expired by the sweeper, and only then', async () => {
      const deps = {
        db: shop.database.db,
        payments: shop.payments,
        shopEmail: 'shop@example.org',
        publicUrl: 'http://localhost:3000',
      };
      const afterMinutes = (minutes: number) =>
        new Date(Date.now() + shop.payments.sessionLifetimeMs + minutes * 60_000);
      // orders the tests before left pending would be swept too: clear them first
      await expireOverdueOrders(deps, afterMinutes(10));
      const order = await pendingOrder(6, 2, 2, `abgelaufen-${provider.name}@example.org`);

      expect(await expireOverdueOrders(deps, afterMinutes(-1))).toBe(0);
      expect((await stockOf(shop.database.db, order.honeyId))?.amount).toBe(4);
      expect(await expireOverdueOrders(deps, afterMinutes(10))).toBe(1);
      await expectReleased(order, 6);
      expect(await expireOverdueOrders(deps, afterMinutes(20))).toBe(0);
      expect(await shop.stillPayable(order.sessionId)).toBe(false);
      expect((await settle(order.sessionId)).status).toBe('expired');
    });
  });
});
