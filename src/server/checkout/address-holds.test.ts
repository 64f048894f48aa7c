import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { courseBookings, orders } from '../db/schema';
import { testConfig, useTestShop } from '../testing/app';
import {
  emptyCourseDate,
  productWithBatches,
  productWithStock,
  stockOf,
} from '../testing/catalogue';
import { courseLine, goodsLine as goods, startCheckout } from '../testing/checkout';
import { databaseKinds, describeOnPostgres } from '../testing/databases';

// the shipped defaults (docs/decisions/013), not numbers of the test's own
const shipped = loadConfig({});
const holdSettings = {
  MAX_HELD_UNITS_PER_ADDRESS: String(shipped.MAX_HELD_UNITS_PER_ADDRESS),
  MAX_HELD_PLACES_PER_ADDRESS: String(shipped.MAX_HELD_PLACES_PER_ADDRESS),
  MAX_HELD_SHARE_PERCENT: String(shipped.MAX_HELD_SHARE_PERCENT),
  HOLD_COOLDOWN_MINUTES: String(shipped.HOLD_COOLDOWN_MINUTES),
};
const MINUTE = 60_000;

describe.each(databaseKinds())('what one address may hold, on $name', (kind) => {
  let clock = Date.now();
  const shop = useTestShop(kind, {
    config: {
      CHECKOUT_RATE_LIMIT: '10000',
      MAX_OPEN_ORDERS_PER_ADDRESS: String(shipped.MAX_OPEN_ORDERS_PER_ADDRESS),
      ...holdSettings,
    },
    now: () => new Date(clock),
  });
  let visitor = 0;
  const nextVisitor = () => `203.0.113.${++visitor}`;
  const db = () => shop().database.db;

  it('ships 30 units, 12 places, half a shelf and 15 minutes', () => {
    expect(holdSettings).toEqual({
      MAX_HELD_UNITS_PER_ADDRESS: '30',
      MAX_HELD_PLACES_PER_ADDRESS: '12',
      MAX_HELD_SHARE_PERCENT: '50',
      HOLD_COOLDOWN_MINUTES: '15',
    });
  });

  it('lets a customer buy 6 jars of honey and book 2 places, cancel and do it again', async () => {
    const address = nextVisitor();
    const date = await emptyCourseDate(db(), 8);
    const cart = [goods('p-akazienhonig', 6), courseLine(date, 2)];
    const first = await startCheckout(shop().app, cart, address);
    expect(first.status, first.response.body).toBe(200);
    const cancel = await shop().app.inject({
      method: 'POST',
      url: `/api/checkout/sessions/${first.sessionId}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    const again = await startCheckout(shop().app, cart, address);
    expect(again.status, again.response.body).toBe(200);
  });

  it('holds at most half of a product for one address, and always one jar', async () => {
    const honey = await productWithStock(db(), 'drink', 10);
    const address = nextVisitor();
    const tooMuch = await startCheckout(shop().app, [goods(honey.id, 6)], address);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({
      code: 'HOLD_LIMIT',
      message:
        `Von „${honey.title}“ kannst du zurzeit höchstens 5 Stück reservieren, damit auch ` +
        'andere Kundinnen und Kunden etwas bekommen. Bitte verringere die Anzahl in deinem Warenkorb.',
    });
    // nothing of the refused order stays held
    expect((await stockOf(db(), honey.id))?.amount).toBe(10);
    expect((await startCheckout(shop().app, [goods(honey.id, 5)], address)).status).toBe(200);
    const more = await startCheckout(shop().app, [goods(honey.id, 1)], address);
    expect(more.status).toBe(429);
    expect(more.body.error.message).toContain(
      'Davon hältst du schon 5 in einer offenen Bestellung.',
    );
    expect(more.body.error.message).toContain('versuche es in 10 Minuten noch einmal');
    expect(Number(more.response.headers['retry-after'])).toBeGreaterThan(9 * 60);
    // somebody else may take half of what is left
    expect((await startCheckout(shop().app, [goods(honey.id, 3)], nextVisitor())).status).toBe(200);

    const lastJar = await productWithStock(db(), 'other', 1);
    expect((await startCheckout(shop().app, [goods(lastJar.id, 1)], nextVisitor())).status).toBe(
      200,
    );
  });

  it('judges half a shelf by what is left once batches past their day went off it', async () => {
    // 12 on the shelf, 6 of them past their day: the checkout takes 4 of the fresh ones and
    // takes the stale batch off, so 2 are left and this address may hold 3, not 6
    const { product } = await productWithBatches(db(), 'honig', [
      { lotNumber: 'ALT', bestBefore: '2020-01-01', quantity: 6 },
      { lotNumber: 'NEU', bestBefore: '2099-12-31', quantity: 6 },
    ]);
    const address = nextVisitor();
    const tooMuch = await startCheckout(shop().app, [goods(product.id, 4)], address);
    expect(tooMuch.status, tooMuch.response.body).toBe(409);
    expect(tooMuch.body.error.message).toContain('höchstens 3 Stück');
    expect((await stockOf(db(), product.id))?.amount).toBe(12);
    expect((await startCheckout(shop().app, [goods(product.id, 3)], address)).status).toBe(200);
  });

  it('caps all units and all places of an address, and names the course date', async () => {
    const address = nextVisitor();
    const lines = ['honig', 'care', 'strength'].map(async (type) =>
      goods((await productWithStock(db(), type, 100)).id, 10),
    );
    expect((await startCheckout(shop().app, await Promise.all(lines), address)).status).toBe(200);
    const candle = await productWithStock(db(), 'other', 100);
    const unit = await startCheckout(shop().app, [goods(candle.id, 1)], address);
    expect(unit.status).toBe(429);
    expect(unit.body.error.message).toContain('höchstens 30 Artikel auf einmal reservieren');

    const date = await emptyCourseDate(db(), 40);
    expect((await startCheckout(shop().app, [courseLine(date, 12)], address)).status).toBe(200);
    const place = await startCheckout(shop().app, [courseLine(date, 1)], address);
    expect(place.status).toBe(429);
    expect(place.body.error.message).toContain('höchstens 12 Kursplätze auf einmal reservieren');

    const small = await emptyCourseDate(db(), 6);
    const half = await startCheckout(shop().app, [courseLine(small, 4)], nextVisitor());
    expect(half.status).toBe(409);
    expect(half.body.error.message).toMatch(
      /^Für „.+“ am 01\.06\.2027 kannst du zurzeit höchstens 3 Plätze reservieren/,
    );
  });

  it('keeps a cancelled order counting for 15 minutes, then frees the address', async () => {
    // the cancel stamps the system's time: the checkout's clock starts from it
    clock = Date.now();
    const address = nextVisitor();
    const stocked = await Promise.all(
      ['honig', 'care', 'strength'].map((type) => productWithStock(db(), type, 100)),
    );
    const cart = stocked.map((product) => goods(product.id, 10));
    const { sessionId } = await startCheckout(shop().app, cart, address);
    await shop().app.inject({ method: 'POST', url: `/api/checkout/sessions/${sessionId}/cancel` });
    expect((await stockOf(db(), stocked[0]?.id ?? ''))?.amount).toBe(100);

    const renewed = await startCheckout(shop().app, cart, address);
    expect(renewed.status).toBe(429);
    expect(renewed.body.error.message).toContain('stornierte zählen noch 15 Minuten mit');
    expect(Number(renewed.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    clock += 16 * MINUTE;
    expect((await startCheckout(shop().app, cart, address)).status).toBe(200);
  });

  it('counts an unpaid order past its window for the cool-down too', async () => {
    clock = Date.now();
    const address = nextVisitor();
    const plenty = await productWithStock(db(), 'care', 100);
    expect((await startCheckout(shop().app, [goods(plenty.id, 10)], address)).status).toBe(200);
    expect((await startCheckout(shop().app, [goods(plenty.id, 10)], address)).status).toBe(200);
    const other = await productWithStock(db(), 'strength', 100);
    expect((await startCheckout(shop().app, [goods(other.id, 10)], address)).status).toBe(200);
    // the three windows of 10 minutes have passed, the sweeper has not run
    clock += 11 * MINUTE;
    const lapsed = await startCheckout(shop().app, [goods(other.id, 1)], address);
    expect(lapsed.status).toBe(429);
    // held lately, no longer open: the totals refuse it, not the count of open orders
    expect(lapsed.body.error.code).toBe('HOLD_LIMIT');
    expect(Number(lapsed.response.headers['retry-after'])).toBeGreaterThan(13 * 60);
    clock += 15 * MINUTE;
    expect((await startCheckout(shop().app, [goods(other.id, 1)], address)).status).toBe(200);
  });
});

describe.each(databaseKinds())('200 checkouts at once from one address, on $name', (kind) => {
  const shop = useTestShop(kind, {
    config: { CHECKOUT_RATE_LIMIT: '10000', MAX_OPEN_ORDERS_PER_ADDRESS: '1000', ...holdSettings },
  });

  it('never hold more than the caps', async () => {
    const { db } = shop().database;
    const plenty = await productWithStock(db, 'honig', 1000);
    const scarce = await productWithStock(db, 'drink', 20);
    const date = await emptyCourseDate(db, 100);
    const carts = Array.from(
      { length: 200 },
      (_, index) =>
        [[goods(plenty.id, 1)], [goods(scarce.id, 1)], [courseLine(date, 1)]][index % 3] ?? [],
    );
    const results = await Promise.all(
      carts.map((cart) => startCheckout(shop().app, cart, '198.51.100.200')),
    );
    for (const result of results.filter((r) => r.status !== 200)) {
      expect([409, 429]).toContain(result.status);
      expect(result.body.error.code).toBe('HOLD_LIMIT');
    }
    const held = async (productId: string) => 1000 - ((await stockOf(db, productId))?.amount ?? 0);
    const scarceHeld = 20 - ((await stockOf(db, scarce.id))?.amount ?? 0);
    expect(scarceHeld).toBeLessThanOrEqual(10);
    expect((await held(plenty.id)) + scarceHeld).toBe(30);
    const places = await db
      .select({ id: courseBookings.id })
      .from(courseBookings)
      .where(and(eq(courseBookings.courseDateId, date.id), eq(courseBookings.status, 'held')));
    expect(places).toHaveLength(12);
    // every success is an open order, every refusal left none behind
    const open = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientAddress, '198.51.100.200'), inArray(orders.status, ['pending'])));
    expect(open).toHaveLength(results.filter((r) => r.status === 200).length);
    expect(open).toHaveLength(42);
  });
});

// two apps on one database, as two server processes: each has its own line, the lock is shared
describeOnPostgres(
  'a flood of checkouts from one address on two processes, on PostgreSQL',
  (postgres) => {
    const config = {
      CHECKOUT_RATE_LIMIT: '10000',
      MAX_OPEN_ORDERS_PER_ADDRESS: '1000',
      ...holdSettings,
    };
    const shop = useTestShop(postgres, { config });
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await buildApp({
        database: shop().database,
        config: testConfig(config),
        webRoot: '/nonexistent',
        today: () => '2026-11-22',
        sweepIntervalMs: 0,
      });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('holds the caps, and waits in line in each process rather than on pooled connections', async () => {
      const { db } = shop().database;
      const plenty = await productWithStock(db, 'honig', 1000);
      let answered = 0;
      const flood = Array.from({ length: 120 }, (_, index) =>
        startCheckout(
          index % 2 ? second : shop().app,
          [goods(plenty.id, 1)],
          '198.51.100.201',
        ).finally(() => {
          answered += 1;
        }),
      );
      const all = Promise.all(flood);
      // advisory locks of this database: held, and waited for
      let mostHeld = 0;
      let mostWaiting = 0;
      while (answered < flood.length) {
        const [locks] = await db
          .select({
            held: sql<number>`count(*) filter (where granted)::int`,
            waiting: sql<number>`count(*) filter (where not granted)::int`,
          })
          .from(sql`pg_locks`)
          .where(
            sql`locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
          );
        mostHeld = Math.max(mostHeld, locks?.held ?? 0);
        mostWaiting = Math.max(mostWaiting, locks?.waiting ?? 0);
      }
      const results = await all;
      expect(results.filter((result) => result.status === 200)).toHaveLength(30);
      expect(1000 - ((await stockOf(db, plenty.id))?.amount ?? 0)).toBe(30);
      // the sampling saw checkouts under the lock; the one waiting for it is the other process's
      expect(mostHeld).toBe(1);
      expect(mostWaiting).toBeLessThanOrEqual(1);
      // another customer is served as usual once it is over
      expect(
        (await startCheckout(shop().app, [goods(plenty.id, 1)], '198.51.100.202')).status,
      ).toBe(200);
    });
  },
);
